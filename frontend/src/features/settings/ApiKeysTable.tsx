import KeyOffOutlined from '@mui/icons-material/KeyOffOutlined';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DataGrid, GridActionsCell, GridActionsCellItem, type GridColDef, type GridRenderCellParams } from '@mui/x-data-grid';
import { useMemo } from 'react';
import type { ApiKeyDto } from '../../api/generated/model';

type ApiKeyCell = GridRenderCellParams<ApiKeyDto>;

function KeyPrefixCell({ row }: ApiKeyCell) {
  return (
    <Typography component="code" variant="body2" sx={{ fontFamily: 'monospace' }}>
      {row.prefix}…
    </Typography>
  );
}

function formatDate(value: string | null): string {
  return value ? new Date(value).toLocaleString() : 'Never';
}

export interface ApiKeysTableProps {
  apiKeys: ApiKeyDto[];
  onRevoke: (apiKey: ApiKeyDto) => void;
}

/** The user's working keys: only the prefix is known after generation. */
export function ApiKeysTable({ apiKeys, onRevoke }: ApiKeysTableProps) {
  const columns = useMemo<GridColDef<ApiKeyDto>[]>(
    () => [
      { field: 'prefix', headerName: 'Key', flex: 1, minWidth: 140, renderCell: KeyPrefixCell },
      { field: 'createdAt', headerName: 'Created', flex: 1, minWidth: 170, valueFormatter: (value: string) => formatDate(value) },
      { field: 'lastUsedAt', headerName: 'Last used', flex: 1, minWidth: 170, valueFormatter: (value: string | null) => formatDate(value) },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Actions',
        minWidth: 90,
        renderCell: (params: ApiKeyCell) => (
          <GridActionsCell {...params}>
            <GridActionsCellItem icon={<KeyOffOutlined />} label="Revoke" title={`Revoke ${params.row.prefix}…`} onClick={() => onRevoke(params.row)} />
          </GridActionsCell>
        ),
      },
    ],
    [onRevoke],
  );

  return (
    <Paper variant="outlined" sx={{ width: '100%', overflow: 'hidden' }}>
      <DataGrid
        rows={apiKeys}
        columns={columns}
        autoHeight
        hideFooter
        disableRowSelectionOnClick
        disableColumnMenu
        aria-label="API keys"
        sx={{ border: 0 }}
      />
    </Paper>
  );
}
