import type { GridPaginationModel } from '@mui/x-data-grid';

import type { RedeliveryDto } from '../../api/generated/model';
import { ListGrid } from '../../ui/ListGrid';
import { type RedeliveryRowActions, useRedeliveryCard, useRedeliveryColumns } from './redelivery-columns';

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
  const card = useRedeliveryCard(actions);
  return (
    <ListGrid
      label="Redelivery requests"
      rows={rows}
      columns={columns}
      card={card}
      loading={loading}
      rowHeight={52}
      autoRowHeight
      pageSizeOptions={PAGE_SIZE_OPTIONS}
      serverPaging={{ rowCount, paginationModel, onPaginationModelChange }}
      disableSorting
    />
  );
}
