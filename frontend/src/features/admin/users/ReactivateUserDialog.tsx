import { useReactivateUser } from '../../../api/generated/endpoints/admin/admin';
import type { UserDto } from '../../../api/generated/model';
import { useRefreshAfter } from '../../../api/query-refresh';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { useToast } from '../../../ui/toast/toast-context';
import { failureText } from '../failure-text';
import { userDisplayName } from './user-filters';

export interface ReactivateUserDialogProps {
  /** The deactivated user to reactivate; the dialog is closed when null. */
  user: UserDto | null;
  onClose: () => void;
}

/** Asks before reactivating a deactivated user: their sign-in, API keys and vendors work again. */
export function ReactivateUserDialog({ user, onClose }: ReactivateUserDialogProps) {
  const refresh = useRefreshAfter('/api/admin/users');
  const { toast } = useToast();
  const reactivate = useReactivateUser({
    mutation: {
      onSuccess: async () => {
        toast({ variant: 'success', title: 'Success', description: 'User reactivated successfully' });
        onClose();
        await refresh();
      },
      onError: (error) => {
        // Closed first: an open modal hides the toast from assistive technology.
        onClose();
        toast({ title: 'Error', description: failureText('Failed to reactivate user', error), variant: 'destructive' });
      },
    },
  });

  return (
    <ConfirmDialog
      open={user !== null}
      title="Reactivate User"
      description={user ? `${userDisplayName(user)} will be able to sign in and use the API again; their API keys and vendors work again.` : ''}
      confirmLabel="Reactivate"
      pendingLabel="Reactivating..."
      pending={reactivate.isPending}
      onConfirm={() => {
        if (user) reactivate.mutate({ id: user.id });
      }}
      onCancel={onClose}
    />
  );
}
