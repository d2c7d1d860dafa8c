import { type Query, useQueryClient } from '@tanstack/react-query';

import { useRefundTransaction } from '../../api/generated/endpoints/transactions/transactions';
import type { TransactionDto } from '../../api/generated/model';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useToast } from '../../ui/toast/toast-context';
import { amountLabel, buyerLabel } from './transaction-format';

export interface RefundTransactionDialogProps {
  open: boolean;
  /** The sale to refund (kept while the dialog fades out). */
  transaction: TransactionDto | null;
  onClose: () => void;
}

// A refund changes the sale itself and every sales and commission figure built from it.
const AFFECTED_PATHS = ['/api/transactions', '/api/dashboard', '/api/events', '/api/admin/platform-stats'];

function isAffected(query: Query): boolean {
  const [path] = query.queryKey;
  return typeof path === 'string' && AFFECTED_PATHS.some((prefix) => path.startsWith(prefix));
}

export function RefundTransactionDialog({ open, transaction, onClose }: RefundTransactionDialogProps) {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const refund = useRefundTransaction({
    mutation: {
      onSuccess: async () => {
        toast({ variant: 'success', title: 'Success', description: 'Transaction refunded' });
        onClose();
        await queryClient.invalidateQueries({ predicate: isAffected });
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
          ? `The sale of ${amountLabel(transaction.amount)} to ${buyerLabel(transaction.buyerName)} will be marked refunded and will no longer count in sales or commission figures. Return the L$ to the buyer in Second Life.`
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
