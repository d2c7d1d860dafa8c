import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { useCallback, useMemo } from 'react';

import type { PartnerPayoutsDto, PayoutSumDto } from '../../api/generated/model';
import { formatLindens } from '../../ui/format-money';
import { type ListCardDefinition, ListGrid } from '../../ui/ListGrid';
import { countLabel } from '../../ui/plural';
import { type ListRowAction, rowActionsColumn } from '../../ui/row-actions';
import { partnerLabel } from './payout-format';

export interface PartnerTotalsTableProps {
  partners: PartnerPayoutsDto[];
  /** Shows one partner's payouts in the ledger. */
  onPick: (partner: PartnerPayoutsDto) => void;
}

function sumLabel(sum: PayoutSumDto): string {
  return sum.count === 0 ? '—' : `${formatLindens(sum.amount)} (${countLabel(sum.count, 'payout')})`;
}

/** Each partner with their payouts added up: due, paid, failed. A click shows their payouts in the ledger. */
export function PartnerTotalsTable({ partners, onPick }: PartnerTotalsTableProps) {
  const actions = useCallback(
    (row: PartnerPayoutsDto): ListRowAction[] => [
      { label: 'Show payouts', icon: <ListAltOutlined />, onClick: () => onPick(row), tooltip: 'Show their payouts in the ledger' },
    ],
    [onPick],
  );
  const columns = useMemo<GridColDef<PartnerPayoutsDto>[]>(
    () => [
      { field: 'avatarName', headerName: 'Partner', flex: 1, minWidth: 160, valueGetter: (_value, row) => partnerLabel(row.avatarName, row.avatarKey) },
      { field: 'avatarKey', headerName: 'Avatar key', flex: 1.2, minWidth: 200, sortable: false, cellClassName: 'monospace' },
      { field: 'due', headerName: 'Due', flex: 1, minWidth: 130, sortable: false, valueFormatter: (sum: PayoutSumDto) => sumLabel(sum) },
      { field: 'paid', headerName: 'Paid', flex: 1, minWidth: 130, sortable: false, valueFormatter: (sum: PayoutSumDto) => sumLabel(sum) },
      { field: 'failed', headerName: 'Failed', flex: 1, minWidth: 130, sortable: false, valueFormatter: (sum: PayoutSumDto) => sumLabel(sum) },
      rowActionsColumn(actions, { width: 90 }),
    ],
    [actions],
  );
  const card = useMemo<ListCardDefinition<PartnerPayoutsDto>>(
    () => ({
      name: (row) => `partner ${partnerLabel(row.avatarName, row.avatarKey)}`,
      title: (row) => partnerLabel(row.avatarName, row.avatarKey),
      subtitle: (row) => row.avatarKey,
      details: [
        { label: 'Due', value: (row) => sumLabel(row.due) },
        { label: 'Paid', value: (row) => sumLabel(row.paid) },
        { label: 'Failed', value: (row) => sumLabel(row.failed) },
      ],
      actions,
    }),
    [actions],
  );
  return (
    <ListGrid
      rows={partners}
      columns={columns}
      label="Payouts by partner"
      card={card}
      rowHeight={52}
      getRowId={(row) => row.avatarKey}
      onRowClick={onPick}
      noRowsLabel="No payouts yet"
    />
  );
}
