import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

import { useApproveEventRate } from '../../api/generated/endpoints/admin/admin';
import type { EventDto } from '../../api/generated/model';
import { useRefreshAfter } from '../../api/query-refresh';
import { useAuth } from '../../auth/auth-context';
import { useToast } from '../../ui/toast/toast-context';
import { percentLabel } from './event-figures';

/**
 * An event rate below the platform's waits for an administrator's approval; until then its sales are charged the rate
 * in force. Administrators approve it here.
 */
export function EventRateNotice({ event }: { event: EventDto }) {
  const { isAdmin } = useAuth();
  const { toast } = useToast();
  const refreshEvents = useRefreshAfter('/api/events');
  const approve = useApproveEventRate({
    mutation: {
      onSuccess: async () => {
        await refreshEvents();
        toast({ title: 'Rate approved', description: `Sales at ${event.name} are now charged ${percentLabel(event.commissionRate)} commission.` });
      },
      onError: (error) => toast({ title: 'Failed to approve the rate', description: error.message, variant: 'destructive' }),
    },
  });
  if (!event.rateAwaitingApproval) return null;
  return (
    <Alert
      severity="warning"
      sx={{ mb: 3 }}
      action={
        isAdmin ? (
          <Button color="inherit" size="small" disabled={approve.isPending} onClick={() => approve.mutate({ id: event.id })}>
            {approve.isPending ? 'Approving...' : 'Approve rate'}
          </Button>
        ) : undefined
      }
    >
      {`This event's ${percentLabel(event.commissionRate)} commission rate is below the platform's and waits for an administrator's approval: its sales are charged ${percentLabel(event.rateInForce)} until then.`}
    </Alert>
  );
}
