import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';

import { useRefundTransaction } from '../../api/generated/endpoints/transactions/transactions';
import type { RefundTransactionDto, TransactionDto } from '../../api/generated/model';
import { useRefreshAfter } from '../../api/query-refresh';
import { formatLindens } from '../../ui/format-money';
import { useToast } from '../../ui/toast/toast-context';
import { canRefundInPart, parseRefundAmount, refundedSoFarLabel, refundLeft } from './refund-amount';
import { amountLabel, buyerLabel } from './transaction-format';

/** Where the buyer's money goes back: in-world by a payouts script, unless it was not paid in L$ at a vendor. */
function refundNote(transaction: TransactionDto): string {
  if (transaction.paidWith === 'voucher') return 'It was paid with a gift card: no L$ are sent back.';
  if (transaction.marketplaceTransactionId) return 'Refund the order on the SL Marketplace too.';
  return "The vendor's payouts script (or, while none of your vendors is online, a delivery box's) sends the L$ back to the buyer in Second Life.";
}

function wholeDescription(transaction: TransactionDto): string {
  const soFar = refundedSoFarLabel(transaction);
  const what = soFar
    ? `The remaining ${formatLindens(refundLeft(transaction))} of the sale to ${buyerLabel(transaction.buyerName)} (${soFar}) will be refunded`
    : `The sale of ${amountLabel(transaction.amount)} to ${buyerLabel(transaction.buyerName)} will be marked refunded`;
  return `${what} and will no longer count in sales or commission figures. ${refundNote(transaction)}`;
}

export interface RefundTransactionDialogProps {
  open: boolean;
  /** The sale to refund (kept while the dialog fades out). */
  transaction: TransactionDto | null;
  onClose: () => void;
}

interface RefundChoiceProps {
  transaction: TransactionDto;
  descriptionId: string;
  pending: boolean;
  error: string | null;
  onCancel: () => void;
  onRefund: (request: RefundTransactionDto) => void;
}

/**
 * The dialog's body and buttons: the whole of what is left, or (for L$ paid at a vendor) a part of it. Mounted afresh
 * each time the dialog opens, so each refund asked starts with the whole sale chosen and its own request key.
 */
function RefundChoice({ transaction, descriptionId, pending, error, onCancel, onRefund }: RefundChoiceProps) {
  const [mode, setMode] = useState<'whole' | 'part'>('whole');
  const [amountText, setAmountText] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  // One key per refund asked: a request sent again (after a lost answer, say) refunds nothing more.
  const [requestKey] = useState(() => crypto.randomUUID());
  const partial = canRefundInPart(transaction);
  const left = refundLeft(transaction);

  const confirm = () => {
    if (mode === 'whole') {
      onRefund({ requestKey });
      return;
    }
    const parsed = parseRefundAmount(amountText, left);
    if ('error' in parsed) {
      setAmountError(parsed.error);
      return;
    }
    setAmountError(null);
    onRefund({ amount: parsed.amount, requestKey });
  };

  return (
    <>
      <DialogContent>
        {error !== null ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            Failed to refund transaction: {error}
          </Alert>
        ) : null}
        <DialogContentText id={descriptionId}>{wholeDescription(transaction)}</DialogContentText>
        {partial ? (
          <>
            <RadioGroup
              aria-label="How much to refund"
              value={mode}
              onChange={(event) => setMode(event.target.value === 'part' ? 'part' : 'whole')}
              sx={{ mt: 2 }}
            >
              <FormControlLabel value="whole" control={<Radio />} label={`All of it (${formatLindens(left)})`} disabled={pending} />
              <FormControlLabel value="part" control={<Radio />} label="Part of it" disabled={pending} />
            </RadioGroup>
            {mode === 'part' ? (
              <TextField
                label="Amount to refund (L$)"
                value={amountText}
                onChange={(event) => setAmountText(event.target.value)}
                error={amountError !== null}
                helperText={
                  amountError ??
                  `From L$1 to ${formatLindens(left)}. The commission on the refunded part is no longer charged; the rest of the sale still counts.`
                }
                disabled={pending}
                autoFocus
                fullWidth
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                sx={{ mt: 1 }}
              />
            ) : null}
          </>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button variant="contained" color="error" onClick={confirm} disabled={pending}>
          {pending ? 'Refunding...' : 'Refund'}
        </Button>
      </DialogActions>
    </>
  );
}

/** Asks before refunding a sale. Errors show in the dialog, where the merchant can correct the amount; a toast would sit behind the modal. */
export function RefundTransactionDialog({ open, transaction, onClose }: RefundTransactionDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const { toast } = useToast();
  const refresh = useRefreshAfter('/api/transactions');
  const refund = useRefundTransaction();
  const close = () => {
    onClose();
    refund.reset();
  };

  return (
    <Dialog open={open} onClose={refund.isPending ? undefined : close} aria-labelledby={titleId} aria-describedby={descriptionId}>
      <DialogTitle id={titleId}>{`Refund transaction #${transaction?.id ?? ''}?`}</DialogTitle>
      {transaction ? (
        <RefundChoice
          transaction={transaction}
          descriptionId={descriptionId}
          pending={refund.isPending}
          error={refund.isError ? refund.error.message : null}
          onCancel={close}
          onRefund={(data) =>
            refund.mutate(
              { id: transaction.id, data },
              {
                onSuccess: async (sale) => {
                  toast({
                    variant: 'success',
                    title: 'Success',
                    description: sale.status === 'refunded' ? 'Transaction refunded' : 'Part of the transaction refunded',
                  });
                  close();
                  await refresh();
                },
              },
            )
          }
        />
      ) : null}
    </Dialog>
  );
}
