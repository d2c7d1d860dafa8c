import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { keepPreviousData } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';

import { useGetAdminUsers } from '../../api/generated/endpoints/admin/admin';
import type { UserDto } from '../../api/generated/model';
import { useAuth } from '../../auth/auth-context';
import { AddressSearchField } from '../../ui/AddressSearchField';
import { PageHeader } from '../../ui/PageHeader';
import { TableSkeleton } from '../../ui/TableSkeleton';
import { DeactivateUserDialog } from './users/DeactivateUserDialog';
import { ReactivateUserDialog } from './users/ReactivateUserDialog';
import { UpdateRoleDialog } from './users/UpdateRoleDialog';
import {
  ROLE_FILTER_OPTIONS,
  type RoleFilter,
  STATUS_FILTER_OPTIONS,
  type StatusFilter,
  userFiltersFromSearchParams,
  userPagingFromSearchParams,
  userSortFromSearchParams,
  usersQueryParams,
  withUserFilters,
  withUserPaging,
  withUserSort,
} from './users/user-filters';
import { UsersTable } from './users/UsersTable';

const TYPING_DELAY_MS = 400;
const SKELETON_HEADERS = ['User', 'Email', 'Role', 'Status', 'Joined', 'Actions'];

/**
 * `/admin/users` (docs/product.md, 3.19): every user, paged, searched, filtered and sorted by the server, with the
 * search, filters, page and sort kept in the page address.
 */
export function UserManagementPage() {
  const { user: currentUser } = useAuth();
  const [searchParams, setSearchParams] = useSearchParams();
  const addressKey = searchParams.toString();
  const filters = useMemo(() => userFiltersFromSearchParams(new URLSearchParams(addressKey)), [addressKey]);
  const paging = useMemo(() => userPagingFromSearchParams(new URLSearchParams(addressKey)), [addressKey]);
  const sort = useMemo(() => userSortFromSearchParams(new URLSearchParams(addressKey)), [addressKey]);

  const onSearch = useCallback(
    (search: string) => setSearchParams((params) => withUserFilters(params, { ...userFiltersFromSearchParams(params), search }), { replace: true }),
    [setSearchParams],
  );

  const users = useGetAdminUsers(usersQueryParams(filters, paging, sort), { query: { placeholderData: keepPreviousData } });
  const [roleUser, setRoleUser] = useState<UserDto | null>(null);
  const [deactivateUser, setDeactivateUser] = useState<UserDto | null>(null);
  const [reactivateUser, setReactivateUser] = useState<UserDto | null>(null);
  const closeRoleDialog = useCallback(() => setRoleUser(null), []);
  const closeDeactivateDialog = useCallback(() => setDeactivateUser(null), []);
  const closeReactivateDialog = useCallback(() => setReactivateUser(null), []);

  const setFilter = (change: { role?: RoleFilter; status?: StatusFilter }) =>
    setSearchParams((params) => withUserFilters(params, { ...userFiltersFromSearchParams(params), ...change }), { replace: true });
  const onPaginationModelChange = useCallback(
    (model: GridPaginationModel) => setSearchParams((params) => withUserPaging(params, model.page + 1, model.pageSize), { replace: true }),
    [setSearchParams],
  );
  const onSortModelChange = useCallback(
    (model: GridSortModel) => {
      const [first] = model;
      setSearchParams((params) => withUserSort(params, first?.sort ? { field: first.field, sort: first.sort } : null), { replace: true });
    },
    [setSearchParams],
  );
  const sortModel = useMemo<GridSortModel>(() => [{ field: sort.field, sort: sort.sort }], [sort]);

  const data = users.data;
  let content;
  if (!data && users.isError) {
    content = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void users.refetch()}>
            Retry
          </Button>
        }
      >
        {`Failed to fetch users: ${users.error.message}`}
      </Alert>
    );
  } else if (!data) {
    content = <TableSkeleton headers={SKELETON_HEADERS} rows={10} label="Loading users" />;
  } else {
    content = (
      <>
        {users.isError ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {`Failed to fetch users: ${users.error.message}`}
          </Alert>
        ) : null}
        <UsersTable
          users={data.items}
          rowCount={data.total}
          loading={users.isFetching}
          paginationModel={{ page: paging.page - 1, pageSize: paging.pageSize }}
          onPaginationModelChange={onPaginationModelChange}
          sortModel={sortModel}
          onSortModelChange={onSortModelChange}
          onChangeRole={setRoleUser}
          onDeactivate={setDeactivateUser}
          onReactivate={setReactivateUser}
          currentUserId={currentUser?.id}
        />
      </>
    );
  }

  return (
    <>
      <PageHeader title="User Management" subtitle="Manage user roles and access across the platform" />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <AddressSearchField label="Search users" placeholder="Name, email or ID" value={filters.search} onSearch={onSearch} delayMs={TYPING_DELAY_MS} />
        <TextField
          select
          label="Filter by role"
          value={filters.role}
          onChange={(event) => setFilter({ role: event.target.value as RoleFilter })}
          margin="none"
          sx={{ width: { sm: 200 }, flexShrink: 0 }}
        >
          {ROLE_FILTER_OPTIONS.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Filter by status"
          value={filters.status}
          onChange={(event) => setFilter({ status: event.target.value as StatusFilter })}
          margin="none"
          sx={{ width: { sm: 200 }, flexShrink: 0 }}
        >
          {STATUS_FILTER_OPTIONS.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {content}
      <UpdateRoleDialog user={roleUser} onClose={closeRoleDialog} />
      <DeactivateUserDialog user={deactivateUser} onClose={closeDeactivateDialog} />
      <ReactivateUserDialog user={reactivateUser} onClose={closeReactivateDialog} />
    </>
  );
}
