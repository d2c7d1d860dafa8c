import { useRefundTransaction } from '../../api/generated/endpoints/transactions/transactions';
import type { TransactionDto } from '../../api/generated/model';
import { useRefreshAfter } from '../../api/query-refresh';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useToast } from '../../ui/toast/toast-context';
import { amountLabel, buyerLabel } from './transaction-format';

/** Where the buyer's money goes back: in-world by the vendor's payouts script, unless it was not paid in L$ at a vendor. */
function refundNote(transaction: TransactionDto): string {
  if (transaction.paidWith === 'voucher') return 'It was paid with a gift card: no L$ are sent back.';
  if (transaction.marketplaceTransactionId) return 'Refund the order on the SL Marketplace too.';
  return "The vendor's payouts script sends the L$ back to the buyer in Second Life.";
}

export interface RefundTransactionDialogProps {
  open: boolean;
  /** The sale to refund (kept while the dialog fades out). */
  transaction: TransactionDto | null;
  onClose: () => void;
}

export function RefundTransactionDialog({ open, transaction, onClose }: RefundTransactionDialogProps) {
  const { toast } = useToast();
  const refresh = useRefreshAfter('/api/transactions');
  const refund = useRefundTransaction({
    mutation: {
      onSuccess: async () => {
        toast({ variant: 'success', title: 'Success', description: 'Transaction refunded' });
        onClose();
        await refresh();
      },
      onError: (error) => {
        toast({ title: 'Error', description: `Failed to refund transaction: ${error.message}`, variant: 'destructive' });
      },
    },
  });

  return (
    <ConfirmDialog
      open={open}
      title={`Refund transaction #${transaction?.id ?? ''}?`}
      description={
        transaction
          ? `The sale of ${amountLabel(transaction.amount)} to ${buyerLabel(transaction.buyerName)} will be marked refunded and will no longer count in sales or commission figures. ${refundNote(transaction)}`
          : ''
      }
      confirmLabel="Refund"
      pendingLabel="Refunding..."
      pending={refund.isPending}
      destructive
      onConfirm={() => {
        if (transaction) refund.mutate({ id: transaction.id });
      }}
      onCancel={onClose}
    />
  );
}
