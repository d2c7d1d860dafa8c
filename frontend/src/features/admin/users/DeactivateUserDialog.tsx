import { useDeactivateUser } from '../../../api/generated/endpoints/admin/admin';
import type { UserDto } from '../../../api/generated/model';
import { useRefreshAfter } from '../../../api/query-refresh';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { useToast } from '../../../ui/toast/toast-context';
import { failureText } from '../failure-text';
import { userDisplayName } from './user-filters';

export interface DeactivateUserDialogProps {
  /** The user to deactivate; the dialog is closed when null. */
  user: UserDto | null;
  onClose: () => void;
}

/** Asks before deactivating; Reactivate on the user's row undoes it. */
export function DeactivateUserDialog({ user, onClose }: DeactivateUserDialogProps) {
  const refresh = useRefreshAfter('/api/admin/users');
  const { toast } = useToast();
  const deactivate = useDeactivateUser({
    mutation: {
      onSuccess: async () => {
        toast({ variant: 'success', title: 'Success', description: 'User deactivated successfully' });
        onClose();
        await refresh();
      },
      onError: (error) => {
        // Closed first: an open modal hides the toast from assistive technology.
        onClose();
        toast({ title: 'Error', description: failureText('Failed to deactivate user', error), variant: 'destructive' });
      },
    },
  });

  return (
    <ConfirmDialog
      open={user !== null}
      title="Deactivate User"
      description={user ? `${userDisplayName(user)} will no longer be able to sign in or use the API until reactivated.` : ''}
      confirmLabel="Deactivate"
      pendingLabel="Deactivating..."
      pending={deactivate.isPending}
      destructive
      onConfirm={() => {
        if (user) deactivate.mutate({ id: user.id });
      }}
      onCancel={onClose}
    />
  );
}
