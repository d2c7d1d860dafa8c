import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

import { useGetTransaction, useRetryRefundOrder } from '../../api/generated/endpoints/transactions/transactions';
import type { RefundOrderDto, TransactionDto } from '../../api/generated/model';
import { useRefreshAfter } from '../../api/query-refresh';
import { DetailList } from '../../ui/DetailList';
import { StatusBadge } from '../../ui/StatusBadge';
import { SalePayouts } from '../partners/SalePayouts';
import { CommissionValue } from './CommissionValue';
import { refundedSoFarLabel } from './refund-amount';
import { changeGivenBackLabel, discountLabel, giftLabel, priceMismatchLabel, refundOrderLabel } from './sale-details';
import { amountLabel, buyerLabel, percentLabel, productLabel, sltDateTimeLabel } from './transaction-format';

export interface TransactionDetailsDialogProps {
  open: boolean;
  /** The row to show at once (kept while the dialog fades out); the dialog then reads the sale afresh. */
  transaction: TransactionDto | null;
  onClose: () => void;
  onRefund: (transaction: TransactionDto) => void;
}

function giftDetail(giftTo: string, giftToName: string | null): ReactNode {
  return (
    <>
      {giftLabel(giftTo, giftToName)}
      <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        The buyer paid; the recipient got the item.
      </Typography>
    </>
  );
}

function PriceMismatchDetail({ text }: { text: string }) {
  return (
    <Typography component="span" variant="body2" color="warning.main">
      {text}
      <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        Recorded, since the L$ were paid; check the vendor&apos;s script and price.
      </Typography>
    </Typography>
  );
}

/** A price mismatch, a gift, a discount, a gift card payment and the discount given back, each only when the sale has it. */
function saleExtras(transaction: TransactionDto): [string, ReactNode][] {
  const extras: [string, ReactNode][] = [];
  const mismatch = priceMismatchLabel(transaction);
  if (mismatch) extras.push(['Price mismatch', <PriceMismatchDetail key="mismatch" text={mismatch} />]);
  if (transaction.giftTo) extras.push(['Gift', giftDetail(transaction.giftTo, transaction.giftToName)]);
  if (transaction.discountAmount > 0) extras.push(['Discount', discountLabel(transaction)]);
  if (transaction.paidWith === 'voucher') extras.push(['Payment', 'Paid with a gift card']);
  const change = changeGivenBackLabel(transaction);
  if (change) extras.push(['Change given back', change]);
  return extras;
}

/** The region's name, linking to its place on the Second Life map (in a new tab). */
function RegionValue({ transaction }: { transaction: Pick<TransactionDto, 'slRegion' | 'slMapUrl'> }) {
  if (!transaction.slRegion) return <>Not reported</>;
  if (!transaction.slMapUrl) return <>{transaction.slRegion}</>;
  return (
    <Link href={transaction.slMapUrl} target="_blank" rel="noopener noreferrer">
      {transaction.slRegion}
    </Link>
  );
}

/** 'No', the day it was fully refunded, or how much of it was refunded so far. */
function refundedLabel(transaction: TransactionDto): string {
  if (transaction.refundedAt) return sltDateTimeLabel(transaction.refundedAt);
  return refundedSoFarLabel(transaction) ?? 'No';
}

function detailsOf(transaction: TransactionDto, refundOrders: RefundOrderDto[]): [string, ReactNode][] {
  return [
    ['Status', <StatusBadge key="status" status={transaction.status} />],
    ['Date', sltDateTimeLabel(transaction.createdAt)],
    ['Buyer', buyerLabel(transaction.buyerName)],
    [
      'Buyer ID',
      <Box key="buyer" component="span" sx={{ fontFamily: 'monospace' }}>
        {transaction.buyerId}
      </Box>,
    ],
    ['Product', productLabel(transaction.productId, transaction.productName)],
    ['Vendor', `${transaction.vendorName} (#${transaction.vendorId})`],
    ...(transaction.marketplaceTransactionId ? [['Marketplace order', transaction.marketplaceTransactionId] as [string, ReactNode]] : []),
    ['Event', transaction.eventId === null ? 'None' : `#${transaction.eventId}`],
    ['Amount', amountLabel(transaction.amount)],
    ...saleExtras(transaction),
    ['Commission', <CommissionValue key="commission" transaction={transaction} />],
    ['Commission rate', percentLabel(transaction.commissionRate)],
    ['Region', <RegionValue key="region" transaction={transaction} />],
    ['Refunded', refundedLabel(transaction)],
    // One line per refund ordered: a sale refunded in parts has one per part.
    ...refundOrders.map((order) => ['Refund in-world', refundOrderLabel(order)] as [string, ReactNode]),
  ];
}

export function TransactionDetailsDialog({ open, transaction, onClose, onRefund }: TransactionDetailsDialogProps) {
  const titleId = useId();
  const details = useGetTransaction(transaction?.id ?? 0, {
    // The row is shown at once; its partners' payouts and any refund order come with the details.
    query: {
      enabled: open && transaction !== null,
      placeholderData: transaction ? { ...transaction, payouts: [], refundOrder: null, refundOrders: [] } : undefined,
    },
  });
  const shown = details.data ?? transaction;
  const refundOrders = details.data?.refundOrders ?? [];
  const refresh = useRefreshAfter('/api/transactions');
  // The answer shows in the dialog itself (the refund's line changes, or an error above it): a toast would sit behind the modal.
  const retry = useRetryRefundOrder({ mutation: { onSuccess: () => refresh() } });

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm">
      <DialogTitle id={titleId}>Transaction #{shown?.id}</DialogTitle>
      <DialogContent>
        {details.isError ? (
          <Alert severity="warning" sx={{ mb: 2 }}>
            Could not refresh this transaction: {details.error.message}
          </Alert>
        ) : null}
        {retry.isError ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            Could not retry the refund: {retry.error.message}
          </Alert>
        ) : null}
        {shown ? <DetailList label="Transaction details" items={detailsOf(shown, refundOrders)} /> : null}
        {details.data && !details.isPlaceholderData ? <SalePayouts payouts={details.data.payouts} /> : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {shown && refundOrders.some((order) => order.status === 'failed') ? (
          <Button disabled={retry.isPending} onClick={() => retry.mutate({ id: shown.id })}>
            {retry.isPending ? 'Retrying...' : 'Retry refund'}
          </Button>
        ) : null}
        {shown?.status === 'completed' ? (
          <Button color="error" onClick={() => onRefund(shown)}>
            Refund
          </Button>
        ) : null}
        <Button variant="contained" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
