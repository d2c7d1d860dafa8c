import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

import { useGetGiftCardRedemptions } from '../../api/generated/endpoints/gift-cards/gift-cards';
import type { GiftCardDto, GiftCardRedemptionDto } from '../../api/generated/model';
import { formatLindens } from '../../ui/format-money';
import { buyerLabel, sltDateTimeLabel } from '../transactions/transaction-format';

export interface GiftCardRedemptionsDialogProps {
  open: boolean;
  /** The card whose sales to list (kept while the dialog fades out). */
  card: GiftCardDto | null;
  onClose: () => void;
}

function RedemptionItem({ redemption }: { redemption: GiftCardRedemptionDto }) {
  return (
    <ListItem
      disableGutters
      divider
      secondaryAction={
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {formatLindens(redemption.amount)}
        </Typography>
      }
    >
      <ListItemText
        primary={`Transaction #${redemption.transactionId} · ${redemption.productName ?? 'No product'}`}
        secondary={`${buyerLabel(redemption.buyerName)} at ${redemption.vendorName} · ${sltDateTimeLabel(redemption.createdAt)}`}
        sx={{ pr: 10 }}
      />
    </ListItem>
  );
}

/** The sales paid with one gift card, newest first, with the L$ each took from it. */
export function GiftCardRedemptionsDialog({ open, card, onClose }: GiftCardRedemptionsDialogProps) {
  const titleId = useId();
  const redemptions = useGetGiftCardRedemptions(card?.id ?? 0, { query: { enabled: open && card !== null } });

  let content;
  if (redemptions.isError) {
    content = <Alert severity="error">Could not load the sales paid with this card: {redemptions.error.message}</Alert>;
  } else if (!redemptions.data) {
    content = Array.from({ length: 3 }, (_, index) => <Skeleton key={index} variant="rounded" height={48} sx={{ mb: 1 }} />);
  } else if (redemptions.data.length === 0) {
    content = <DialogContentText>No sale has been paid with this card yet.</DialogContentText>;
  } else {
    content = (
      <List disablePadding aria-label="Sales paid with this card">
        {redemptions.data.map((redemption) => (
          <RedemptionItem key={redemption.transactionId} redemption={redemption} />
        ))}
      </List>
    );
  }

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm">
      <DialogTitle id={titleId}>Redemptions of {card?.code}</DialogTitle>
      {/* Focusable: on a phone the details scroll, and the keyboard must be able to scroll them (WCAG 2.1.1). */}
      <DialogContent tabIndex={0}>
        {card ? (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {formatLindens(card.balance)} left of {formatLindens(card.faceValue)}
          </Typography>
        ) : null}
        {content}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
