import Paper from '@mui/material/Paper';
import { DataGrid, type GridPaginationModel } from '@mui/x-data-grid';
import type { RedeliveryDto } from '../../api/generated/model';
import { useRedeliveryColumns, type RedeliveryRowActions } from './redelivery-columns';

export const PAGE_SIZE_OPTIONS = [10, 25, 50, 100];

export interface RedeliveryTableProps extends RedeliveryRowActions {
  rows: RedeliveryDto[];
  /** Matching requests on the server, not just this page. */
  rowCount: number;
  loading: boolean;
  paginationModel: GridPaginationModel;
  onPaginationModelChange: (model: GridPaginationModel) => void;
}

/** One page of requests, paged and filtered by the server. */
export function RedeliveryTable({ rows, rowCount, loading, paginationModel, onPaginationModelChange, ...actions }: RedeliveryTableProps) {
  const columns = useRedeliveryColumns(actions);
  return (
    <Paper variant="outlined" sx={{ width: '100%', overflow: 'hidden' }}>
      <DataGrid
        aria-label="Redelivery requests"
        rows={rows}
        columns={columns}
        rowCount={rowCount}
        loading={loading}
        paginationMode="server"
        filterMode="server"
        paginationModel={paginationModel}
        onPaginationModelChange={onPaginationModelChange}
        pageSizeOptions={PAGE_SIZE_OPTIONS}
        disableColumnSorting
        disableColumnFilter
        disableRowSelectionOnClick
        autoHeight
        slotProps={{ loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'skeleton' } }}
        sx={{ border: 0 }}
      />
    </Paper>
  );
}
