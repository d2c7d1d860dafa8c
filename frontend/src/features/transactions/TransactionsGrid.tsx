import Paper from '@mui/material/Paper';
import { DataGrid, type GridPaginationModel, type GridSortModel } from '@mui/x-data-grid';
import { useMemo } from 'react';
import type { TransactionDto } from '../../api/generated/model';
import { useTransactionColumns, type TransactionRowActions } from './transaction-columns';

export const PAGE_SIZE_OPTIONS = [10, 25, 50, 100];

export interface TransactionsGridProps extends TransactionRowActions {
  rows: TransactionDto[];
  /** Matching sales on the server, not just this page. */
  rowCount: number;
  /** The server counts exactly up to 10,000 matches and estimates beyond. */
  rowCountIsEstimate: boolean;
  loading: boolean;
  paginationModel: GridPaginationModel;
  onPaginationModelChange: (model: GridPaginationModel) => void;
  sortModel: GridSortModel;
  onSortModelChange: (model: GridSortModel) => void;
}

/** One page of sales: the server pages, sorts and filters, so a million sales never load at once. */
export function TransactionsGrid({
  rows,
  rowCount,
  rowCountIsEstimate,
  loading,
  paginationModel,
  onPaginationModelChange,
  sortModel,
  onSortModelChange,
  onView,
  onRefund,
}: TransactionsGridProps) {
  const columns = useTransactionColumns({ onView, onRefund });
  const localeText = useMemo(
    () => ({
      paginationDisplayedRows: ({ from, to, count }: { from: number; to: number; count: number }) =>
        `${from.toLocaleString()}–${to.toLocaleString()} of ${rowCountIsEstimate ? 'about ' : ''}${count.toLocaleString()}`,
    }),
    [rowCountIsEstimate],
  );

  return (
    <Paper variant="outlined" sx={{ width: '100%', overflow: 'hidden' }}>
      <DataGrid
        aria-label="Transactions"
        rows={rows}
        columns={columns}
        rowCount={rowCount}
        loading={loading}
        paginationMode="server"
        sortingMode="server"
        filterMode="server"
        paginationModel={paginationModel}
        onPaginationModelChange={onPaginationModelChange}
        pageSizeOptions={PAGE_SIZE_OPTIONS}
        sortModel={sortModel}
        onSortModelChange={onSortModelChange}
        sortingOrder={['desc', 'asc']}
        disableColumnFilter
        disableRowSelectionOnClick
        rowHeight={60}
        autoHeight
        localeText={localeText}
        slotProps={{ loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'skeleton' } }}
        sx={{ border: 0 }}
      />
    </Paper>
  );
}
