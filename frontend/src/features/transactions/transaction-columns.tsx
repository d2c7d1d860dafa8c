import UndoOutlined from '@mui/icons-material/UndoOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { GridActionsCell, GridActionsCellItem, type GridColDef, type GridRenderCellParams } from '@mui/x-data-grid';
import { useMemo } from 'react';
import type { TransactionDto } from '../../api/generated/model';
import { StatusBadge } from '../../ui/StatusBadge';
import { saleMarks } from './sale-details';
import { SaleMarks } from './SaleMarks';
import { amountLabel, buyerLabel, commissionLabel, shortId, sltDateTimeLabel } from './transaction-format';

export interface TransactionRowActions {
  onView: (transaction: TransactionDto) => void;
  onRefund: (transaction: TransactionDto) => void;
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
        None
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

/** The amount paid, after any discount, with the sale's gift, discount and gift card marks before it. */
function AmountCell({ row }: CellParams) {
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', justifyContent: 'flex-end', height: '100%' }}>
      <SaleMarks marks={saleMarks(row)} />
      <span>{amountLabel(row.amount)}</span>
    </Stack>
  );
}

function StatusCell({ row }: CellParams) {
  return <StatusBadge status={row.status} />;
}

function actionsCell({ onView, onRefund }: TransactionRowActions) {
  return function ActionsCell(params: CellParams) {
    const { row } = params;
    return (
      <GridActionsCell {...params}>
        <GridActionsCellItem icon={<VisibilityOutlined />} label="View" title="View" onClick={() => onView(row)} />
        {row.status === 'completed' ? (
          <GridActionsCellItem icon={<UndoOutlined />} label="Refund" title="Refund" onClick={() => onRefund(row)} />
        ) : null}
      </GridActionsCell>
    );
  };
}

/** The transactions table's columns; only the columns the API can sort by are sortable. */
export function useTransactionColumns({ onView, onRefund }: TransactionRowActions): GridColDef<TransactionDto>[] {
  return useMemo(
    () => [
      { field: 'id', headerName: 'Transaction ID', minWidth: 130, flex: 0.7, valueFormatter: (id: number) => `#${id}` },
      { field: 'buyerName', headerName: 'Buyer', minWidth: 170, flex: 1.2, sortable: false, renderCell: BuyerCell },
      { field: 'productId', headerName: 'Product', minWidth: 150, flex: 1, sortable: false, renderCell: ProductCell },
      {
        field: 'amount',
        headerName: 'Amount',
        type: 'number',
        minWidth: 130,
        flex: 0.8,
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
      },
      { field: 'status', headerName: 'Status', minWidth: 120, flex: 0.7, renderCell: StatusCell },
      {
        field: 'createdAt',
        headerName: 'Date',
        minWidth: 200,
        flex: 1.2,
        valueFormatter: (createdAt: string | null) => sltDateTimeLabel(createdAt),
      },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Actions',
        minWidth: 110,
        renderCell: actionsCell({ onView, onRefund }),
      },
    ],
    [onView, onRefund],
  );
}
