import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

import { useUpdateUserRole } from '../../../api/generated/endpoints/admin/admin';
import type { UserDto } from '../../../api/generated/model';
import { useRefreshAfter } from '../../../api/query-refresh';
import { useToast } from '../../../ui/toast/toast-context';
import { failureText } from '../failure-text';
import { userDisplayName } from './user-filters';

export interface UpdateRoleDialogProps {
  /** The user whose role is changed; the dialog is closed when null. */
  user: UserDto | null;
  onClose: () => void;
}

type Role = UserDto['role'];

const ROLE_OPTIONS: { value: Role; label: string }[] = [
  { value: 'vendor', label: 'Vendor' },
  { value: 'admin', label: 'Admin' },
];

/** docs/product.md, 3.19: 'Update User Role' with a Vendor/Admin select. */
export function UpdateRoleDialog({ user, onClose }: UpdateRoleDialogProps) {
  return (
    <Dialog open={user !== null} onClose={onClose} aria-labelledby="update-role-title">
      {user ? <UpdateRoleForm key={user.id} user={user} onClose={onClose} /> : null}
    </Dialog>
  );
}

function UpdateRoleForm({ user, onClose }: { user: UserDto; onClose: () => void }) {
  const [role, setRole] = useState<Role>(user.role);
  const refresh = useRefreshAfter('/api/admin/users');
  const { toast } = useToast();
  const updateRole = useUpdateUserRole({
    mutation: {
      onSuccess: async () => {
        toast({ variant: 'success', title: 'Success', description: 'User role updated successfully' });
        onClose();
        await refresh();
      },
      onError: (error) => toast({ title: 'Error', description: failureText('Failed to update user role', error), variant: 'destructive' }),
    },
  });

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        updateRole.mutate({ id: user.id, data: { role } });
      }}
    >
      <DialogTitle id="update-role-title">Update User Role</DialogTitle>
      <DialogContent>
        <DialogContentText>{`Choose the role of ${userDisplayName(user)}.`}</DialogContentText>
        <TextField select label="Role" value={role} onChange={(event) => setRole(event.target.value as Role)}>
          {ROLE_OPTIONS.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
        <Alert severity="info" sx={{ mt: 1 }}>
          Admin users have full platform access
        </Alert>
        {updateRole.error ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {failureText('Failed to update user role', updateRole.error)}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="contained" disabled={updateRole.isPending}>
          {updateRole.isPending ? 'Updating...' : 'Update Role'}
        </Button>
      </DialogActions>
    </form>
  );
}
