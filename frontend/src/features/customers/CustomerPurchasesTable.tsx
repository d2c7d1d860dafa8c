import ReplayOutlined from '@mui/icons-material/ReplayOutlined';
import type { GridColDef, GridPaginationModel } from '@mui/x-data-grid';
import { useCallback, useMemo } from 'react';

import type { CustomerPurchaseDto, CustomerPurchasePageDto } from '../../api/generated/model';
import { formatLindens } from '../../ui/format-money';
import { type ListCardDefinition, ListGrid } from '../../ui/ListGrid';
import { type ListRowAction, rowActionsColumn } from '../../ui/row-actions';
import { sltDateTimeLabel } from '../../ui/slt-format';
import { StatusBadge } from '../../ui/StatusBadge';

export interface CustomerPurchasesTableProps {
  purchases: CustomerPurchasePageDto;
  loading: boolean;
  onPaginationModelChange: (model: GridPaginationModel) => void;
  /** Asks for the purchase to be delivered again (completed purchases only). */
  onRedeliver: (purchase: CustomerPurchaseDto) => void;
}

export const PURCHASE_PAGE_SIZE = 25;

/** What was refunded of a sale, or nothing. */
export function refundedLabel(purchase: Pick<CustomerPurchaseDto, 'refundedAmount'>): string {
  return purchase.refundedAmount > 0 ? formatLindens(purchase.refundedAmount) : '';
}

/** The recipient of a gift, by name when the script sent it. */
export function giftLabel(purchase: Pick<CustomerPurchaseDto, 'giftTo' | 'giftToName'>): string {
  return purchase.giftTo === null ? '' : (purchase.giftToName ?? purchase.giftTo);
}

const productLabel = (purchase: CustomerPurchaseDto) => purchase.productName ?? (purchase.productId === null ? 'N/A' : `Product #${purchase.productId}`);

/** A buyer's purchase history, newest first, paged by the server. */
export function CustomerPurchasesTable({ purchases, loading, onPaginationModelChange, onRedeliver }: CustomerPurchasesTableProps) {
  const actions = useCallback(
    (purchase: CustomerPurchaseDto): ListRowAction[] => [
      {
        label: 'Redeliver',
        icon: <ReplayOutlined />,
        named: true,
        disabled: purchase.status !== 'completed',
        tooltip: purchase.status === 'completed' ? `Deliver sale #${purchase.id} again` : 'Only a completed purchase can be delivered again',
        onClick: () => onRedeliver(purchase),
      },
    ],
    [onRedeliver],
  );
  const columns = useMemo<GridColDef<CustomerPurchaseDto>[]>(
    () => [
      { field: 'id', headerName: 'Transaction ID', minWidth: 130, valueFormatter: (value: number) => `#${value}` },
      { field: 'createdAt', headerName: 'Date', flex: 1, minWidth: 180, valueFormatter: (value: string) => sltDateTimeLabel(value) },
      { field: 'productName', headerName: 'Product', flex: 1, minWidth: 160, valueGetter: (_value: unknown, row: CustomerPurchaseDto) => productLabel(row) },
      { field: 'amount', headerName: 'Amount', type: 'number', minWidth: 110, valueFormatter: (value: number) => formatLindens(value) },
      { field: 'status', headerName: 'Status', minWidth: 120, renderCell: ({ row }) => <StatusBadge status={row.status} /> },
      { field: 'refundedAmount', headerName: 'Refunded', minWidth: 110, valueGetter: (_value: unknown, row: CustomerPurchaseDto) => refundedLabel(row) },
      { field: 'giftTo', headerName: 'Gift for', flex: 1, minWidth: 150, valueGetter: (_value: unknown, row: CustomerPurchaseDto) => giftLabel(row) },
      rowActionsColumn(actions, { minWidth: 130 }),
    ],
    [actions],
  );
  const card = useMemo<ListCardDefinition<CustomerPurchaseDto>>(
    () => ({
      name: (purchase) => `sale #${purchase.id}`,
      title: (purchase) => productLabel(purchase),
      subtitle: (purchase) => `#${purchase.id} · ${sltDateTimeLabel(purchase.createdAt)}`,
      status: (purchase) => <StatusBadge status={purchase.status} />,
      amount: (purchase) => formatLindens(purchase.amount),
      details: [
        { label: 'Refunded', value: (purchase) => refundedLabel(purchase) || 'None' },
        { label: 'Gift for', value: (purchase) => giftLabel(purchase) || 'Not a gift' },
      ],
      actions,
    }),
    [actions],
  );
  return (
    <ListGrid
      label="Purchase history"
      rows={purchases.items}
      columns={columns}
      card={card}
      loading={loading}
      disableSorting
      pageSizeOptions={[PURCHASE_PAGE_SIZE]}
      serverPaging={{
        rowCount: purchases.total,
        paginationModel: { page: purchases.page - 1, pageSize: purchases.pageSize },
        onPaginationModelChange,
      }}
      noRowsLabel="No purchases"
      frame="none"
    />
  );
}
