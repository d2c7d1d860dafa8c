import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

import type { TransactionDto } from '../../api/generated/model';
import { commissionLabel } from './transaction-format';

export interface CommissionValueProps {
  transaction: Pick<TransactionDto, 'commission' | 'status' | 'refundedAmount' | 'refundedCommission'>;
}

/**
 * A sale's commission; a refunded sale's is struck through with 'refunded' beside it: the row keeps the figure for
 * the record, but the platform no longer earns it (docs/product.md, 4.12). A sale refunded in part says how much of
 * it was credited back.
 */
export function CommissionValue({ transaction }: CommissionValueProps) {
  const label = commissionLabel(transaction.commission);
  if (transaction.status !== 'refunded' && transaction.refundedAmount > 0) {
    return (
      <Box component="span" sx={{ display: 'inline-flex', gap: 0.75, alignItems: 'baseline' }}>
        {label}
        <Typography component="span" variant="caption" color="text.secondary">
          less {commissionLabel(transaction.refundedCommission)} refunded
        </Typography>
      </Box>
    );
  }
  if (transaction.status !== 'refunded') return <>{label}</>;
  return (
    <Box component="span" sx={{ display: 'inline-flex', gap: 0.75, alignItems: 'baseline' }}>
      <Box component="s" sx={{ color: 'text.secondary' }}>
        {label}
      </Box>
      <Typography component="span" variant="caption" color="text.secondary">
        refunded
      </Typography>
    </Box>
  );
}
