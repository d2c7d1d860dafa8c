import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';

import { countLabel, plural } from '../../ui/plural';

/** The flagged sales' list on the Transactions page. */
export const PRICE_MISMATCH_LIST = '/transactions?priceMismatch=true';

export interface PriceMismatchAlertProps {
  /** Completed sales of the last 7 days flagged as a price mismatch; undefined while loading. */
  count: number | undefined;
}

/** "2 sales of the last 7 days were paid…": the merchant's sales paid at a price that is not the product's. */
export function priceMismatchText(count: number): string {
  return (
    `${countLabel(count, 'sale')} of the last 7 days ${plural(count, 'was', 'were')} paid neither the price nor the price due. ` +
    `${plural(count, 'It is', 'They are')} recorded; check your vendor scripts and prices.`
  );
}

/** Warns of price-mismatch sales, linking to their list; nothing when there are none. */
export function PriceMismatchAlert({ count }: PriceMismatchAlertProps) {
  if (!count) return null;
  return (
    <Alert
      severity="warning"
      action={
        <Button component={RouterLink} to={PRICE_MISMATCH_LIST} color="inherit" size="small">
          Review sales
        </Button>
      }
    >
      {priceMismatchText(count)}
    </Alert>
  );
}
