import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';

import type { TransactionDto } from '../../api/generated/model';
import { priceMismatchLabel } from './sale-details';

export interface PriceMismatchChipProps {
  sale: Pick<TransactionDto, 'priceMismatch' | 'amount' | 'listPrice'>;
}

/** 'Price mismatch', saying on hover and to assistive technology what was paid and what the price was. */
export function PriceMismatchChip({ sale }: PriceMismatchChipProps) {
  const label = priceMismatchLabel(sale);
  if (label === null) return null;
  return (
    <Tooltip title={label}>
      <Chip size="small" color="warning" variant="outlined" label="Price mismatch" aria-label={`Price mismatch: ${label}`} data-mark="price-mismatch" />
    </Tooltip>
  );
}
