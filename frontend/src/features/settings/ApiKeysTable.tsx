import AutorenewOutlined from '@mui/icons-material/AutorenewOutlined';
import KeyOffOutlined from '@mui/icons-material/KeyOffOutlined';
import Typography from '@mui/material/Typography';
import type { GridColDef, GridRenderCellParams } from '@mui/x-data-grid';
import { useCallback, useMemo } from 'react';

import type { ApiKeyDto } from '../../api/generated/model';
import { type ListCardDefinition, ListGrid } from '../../ui/ListGrid';
import { type ListRowAction, rowActionsColumn } from '../../ui/row-actions';
import { sltDateTimeLabel } from '../../ui/slt-format';
import { useNow } from '../dashboard/use-now';
import { API_KEY_SCOPE_LABELS, expiresLabel } from './api-key-text';

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

function formatExpires(value: string | null, now: Date): string {
  return expiresLabel(value, now, (iso) => sltDateTimeLabel(iso));
}

export interface ApiKeysTableProps {
  apiKeys: ApiKeyDto[];
  onRotate: (apiKey: ApiKeyDto) => void;
  onRevoke: (apiKey: ApiKeyDto) => void;
  /** The time expiries are counted from; the moment of rendering when absent. */
  now?: Date;
}

/** The user's working keys: only the prefix is known after generation. */
export function ApiKeysTable({ apiKeys, onRotate, onRevoke, now: givenNow }: ApiKeysTableProps) {
  // Ticks each minute, so a rotated key's time left stays right.
  const clock = useNow(60_000);
  const nowTime = (givenNow ?? clock).getTime();
  const actions = useCallback(
    (apiKey: ApiKeyDto): ListRowAction[] => [
      { label: 'Rotate', tooltip: `Rotate ${apiKey.name} (${apiKey.prefix}…)`, icon: <AutorenewOutlined />, onClick: () => onRotate(apiKey) },
      { label: 'Revoke', tooltip: `Revoke ${apiKey.name} (${apiKey.prefix}…)`, icon: <KeyOffOutlined />, onClick: () => onRevoke(apiKey) },
    ],
    [onRotate, onRevoke],
  );
  const columns = useMemo<GridColDef<ApiKeyDto>[]>(
    () => [
      { field: 'name', headerName: 'Name', flex: 1, minWidth: 140 },
      { field: 'scope', headerName: 'Use', flex: 1, minWidth: 150, valueFormatter: (value: ApiKeyDto['scope']) => API_KEY_SCOPE_LABELS[value] },
      { field: 'prefix', headerName: 'Key', flex: 1, minWidth: 140, renderCell: ({ row }: GridRenderCellParams<ApiKeyDto>) => <KeyPrefix row={row} /> },
      { field: 'createdAt', headerName: 'Created', flex: 1, minWidth: 170, valueFormatter: (value: string) => formatDate(value) },
      { field: 'lastUsedAt', headerName: 'Last used', flex: 1, minWidth: 170, valueFormatter: (value: string | null) => formatDate(value) },
      {
        field: 'expiresAt',
        headerName: 'Expires',
        flex: 1,
        minWidth: 190,
        valueFormatter: (value: string | null) => formatExpires(value, new Date(nowTime)),
      },
      rowActionsColumn(actions, { minWidth: 110 }),
    ],
    [actions, nowTime],
  );
  const card = useMemo<ListCardDefinition<ApiKeyDto>>(
    () => ({
      name: (apiKey) => `API key ${apiKey.name} (${apiKey.prefix}…)`,
      title: (apiKey) => apiKey.name,
      subtitle: (apiKey) => <KeyPrefix row={apiKey} />,
      details: [
        { label: 'Use', value: (apiKey) => API_KEY_SCOPE_LABELS[apiKey.scope] },
        { label: 'Created', value: (apiKey) => formatDate(apiKey.createdAt) },
        { label: 'Last used', value: (apiKey) => formatDate(apiKey.lastUsedAt) },
        { label: 'Expires', value: (apiKey) => formatExpires(apiKey.expiresAt, new Date(nowTime)) },
      ],
      actions,
    }),
    [actions, nowTime],
  );

  return <ListGrid rows={apiKeys} columns={columns} label="API keys" card={card} rowHeight={52} />;
}
