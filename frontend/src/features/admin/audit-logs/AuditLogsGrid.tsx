import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Paper from '@mui/material/Paper';
import { DataGrid, GridActionsCellItem, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';
import { useMemo } from 'react';
import type { AuditLogEntryDto } from '../../../api/generated/model';
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
  const columns = useMemo<GridColDef<AuditLogEntryDto>[]>(
    () => [
      { field: 'createdAt', headerName: 'Time (SLT)', minWidth: 190, valueFormatter: (value: string) => sltDateTimeLabel(value) },
      { field: 'actorEmail', headerName: 'Actor', flex: 1, minWidth: 180, valueGetter: (_value, row) => actorLabel(row) },
      { field: 'action', headerName: 'Action', minWidth: 170 },
      { field: 'description', headerName: 'Description', flex: 2, minWidth: 240 },
      { field: 'targetId', headerName: 'Target', minWidth: 170, valueGetter: (_value, row) => targetLabel(row.targetType, row.targetId) },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Details',
        minWidth: 80,
        getActions: ({ row }) => [
          <GridActionsCellItem key="view" icon={<VisibilityOutlined />} label="View details" title="View details" onClick={() => onView(row)} />,
        ],
      },
    ],
    [onView],
  );

  return (
    <Paper variant="outlined" sx={{ width: '100%', overflow: 'hidden' }}>
      <DataGrid
        aria-label="Audit log entries"
        rows={rows}
        columns={columns}
        rowCount={rowCount}
        loading={loading}
        paginationMode="server"
        filterMode="server"
        paginationModel={paginationModel}
        onPaginationModelChange={onPaginationModelChange}
        pageSizeOptions={AUDIT_PAGE_SIZE_OPTIONS}
        onRowClick={({ row }) => onView(row)}
        disableColumnFilter
        disableColumnSorting
        disableColumnMenu
        disableRowSelectionOnClick
        autoHeight
        localeText={{ noRowsLabel: 'No audit log entries on this page' }}
        slotProps={{ loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'skeleton' } }}
        sx={{ border: 0, '& .MuiDataGrid-row': { cursor: 'pointer' } }}
      />
    </Paper>
  );
}
