import UndoOutlined from '@mui/icons-material/UndoOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef, GridRenderCellParams } from '@mui/x-data-grid';
import { useCallback, useMemo } from 'react';

import type { TransactionDto } from '../../api/generated/model';
import type { ListCardDefinition } from '../../ui/ListGrid';
import { ownerColumn } from '../../ui/owner-column';
import { OwnerLabel } from '../../ui/OwnerLabel';
import { type ListRowAction, rowActionsColumn } from '../../ui/row-actions';
import { StatusBadge } from '../../ui/StatusBadge';
import { CommissionValue } from './CommissionValue';
import { PriceMismatchChip } from './PriceMismatchChip';
import { saleMarks } from './sale-details';
import { SaleMarks } from './SaleMarks';
import { amountLabel, buyerLabel, commissionLabel, NO_PRODUCT, shortId, sltDateTimeLabel } from './transaction-format';

export interface TransactionRowActions {
  onView: (transaction: TransactionDto) => void;
  onRefund: (transaction: TransactionDto) => void;
}

/** An admin lists every merchant's sales: the grid then says whose each is. */
export interface TransactionOwners {
  showOwner?: boolean;
  currentUserId?: string | null;
}

type CellParams = GridRenderCellParams<TransactionDto>;

function BuyerCell({ row }: CellParams) {
  return (
    <Stack sx={{ justifyContent: 'center', height: '100%', minWidth: 0 }}>
      <Typography variant="body2" noWrap>
        {buyerLabel(row.buyerName)}
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
        {shortId(row.buyerId)}
      </Typography>
    </Stack>
  );
}

function ProductCell({ row }: CellParams) {
  if (row.productId === null) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', height: '100%' }}>
        {NO_PRODUCT}
      </Typography>
    );
  }
  return (
    <Stack sx={{ justifyContent: 'center', height: '100%', minWidth: 0 }}>
      <Typography variant="body2">#{row.productId}</Typography>
      {row.productName ? (
        <Typography variant="caption" color="text.secondary" noWrap>
          {row.productName}
        </Typography>
      ) : null}
    </Stack>
  );
}

/** The amount paid, after any discount, with the sale's price-mismatch flag and gift, discount and gift card marks before it. */
function AmountCell({ row }: { row: TransactionDto }) {
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', justifyContent: 'flex-end', height: '100%' }}>
      <PriceMismatchChip sale={row} />
      <SaleMarks marks={saleMarks(row)} />
      <span>{amountLabel(row.amount)}</span>
    </Stack>
  );
}

function StatusCell({ row }: { row: TransactionDto }) {
  return <StatusBadge status={row.status} />;
}

function useTransactionActions({ onView, onRefund }: TransactionRowActions) {
  return useCallback(
    (row: TransactionDto): ListRowAction[] => [
      { label: 'View', icon: <VisibilityOutlined />, onClick: () => onView(row) },
      ...(row.status === 'completed' ? [{ label: 'Refund', icon: <UndoOutlined />, onClick: () => onRefund(row) }] : []),
    ],
    [onView, onRefund],
  );
}

/** The transactions table's columns; only the columns the API can sort by are sortable. */
export function useTransactionColumns(
  handlers: TransactionRowActions,
  { showOwner = false, currentUserId = null }: TransactionOwners = {},
): GridColDef<TransactionDto>[] {
  const actions = useTransactionActions(handlers);
  return useMemo(
    () => [
      { field: 'id', headerName: 'Transaction ID', minWidth: 120, flex: 0.7, valueFormatter: (id: number) => `#${id}` },
      { field: 'buyerName', headerName: 'Buyer', minWidth: 160, flex: 1.2, sortable: false, renderCell: BuyerCell },
      { field: 'productId', headerName: 'Product', minWidth: 150, flex: 1, sortable: false, renderCell: ProductCell },
      {
        field: 'amount',
        headerName: 'Amount',
        type: 'number',
        minWidth: 130,
        flex: 0.9,
        valueFormatter: (amount: number) => amountLabel(amount),
        renderCell: AmountCell,
      },
      {
        field: 'commission',
        headerName: 'Commission',
        type: 'number',
        minWidth: 130,
        flex: 0.8,
        valueFormatter: (commission: string) => commissionLabel(commission),
        renderCell: ({ row }: CellParams) => <CommissionValue transaction={row} />,
      },
      { field: 'status', headerName: 'Status', minWidth: 120, flex: 0.7, renderCell: StatusCell },
      {
        field: 'createdAt',
        headerName: 'Date',
        minWidth: 200,
        flex: 1.2,
        valueFormatter: (createdAt: string | null) => sltDateTimeLabel(createdAt),
      },
      ...(showOwner ? [ownerColumn<TransactionDto>(currentUserId)] : []),
      rowActionsColumn(actions, { minWidth: 110 }),
    ],
    [actions, showOwner, currentUserId],
  );
}

/** A sale on a phone: what was sold, to whom, for how much and its status first, then commission and date. */
export function useTransactionCard(
  handlers: TransactionRowActions,
  { showOwner = false, currentUserId = null }: TransactionOwners = {},
): ListCardDefinition<TransactionDto> {
  const actions = useTransactionActions(handlers);
  return useMemo(
    () => ({
      name: (row) => `transaction #${row.id}`,
      title: (row) => row.productName ?? (row.productId === null ? `Sale #${row.id}` : `Product #${row.productId}`),
      subtitle: (row) => `Transaction #${row.id} · ${sltDateTimeLabel(row.createdAt)}`,
      status: (row) => <StatusCell row={row} />,
      who: (row) => (
        <>
          {buyerLabel(row.buyerName)}{' '}
          <Typography variant="caption" component="span" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
            {shortId(row.buyerId)}
          </Typography>
        </>
      ),
      amount: (row) => <AmountCell row={row} />,
      details: [
        { label: 'Commission', value: (row) => <CommissionValue transaction={row} /> },
        ...(showOwner ? [{ label: 'Owner', value: (row: TransactionDto) => <OwnerLabel owner={row.owner} currentUserId={currentUserId} /> }] : []),
      ],
      actions,
    }),
    [actions, showOwner, currentUserId],
  );
}
