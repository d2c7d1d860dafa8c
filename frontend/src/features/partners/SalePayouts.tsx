import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

import type { PayoutDto } from '../../api/generated/model';
import { formatLindens } from '../../ui/format-money';
import { partnerLabel, PAYOUT_STATUS_COLORS, PAYOUT_STATUS_LABELS, payoutReasonText } from './payout-format';

export interface SalePayoutsProps {
  payouts: PayoutDto[];
}

/** A sale's partners' payouts, in its details: partner, split, L$ and status (with why a failed one failed). */
export function SalePayouts({ payouts }: SalePayoutsProps) {
  const headingId = useId();
  if (payouts.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle2" component="h3" sx={{ mt: 2 }}>
        Partner payouts
      </Typography>
      <List dense disablePadding aria-labelledby={headingId}>
        {payouts.map((payout) => (
          <ListItem
            key={payout.id}
            disableGutters
            secondaryAction={
              <Chip size="small" label={PAYOUT_STATUS_LABELS[payout.status]} color={PAYOUT_STATUS_COLORS[payout.status]} data-status={payout.status} />
            }
          >
            <ListItemText
              primary={`${partnerLabel(payout.avatarName, payout.avatarKey)}: ${formatLindens(payout.amount)} (${payout.percent}%)`}
              secondary={payoutReasonText(payout.reason) ?? undefined}
            />
          </ListItem>
        ))}
      </List>
    </section>
  );
}
