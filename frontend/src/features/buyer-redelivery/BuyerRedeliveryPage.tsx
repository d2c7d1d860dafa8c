import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';

import type { ApiError } from '../../api/api-error';
import {
  getGetLinkedPurchasesQueryKey,
  useGetLinkedPurchases,
  useRedeliverLinkedPurchase,
} from '../../api/generated/endpoints/buyer-redeliveries/buyer-redeliveries';
import type { BuyerPurchaseDto } from '../../api/generated/model';
import { formatLindens } from '../../ui/format-money';
import { sltDateTimeLabel } from '../../ui/slt-format';
import { useToast } from '../../ui/toast/toast-context';
import { AccountPageFrame } from '../accounts/AccountPageFrame';

const purchaseDay = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });

/** '2026-11-18' (an SLT day) as 'Nov 18, 2026'. */
function dayLabel(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : purchaseDay.format(date);
}

/** An unknown or expired link will not get better by asking again; a server error may. */
const retryServerErrors = (failures: number, error: ApiError) => error.status >= 500 && failures < 2;

/** `/redeliver/:token`: the page a buyer opens from a terminal or vendor (llLoadURL), without signing in. */
export function BuyerRedeliveryPage() {
  const { token = '' } = useParams();
  const purchases = useGetLinkedPurchases(token, { query: { retry: retryServerErrors } });

  if (purchases.isPending) {
    return (
      <AccountPageFrame title="Your purchases">
        <Stack spacing={1} aria-label="Loading your purchases">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} variant="rounded" height={56} />
          ))}
        </Stack>
      </AccountPageFrame>
    );
  }
  if (purchases.isError) {
    const gone = purchases.error.status === 404 || purchases.error.status === 410;
    return (
      <AccountPageFrame title={purchases.error.status === 410 ? 'This link has expired' : 'Your purchases'}>
        <Alert
          severity={gone ? 'warning' : 'error'}
          action={
            gone ? undefined : (
              <Button color="inherit" size="small" onClick={() => void purchases.refetch()}>
                Retry
              </Button>
            )
          }
        >
          {gone ? (purchases.error.apiMessage ?? purchases.error.message) : purchases.error.message}
        </Alert>
      </AccountPageFrame>
    );
  }

  const { expiresAt, purchases: rows } = purchases.data;
  return (
    <AccountPageFrame title="Your purchases">
      <Typography variant="body2" color="text.secondary">
        Your purchases from this store. Redeliver sends the item to you again in Second Life. This link works until {sltDateTimeLabel(expiresAt)}.
      </Typography>
      {rows.length === 0 ? (
        <Alert severity="info">No purchases from this store were found for you.</Alert>
      ) : (
        <List disablePadding aria-label="Your purchases">
          {rows.map((row) => (
            <PurchaseRow key={row.transactionId} token={token} purchase={row} />
          ))}
        </List>
      )}
    </AccountPageFrame>
  );
}

interface PurchaseRowProps {
  token: string;
  purchase: BuyerPurchaseDto;
}

function PurchaseRow({ token, purchase }: PurchaseRowProps) {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const redeliver = useRedeliverLinkedPurchase({
    mutation: {
      onSuccess: () =>
        toast({ variant: 'success', title: 'Redelivery requested', description: `${purchase.productName} will be sent to you in Second Life shortly.` }),
      onError: (error) =>
        toast({ variant: 'destructive', title: 'Error', description: `Failed to request the redelivery: ${error.apiMessage ?? error.message}` }),
      onSettled: () => queryClient.invalidateQueries({ queryKey: getGetLinkedPurchasesQueryKey(token) }),
    },
  });
  const onItsWay = purchase.redelivery !== null;
  return (
    <ListItem divider disableGutters sx={{ flexWrap: 'wrap', columnGap: 2 }}>
      <ListItemText primary={purchase.productName} secondary={`${formatLindens(purchase.amount)} · ${dayLabel(purchase.date)}`} sx={{ minWidth: 160 }} />
      <Button
        variant={onItsWay ? 'text' : 'contained'}
        size="small"
        disabled={onItsWay || redeliver.isPending}
        onClick={() => redeliver.mutate({ token, transactionId: purchase.transactionId })}
        aria-label={onItsWay ? `${purchase.productName}: on its way` : `Redeliver ${purchase.productName}`}
      >
        {onItsWay ? 'On its way' : redeliver.isPending ? 'Requesting...' : 'Redeliver'}
      </Button>
    </ListItem>
  );
}
