import KeyOffOutlined from '@mui/icons-material/KeyOffOutlined';
import Typography from '@mui/material/Typography';
import type { GridColDef, GridRenderCellParams } from '@mui/x-data-grid';
import { useCallback, useMemo } from 'react';

import type { ApiKeyDto } from '../../api/generated/model';
import { type ListCardDefinition, ListGrid } from '../../ui/ListGrid';
import { type ListRowAction, rowActionsColumn } from '../../ui/row-actions';
import { sltDateTimeLabel } from '../../ui/slt-format';

function KeyPrefix({ row }: { row: ApiKeyDto }) {
  return (
    <Typography component="code" variant="body2" sx={{ fontFamily: 'monospace' }}>
      {row.prefix}…
    </Typography>
  );
}

function formatDate(value: string | null): string {
  return sltDateTimeLabel(value, undefined, 'Never');
}

export interface ApiKeysTableProps {
  apiKeys: ApiKeyDto[];
  onRevoke: (apiKey: ApiKeyDto) => void;
}

/** The user's working keys: only the prefix is known after generation. */
export function ApiKeysTable({ apiKeys, onRevoke }: ApiKeysTableProps) {
  const actions = useCallback(
    (apiKey: ApiKeyDto): ListRowAction[] => [
      { label: 'Revoke', tooltip: `Revoke ${apiKey.prefix}…`, icon: <KeyOffOutlined />, onClick: () => onRevoke(apiKey) },
    ],
    [onRevoke],
  );
  const columns = useMemo<GridColDef<ApiKeyDto>[]>(
    () => [
      { field: 'prefix', headerName: 'Key', flex: 1, minWidth: 140, renderCell: ({ row }: GridRenderCellParams<ApiKeyDto>) => <KeyPrefix row={row} /> },
      { field: 'createdAt', headerName: 'Created', flex: 1, minWidth: 170, valueFormatter: (value: string) => formatDate(value) },
      { field: 'lastUsedAt', headerName: 'Last used', flex: 1, minWidth: 170, valueFormatter: (value: string | null) => formatDate(value) },
      rowActionsColumn(actions, { minWidth: 90 }),
    ],
    [actions],
  );
  const card = useMemo<ListCardDefinition<ApiKeyDto>>(
    () => ({
      name: (apiKey) => `API key ${apiKey.prefix}…`,
      title: (apiKey) => <KeyPrefix row={apiKey} />,
      details: [
        { label: 'Created', value: (apiKey) => formatDate(apiKey.createdAt) },
        { label: 'Last used', value: (apiKey) => formatDate(apiKey.lastUsedAt) },
      ],
      actions,
    }),
    [actions],
  );

  return <ListGrid rows={apiKeys} columns={columns} label="API keys" card={card} rowHeight={52} />;
}
