import ReplayOutlined from '@mui/icons-material/ReplayOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { GridColDef, GridPaginationModel } from '@mui/x-data-grid';
import { keepPreviousData } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';

import { useGetPayouts, useRetryPayout } from '../../api/generated/endpoints/profit-sharing/profit-sharing';
import type { PartnerPayoutsDto, PayoutDto } from '../../api/generated/model';
import { useRefreshAfter } from '../../api/query-refresh';
import { formatLindens } from '../../ui/format-money';
import { type ListCardDefinition, ListGrid } from '../../ui/ListGrid';
import { type ListRowAction, rowActionsColumn } from '../../ui/row-actions';
import { sltDateTimeLabel } from '../../ui/slt-format';
import { useToast } from '../../ui/toast/toast-context';
import {
  LEDGER_PAGE_SIZES,
  type LedgerFilters,
  type LedgerPaging,
  partnerLabel,
  PAYOUT_STATUS_COLORS,
  PAYOUT_STATUS_LABELS,
  PAYOUT_STATUSES,
  payoutReasonText,
  payoutSaleLabel,
} from './payout-format';

export interface PayoutLedgerProps {
  filters: LedgerFilters;
  paging: LedgerPaging;
  partners: PartnerPayoutsDto[];
  onFiltersChange: (filters: LedgerFilters) => void;
  onPagingChange: (paging: LedgerPaging) => void;
}

const ALL = 'all';

function StatusCell({ row }: { row: PayoutDto }) {
  const chip = <Chip size="small" label={PAYOUT_STATUS_LABELS[row.status]} color={PAYOUT_STATUS_COLORS[row.status]} data-status={row.status} />;
  return row.reason ? (
    <Tooltip title={payoutReasonText(row.reason)}>
      <span>{chip}</span>
    </Tooltip>
  ) : (
    chip
  );
}

