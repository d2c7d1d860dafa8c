import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import type { GridColDef, GridPaginationModel } from '@mui/x-data-grid';
import { useCallback, useMemo } from 'react';

import type { AuditLogEntryDto } from '../../../api/generated/model';
import { type ListCardDefinition, ListGrid } from '../../../ui/ListGrid';
import { type ListRowAction, rowActionsColumn } from '../../../ui/row-actions';
import { sltDateTimeLabel } from '../../transactions/transaction-format';
import { actorLabel, AUDIT_PAGE_SIZE_OPTIONS, targetLabel } from './audit-log-filters';

export interface AuditLogsGridProps {
  rows: AuditLogEntryDto[];
  rowCount: number;
  loading: boolean;
  paginationModel: GridPaginationModel;
  onPaginationModelChange: (model: GridPaginationModel) => void;
  onView: (entry: AuditLogEntryDto) => void;
}

/** One page of the audit log, newest first; the server pages and filters. Clicking a row opens its details. */
export function AuditLogsGrid({ rows, rowCount, loading, paginationModel, onPaginationModelChange, onView }: AuditLogsGridProps) {
  const actions = useCallback(
    (entry: AuditLogEntryDto): ListRowAction[] => [{ label: 'View details', icon: <VisibilityOutlined />, onClick: () => onView(entry) }],
    [onView],
  );
  const columns = useMemo<GridColDef<AuditLogEntryDto>[]>(
    () => [
      { field: 'createdAt', headerName: 'Time (SLT)', minWidth: 190, valueFormatter: (value: string) => sltDateTimeLabel(value) },
      { field: 'actorEmail', headerName: 'Actor', flex: 1, minWidth: 180, valueGetter: (_value, row) => actorLabel(row) },
      { field: 'action', headerName: 'Action', minWidth: 170 },
      { field: 'description', headerName: 'Description', flex: 2, minWidth: 240 },
      { field: 'targetId', headerName: 'Target', minWidth: 170, valueGetter: (_value, row) => targetLabel(row.targetType, row.targetId) },
      rowActionsColumn(actions, { headerName: 'Details', minWidth: 80 }),
    ],
    [actions],
  );

  // On a phone: what happened, who did it and when first, then what it was done to.
  const card = useMemo<ListCardDefinition<AuditLogEntryDto>>(
    () => ({
      name: (entry) => `audit log entry #${entry.id}`,
      title: (entry) => entry.description,
      subtitle: (entry) => `${entry.action} · ${sltDateTimeLabel(entry.createdAt)}`,
      who: (entry) => actorLabel(entry),
      details: [{ label: 'Target', value: (entry) => targetLabel(entry.targetType, entry.targetId) }],
      actions,
    }),
    [actions],
  );

  return (
    <ListGrid
      label="Audit log entries"
      rows={rows}
      columns={columns}
      card={card}
      rowHeight={52}
      loading={loading}
      pageSizeOptions={AUDIT_PAGE_SIZE_OPTIONS}
      serverPaging={{ rowCount, paginationModel, onPaginationModelChange }}
      disableSorting
      onRowClick={onView}
      noRowsLabel="No audit log entries on this page"
    />
  );
}
