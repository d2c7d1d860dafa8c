import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined';
import PersonOffOutlined from '@mui/icons-material/PersonOffOutlined';
import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef, GridPaginationModel, GridRenderCellParams, GridSortModel } from '@mui/x-data-grid';
import { useCallback, useMemo } from 'react';
import { Link as RouterLink } from 'react-router';

import type { UserDto } from '../../../api/generated/model';
import { type ListCardDefinition, ListGrid } from '../../../ui/ListGrid';
import { type ListRowAction, rowActionsColumn } from '../../../ui/row-actions';
import { sltDateLabel } from '../../../ui/slt-format';
import { USER_PAGE_SIZE_OPTIONS, userDisplayName } from './user-filters';

export interface UsersTableProps {
  /** The page shown; the server pages, searches, filters and sorts. */
  users: UserDto[];
  /** Users matching the filters, on every page. */
  rowCount: number;
  loading: boolean;
  paginationModel: GridPaginationModel;
  onPaginationModelChange: (model: GridPaginationModel) => void;
  sortModel: GridSortModel;
  onSortModelChange: (model: GridSortModel) => void;
  onChangeRole: (user: UserDto) => void;
  onDeactivate: (user: UserDto) => void;
  onReactivate: (user: UserDto) => void;
  /** The signed-in admin: the server refuses changing their own role or deactivating themselves. */
  currentUserId?: string;
}

/** The server's refusals (users.service.ts), said before the click rather than after it. */
export const OWN_ROLE_REASON = 'You cannot remove your own admin role.';
export const OWN_DEACTIVATE_REASON = 'You cannot deactivate your own account.';

/** The row's actions; on the admin's own row Role and Deactivate are disabled, with the reason as their tooltip. */
export function userRowActions(
  user: UserDto,
  currentUserId: string | undefined,
  handlers: Pick<UsersTableProps, 'onChangeRole' | 'onDeactivate' | 'onReactivate'>,
): ListRowAction[] {
  const own = currentUserId !== undefined && user.id === currentUserId;
  return [
    own
      ? { label: 'Role', icon: <AdminPanelSettingsOutlined />, tooltip: OWN_ROLE_REASON, disabled: true, onClick: () => undefined }
      : { label: 'Role', icon: <AdminPanelSettingsOutlined />, tooltip: 'Change role', onClick: () => handlers.onChangeRole(user) },
    !user.isActive
      ? { label: 'Reactivate', icon: <HowToRegOutlined />, tooltip: 'Reactivate user', onClick: () => handlers.onReactivate(user) }
      : own
        ? { label: 'Deactivate', icon: <PersonOffOutlined />, tooltip: OWN_DEACTIVATE_REASON, disabled: true, onClick: () => undefined }
        : { label: 'Deactivate', icon: <PersonOffOutlined />, tooltip: 'Deactivate user', onClick: () => handlers.onDeactivate(user) },
  ];
}

/** Marks the signed-in admin's own row, which explains its disabled actions. */
function OwnAccountNote() {
  return (
    <Typography variant="caption" color="text.secondary">
      Your account: you cannot change your own role or deactivate yourself.
    </Typography>
  );
}

type UserCell = GridRenderCellParams<UserDto>;

/** The user's details page. */
export function userDetailsPath(user: Pick<UserDto, 'id'>): string {
  return `/admin/users/${encodeURIComponent(user.id)}`;
}

function initials(user: UserDto): string {
  const letters = [user.firstName, user.lastName].map((part) => part?.trim().charAt(0) ?? '').join('');
  return (letters !== '' ? letters : userDisplayName(user).charAt(0)).toUpperCase();
}

function UserNameLink({ user }: { user: UserDto }) {
  return (
    <Link component={RouterLink} to={userDetailsPath(user)} variant="body2" sx={{ fontWeight: 600 }} noWrap>
      {userDisplayName(user)}
    </Link>
  );
}

