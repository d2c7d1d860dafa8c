import type { GridPaginationModel, GridSortModel } from '@mui/x-data-grid';

import type { TransactionDto } from '../../api/generated/model';
import { ListGrid } from '../../ui/ListGrid';
import { type TransactionOwners, type TransactionRowActions, useTransactionCard, useTransactionColumns } from './transaction-columns';

export const PAGE_SIZE_OPTIONS = [10, 25, 50, 100];

export interface TransactionsGridProps extends TransactionRowActions, TransactionOwners {
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
  showOwner,
  currentUserId,
}: TransactionsGridProps) {
  const columns = useTransactionColumns({ onView, onRefund }, { showOwner, currentUserId });
  const card = useTransactionCard({ onView, onRefund }, { showOwner, currentUserId });
  return (
    <ListGrid
      label="Transactions"
      rows={rows}
      columns={columns}
      card={card}
      loading={loading}
      rowHeight={60}
      pageSizeOptions={PAGE_SIZE_OPTIONS}
      serverPaging={{ rowCount, rowCountIsEstimate, paginationModel, onPaginationModelChange }}
      serverSorting={{ sortModel, onSortModelChange }}
      sortingOrder={['desc', 'asc']}
    />
  );
}
