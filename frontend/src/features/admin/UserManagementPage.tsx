import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Alert from '@mui/material/Alert';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useCallback, useMemo, useState } from 'react';
import { useGetAdminUsers } from '../../api/generated/endpoints/admin/admin';
import type { UserDto } from '../../api/generated/model';
import { PageHeader } from '../../ui/PageHeader';
import { DeactivateUserDialog } from './users/DeactivateUserDialog';
import { ReactivateUserDialog } from './users/ReactivateUserDialog';
import { UpdateRoleDialog } from './users/UpdateRoleDialog';
import { filterUsers, ROLE_FILTER_OPTIONS, type RoleFilter } from './users/user-filters';
import { UsersTable } from './users/UsersTable';

/** Spec section 2: User Management at `/admin/users`. */
export function UserManagementPage() {
  const { data: users, error, isPending } = useGetAdminUsers();
  const [search, setSearch] = useState('');
  const [roleFilter, setRoleFilter] = useState<RoleFilter>('all');
  const [roleUser, setRoleUser] = useState<UserDto | null>(null);
  const [deactivateUser, setDeactivateUser] = useState<UserDto | null>(null);
  const [reactivateUser, setReactivateUser] = useState<UserDto | null>(null);

  const shownUsers = useMemo(() => filterUsers(users ?? [], search, roleFilter), [users, search, roleFilter]);
  const closeRoleDialog = useCallback(() => setRoleUser(null), []);
  const closeDeactivateDialog = useCallback(() => setDeactivateUser(null), []);
  const closeReactivateDialog = useCallback(() => setReactivateUser(null), []);

  return (
    <>
      <PageHeader title="User Management" subtitle="Manage user roles and access across the platform" />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          label="Search users"
          placeholder="Name, email or ID"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          margin="none"
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchOutlined />
                </InputAdornment>
              ),
            },
          }}
        />
        <TextField
          select
          label="Filter by role"
          value={roleFilter}
          onChange={(event) => setRoleFilter(event.target.value as RoleFilter)}
          margin="none"
          sx={{ width: { sm: 200 }, flexShrink: 0 }}
        >
          {ROLE_FILTER_OPTIONS.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {error ? (
        <Alert severity="error">{`Failed to fetch users: ${error.message}`}</Alert>
      ) : (
        <UsersTable users={shownUsers} loading={isPending} onChangeRole={setRoleUser} onDeactivate={setDeactivateUser} onReactivate={setReactivateUser} />
      )}
      <UpdateRoleDialog user={roleUser} onClose={closeRoleDialog} />
      <DeactivateUserDialog user={deactivateUser} onClose={closeDeactivateDialog} />
      <ReactivateUserDialog user={reactivateUser} onClose={closeReactivateDialog} />
    </>
  );
}