function UserCellContent({ row, own }: UserCell & { own: boolean }) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', height: '100%', minWidth: 0 }}>
      {/* The theme's primary colours: the default grey behind white initials is too faint to read. */}
      <Avatar
        src={row.profileImageUrl ?? undefined}
        alt=""
        sx={{ width: 36, height: 36, fontSize: 14, bgcolor: 'primary.main', color: 'primary.contrastText' }}
      >
        {initials(row)}
      </Avatar>
      <Stack sx={{ minWidth: 0 }}>
        <UserNameLink user={row} />
        <Typography variant="caption" color="text.secondary" noWrap title={own ? `${row.id}: your account` : row.id}>
          {own ? 'You · ' : ''}
          {row.id}
        </Typography>
      </Stack>
    </Stack>
  );
}

function EmailText({ user }: { user: UserDto }) {
  return user.email ? (
    <Typography variant="body2" component="span" noWrap>
      {user.email}
    </Typography>
  ) : (
    <Typography variant="body2" component="span" color="text.secondary">
      N/A
    </Typography>
  );
}

function RoleChip({ user }: { user: UserDto }) {
  const isAdmin = user.role === 'admin';
  return <Chip size="small" label={isAdmin ? 'Admin' : 'Vendor'} color={isAdmin ? 'primary' : 'default'} variant={isAdmin ? 'filled' : 'outlined'} />;
}

export function UserStatusChip({ user }: { user: Pick<UserDto, 'isActive'> }) {
  return (
    <Chip
      size="small"
      label={user.isActive ? 'Active' : 'Inactive'}
      color={user.isActive ? 'success' : 'default'}
      variant={user.isActive ? 'filled' : 'outlined'}
    />
  );
}

/** User Management's list (docs/product.md, 3.19): User, Email, Role, Status, Joined, Actions; one page from the server. */
export function UsersTable({
  users,
  rowCount,
  loading,
  paginationModel,
  onPaginationModelChange,
  sortModel,
  onSortModelChange,
  onChangeRole,
  onDeactivate,
  onReactivate,
  currentUserId,
}: UsersTableProps) {
  const actions = useCallback(
    (user: UserDto): ListRowAction[] => userRowActions(user, currentUserId, { onChangeRole, onDeactivate, onReactivate }),
    [currentUserId, onChangeRole, onDeactivate, onReactivate],
  );

  const columns = useMemo<GridColDef<UserDto>[]>(
    () => [
      {
        field: 'name',
        headerName: 'User',
        flex: 2,
        minWidth: 220,
        valueGetter: (_value, row) => userDisplayName(row),
        renderCell: (params: UserCell) => <UserCellContent {...params} own={params.row.id === currentUserId} />,
      },
      { field: 'email', headerName: 'Email', flex: 1.5, minWidth: 200, renderCell: ({ row }: UserCell) => <EmailText user={row} /> },
      { field: 'role', headerName: 'Role', minWidth: 100, renderCell: ({ row }: UserCell) => <RoleChip user={row} /> },
      { field: 'isActive', headerName: 'Status', minWidth: 110, renderCell: ({ row }: UserCell) => <UserStatusChip user={row} /> },
      { field: 'createdAt', headerName: 'Joined', minWidth: 130, valueFormatter: (value: string) => sltDateLabel(value) },
      rowActionsColumn(actions, { minWidth: 110 }),
    ],
    [actions, currentUserId],
  );

  // On a phone: who the user is, their status, their e-mail and role, then the actions.
  const card = useMemo<ListCardDefinition<UserDto>>(
    () => ({
      name: (user) => `user ${userDisplayName(user)}`,
      title: (user) => <UserNameLink user={user} />,
      subtitle: (user) => user.id,
      status: (user) => <UserStatusChip user={user} />,
      who: (user) => <EmailText user={user} />,
      details: [
        { label: 'Role', value: (user) => <RoleChip user={user} /> },
        { label: 'Joined', value: (user) => sltDateLabel(user.createdAt) },
      ],
      controls: (user) => (user.id === currentUserId ? <OwnAccountNote /> : null),
      actions,
    }),
    [actions, currentUserId],
  );

  return (
    <ListGrid
      label="Users"
      rows={users}
      columns={columns}
      card={card}
      loading={loading}
      pageSizeOptions={USER_PAGE_SIZE_OPTIONS}
      serverPaging={{ rowCount, paginationModel, onPaginationModelChange }}
      serverSorting={{ sortModel, onSortModelChange }}
      noRowsLabel="No users found"
    />
  );
}
