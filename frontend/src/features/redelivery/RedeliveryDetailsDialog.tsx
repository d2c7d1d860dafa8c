import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

import { useGetTransaction } from '../../api/generated/endpoints/transactions/transactions';
import type { RedeliveryDto, TransactionDto } from '../../api/generated/model';
import { DetailList } from '../../ui/DetailList';
import { StatusBadge } from '../../ui/StatusBadge';
import { amountLabel, buyerLabel, productLabel, sltDateTimeLabel } from '../transactions/transaction-format';
import { REDELIVERY_KIND_LABELS, transactionLabel } from './redelivery-rules';

export interface RedeliveryDetailsDialogProps {
  open: boolean;
  /** The request to show (kept while the dialog fades out). */
  request: RedeliveryDto | null;
  onClose: () => void;
}

const monospace = (text: string) => (
  <Box component="span" sx={{ fontFamily: 'monospace' }}>
    {text}
  </Box>
);

function requestDetails(request: RedeliveryDto): [string, ReactNode][] {
  return [
    ['Status', <StatusBadge key="status" status={request.status} />],
    ['Kind', REDELIVERY_KIND_LABELS[request.kind]],
    ['Requested by', monospace(request.requestedBy)],
    ['Item', request.item ?? 'None: the purchase names no product'],
    ['Requested', sltDateTimeLabel(request.requestedAt)],
    ['Delivery box', request.boxName ?? 'None yet'],
    ['Assigned', request.assignedAt ? sltDateTimeLabel(request.assignedAt) : 'Not yet'],
    ['Last processed', request.processedAt ? sltDateTimeLabel(request.processedAt) : 'Never'],
    ['Waiting reason', request.status === 'pending' ? (request.waitingReason ?? 'None given') : 'Not waiting'],
    ['Completed', request.completedAt ? sltDateTimeLabel(request.completedAt) : 'Not yet'],
    ['Failure reason', request.failureReason ?? 'None'],
  ];
}

function transactionDetails(transaction: TransactionDto): [string, ReactNode][] {
  return [
    ['Status', <StatusBadge key="status" status={transaction.status} />],
    ['Buyer', buyerLabel(transaction.buyerName)],
    ['Buyer ID', monospace(transaction.buyerId)],
    ['Product', productLabel(transaction.productId, transaction.productName)],
    ['Vendor', `${transaction.vendorName} (#${transaction.vendorId})`],
    ['Amount', amountLabel(transaction.amount)],
    ['Date', sltDateTimeLabel(transaction.createdAt)],
  ];
}

interface SectionProps {
  title: string;
  children: ReactNode;
}

function Section({ title, children }: SectionProps) {
  return (
    <Box component="section" sx={{ '& + &': { mt: 3 } }}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** The request with its item, box, times and reasons, and the purchase it is about (read from the transactions API). */
export function RedeliveryDetailsDialog({ open, request, onClose }: RedeliveryDetailsDialogProps) {
  const titleId = useId();
  const transaction = useGetTransaction(request?.transactionId ?? 0, { query: { enabled: open && request !== null } });

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm">
      <DialogTitle id={titleId}>Redelivery request #{request?.id}</DialogTitle>
      {/* Focusable: on a phone the details scroll, and the keyboard must be able to scroll them (WCAG 2.1.1). */}
      <DialogContent tabIndex={0}>
        {request ? (
          <>
            <Section title="Request">
              <DetailList label="Request details" items={requestDetails(request)} />
            </Section>
            <Section title={`Transaction ${transactionLabel(request.transactionId)}`}>
              {transaction.isError ? (
                <Alert severity="warning">Could not load the transaction: {transaction.error.message}</Alert>
              ) : transaction.data ? (
                <DetailList label="Transaction details" items={transactionDetails(transaction.data)} />
              ) : (
                <Skeleton variant="rounded" height={160} aria-label="Loading the transaction" />
              )}
            </Section>
          </>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