/** Every payout, newest first, paged on the server, by partner and status (kept in the page address); Retry on failed ones. */
export function PayoutLedger({ filters, paging, partners, onFiltersChange, onPagingChange }: PayoutLedgerProps) {
  const params = {
    page: paging.page,
    pageSize: paging.pageSize,
    ...(filters.avatarKey ? { avatarKey: filters.avatarKey } : {}),
    ...(filters.status ? { status: filters.status } : {}),
  };
  const payouts = useGetPayouts(params, { query: { placeholderData: keepPreviousData } });
  const { mutate: retry, isPending: retrying } = useRetryPayout();
  const invalidate = useRefreshAfter('/api/payouts');
  const { toast } = useToast();

  const retryPayout = useCallback(
    (payout: PayoutDto) =>
      retry(
        { id: payout.id },
        {
          onSuccess: () =>
            void invalidate().then(() =>
              toast({
                variant: 'success',
                title: 'Payout sent back to the vendor',
                description: `${formatLindens(payout.amount)} to ${partnerLabel(payout.avatarName, payout.avatarKey)} is due again: the vendor pays it after its next heartbeat.`,
              }),
            ),
          onError: (error) => toast({ variant: 'destructive', title: 'Error', description: `Failed to retry payout: ${error.message}` }),
        },
      ),
    [retry, invalidate, toast],
  );

  const actions = useCallback(
    (row: PayoutDto): ListRowAction[] =>
      row.status === 'failed'
        ? [
            {
              label: 'Retry',
              icon: <ReplayOutlined />,
              named: true,
              disabled: retrying,
              tooltip: 'Send it back to the vendor to pay again',
              onClick: () => retryPayout(row),
            },
          ]
        : [],
    [retryPayout, retrying],
  );

  const columns = useMemo<GridColDef<PayoutDto>[]>(
    () => [
      { field: 'createdAt', headerName: 'Date (SLT)', minWidth: 190, flex: 1, valueFormatter: (createdAt: string) => sltDateTimeLabel(createdAt) },
      { field: 'avatarName', headerName: 'Partner', minWidth: 120, flex: 1, valueGetter: (_value, row) => partnerLabel(row.avatarName, row.avatarKey) },
      { field: 'transactionId', headerName: 'Sale', width: 80, valueFormatter: (id: number) => `#${id}` },
      { field: 'vendorName', headerName: 'Sold by', minWidth: 140, flex: 1.2, valueGetter: (_value, row) => payoutSaleLabel(row.vendorName, row.productName) },
      { field: 'percent', headerName: 'Split', width: 70, valueFormatter: (percent: string) => `${percent}%` },
      { field: 'amount', headerName: 'Amount', type: 'number', width: 90, valueFormatter: (amount: number) => formatLindens(amount) },
      { field: 'status', headerName: 'Status', width: 90, renderCell: StatusCell },
      { field: 'reason', headerName: 'Reason', minWidth: 120, flex: 1.5, valueFormatter: (reason: string | null) => payoutReasonText(reason) ?? '' },
      { field: 'attempts', headerName: 'Attempts', type: 'number', width: 85 },
      rowActionsColumn(actions, { width: 100 }),
    ],
    [actions],
  );

  const card = useMemo<ListCardDefinition<PayoutDto>>(
    () => ({
      name: (row) => `payout #${row.id}`,
      title: (row) => `Sale #${row.transactionId} · ${payoutSaleLabel(row.vendorName, row.productName)}`,
      subtitle: (row) => sltDateTimeLabel(row.createdAt),
      status: (row) => <StatusCell row={row} />,
      who: (row) => `${partnerLabel(row.avatarName, row.avatarKey)} · ${row.percent}%`,
      amount: (row) => formatLindens(row.amount),
      details: [
        { label: 'Reason', value: (row) => payoutReasonText(row.reason) ?? '—' },
        { label: 'Attempts', value: (row) => String(row.attempts) },
      ],
      actions,
    }),
    [actions],
  );

  const onPaginationModelChange = useCallback(
    (model: GridPaginationModel) => onPagingChange({ page: model.page + 1, pageSize: model.pageSize }),
    [onPagingChange],
  );

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          size="small"
          label="Partner"
          value={filters.avatarKey ?? ALL}
          onChange={(event) => onFiltersChange({ ...filters, avatarKey: event.target.value === ALL ? null : event.target.value })}
          sx={{ minWidth: 220 }}
        >
          <MenuItem value={ALL}>All partners</MenuItem>
          {partners.map((partner) => (
            <MenuItem key={partner.avatarKey} value={partner.avatarKey}>
              {partnerLabel(partner.avatarName, partner.avatarKey)}
            </MenuItem>
          ))}
          {filters.avatarKey && !partners.some((partner) => partner.avatarKey === filters.avatarKey) ? (
            <MenuItem value={filters.avatarKey}>{filters.avatarKey}</MenuItem>
          ) : null}
        </TextField>
        <TextField
          select
          size="small"
          label="Status"
          value={filters.status ?? ALL}
          onChange={(event) => onFiltersChange({ ...filters, status: event.target.value === ALL ? null : (event.target.value as LedgerFilters['status']) })}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value={ALL}>All statuses</MenuItem>
          {PAYOUT_STATUSES.map((status) => (
            <MenuItem key={status} value={status}>
              {PAYOUT_STATUS_LABELS[status]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {payouts.isError && !payouts.data ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void payouts.refetch()}>
              Retry
            </Button>
          }
        >
          {payouts.error.message}
        </Alert>
      ) : (
        <ListGrid
          rows={payouts.data?.items ?? []}
          columns={columns}
          label="Payout ledger"
          card={card}
          rowHeight={52}
          loading={payouts.isFetching}
          pageSizeOptions={LEDGER_PAGE_SIZES}
          serverPaging={{ rowCount: payouts.data?.total ?? 0, paginationModel: { page: paging.page - 1, pageSize: paging.pageSize }, onPaginationModelChange }}
          disableSorting
          noRowsLabel={
            filters.avatarKey || filters.status ? 'No payouts match these filters' : 'No payouts yet: they appear with the first sale that has splits'
          }
        />
      )}
      <Typography variant="caption" color="text.secondary">
        Due payouts are paid by the payouts script in the vendor object; a failed one stays failed until you retry it, and is never paid twice.
      </Typography>
    </Stack>
  );
}
