import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined';
import PersonOffOutlined from '@mui/icons-material/PersonOffOutlined';
import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridActionsCell, GridActionsCellItem, type GridColDef, type GridRenderCellParams } from '@mui/x-data-grid';
import { useMemo } from 'react';
import type { UserDto } from '../../../api/generated/model';
import { userDisplayName } from './user-filters';

export interface UsersTableProps {
  users: UserDto[];
  loading: boolean;
  onChangeRole: (user: UserDto) => void;
  onDeactivate: (user: UserDto) => void;
  onReactivate: (user: UserDto) => void;
}

type UserCell = GridRenderCellParams<UserDto>;

function initials(user: UserDto): string {
  const letters = [user.firstName, user.lastName].map((part) => part?.trim().charAt(0) ?? '').join('');
  return (letters !== '' ? letters : userDisplayName(user).charAt(0)).toUpperCase();
}

function UserCellContent({ row }: UserCell) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', height: '100%', minWidth: 0 }}>
      <Avatar src={row.profileImageUrl ?? undefined} alt="" sx={{ width: 36, height: 36, fontSize: 14 }}>
        {initials(row)}
      </Avatar>
      <Stack sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
          {userDisplayName(row)}
        </Typography>
        <Typography variant="caption" color="text.secondary" noWrap title={row.id}>
          {row.id}
        </Typography>
      </Stack>
    </Stack>
  );
}

function EmailCellContent({ row }: UserCell) {
  return row.email ? (
    <Typography variant="body2" component="span" noWrap>
      {row.email}
    </Typography>
  ) : (
    <Typography variant="body2" component="span" color="text.secondary">
      N/A
    </Typography>
  );
}

function RoleCellContent({ row }: UserCell) {
  const isAdmin = row.role === 'admin';
  return <Chip size="small" label={isAdmin ? 'Admin' : 'Vendor'} color={isAdmin ? 'primary' : 'default'} variant={isAdmin ? 'filled' : 'outlined'} />;
}

function StatusCellContent({ row }: UserCell) {
  return (
    <Chip
      size="small"
      label={row.isActive ? 'Active' : 'Inactive'}
      color={row.isActive ? 'success' : 'default'}
      variant={row.isActive ? 'filled' : 'outlined'}
    />
  );
}

/** Spec section 2, User Management: User, Email, Role, Status, Joined, Actions. */
export function UsersTable({ users, loading, onChangeRole, onDeactivate, onReactivate }: UsersTableProps) {
  const columns = useMemo<GridColDef<UserDto>[]>(
    () => [
      { field: 'id', headerName: 'User', flex: 2, minWidth: 220, sortable: false, renderCell: UserCellContent },
      { field: 'email', headerName: 'Email', flex: 1.5, minWidth: 200, renderCell: EmailCellContent },
      { field: 'role', headerName: 'Role', minWidth: 100, renderCell: RoleCellContent },
      { field: 'isActive', headerName: 'Status', minWidth: 110, renderCell: StatusCellContent },
      {
        field: 'createdAt',
        headerName: 'Joined',
        minWidth: 120,
        valueFormatter: (value: string) => new Date(value).toLocaleDateString(),
      },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Actions',
        minWidth: 110,
        renderCell: (params: UserCell) => (
          <GridActionsCell {...params}>
            <GridActionsCellItem icon={<AdminPanelSettingsOutlined />} label="Role" title="Change role" onClick={() => onChangeRole(params.row)} />
            {params.row.isActive ? (
              <GridActionsCellItem icon={<PersonOffOutlined />} label="Deactivate" title="Deactivate user" onClick={() => onDeactivate(params.row)} />
            ) : (
              <GridActionsCellItem icon={<HowToRegOutlined />} label="Reactivate" title="Reactivate user" onClick={() => onReactivate(params.row)} />
            )}
          </GridActionsCell>
        ),
      },
    ],
    [onChangeRole, onDeactivate, onReactivate],
  );

  return (
    <Paper variant="outlined" sx={{ width: '100%', overflow: 'hidden' }}>
      <DataGrid
        rows={users}
        columns={columns}
        loading={loading}
        rowHeight={64}
        autoHeight
        disableRowSelectionOnClick
        disableColumnMenu
        pageSizeOptions={[10, 25, 50]}
        initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
        localeText={{ noRowsLabel: 'No users found', noResultsOverlayLabel: 'No users found' }}
        aria-label="Users"
        sx={{ border: 0 }}
      />
    </Paper>
  );
}
