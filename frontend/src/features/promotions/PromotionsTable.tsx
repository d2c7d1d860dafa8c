import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { GridColDef, GridRenderCellParams } from '@mui/x-data-grid';
import { useCallback, useMemo } from 'react';

import type { PromotionDto } from '../../api/generated/model';
import { type ListCardDefinition, ListGrid } from '../../ui/ListGrid';
import { type ListRowAction, rowActionsColumn } from '../../ui/row-actions';
import { appliesToLabel, audienceLabel, KIND_LABELS, periodLines, statusChip, takesOffLabel, usesLabel } from './promotion-format';

export interface PromotionsTableProps {
  promotions: PromotionDto[];
  /** The active switch being saved, if any, and the position it was put in. */
  toggling: { id: number; isActive: boolean } | null;
  onToggleActive: (promotion: PromotionDto, isActive: boolean) => void;
  onEdit: (promotion: PromotionDto) => void;
  onDelete: (promotion: PromotionDto) => void;
}

type PromotionCell = GridRenderCellParams<PromotionDto>;

function TwoLines({ first, second }: { first: string; second?: string | null }) {
  return (
    <Stack sx={{ justifyContent: 'center', height: '100%', minWidth: 0 }}>
      <Typography variant="body2" noWrap title={first}>
        {first}
      </Typography>
      {second ? (
        <Typography variant="caption" color="text.secondary" noWrap title={second}>
          {second}
        </Typography>
      ) : null}
    </Stack>
  );
}

function Muted({ text }: { text: string }) {
  return (
    <Typography variant="body2" color="text.secondary" component="span">
      {text}
    </Typography>
  );
}

/** The name the merchant gave it, and its kind under it. */
function NameCell({ row }: PromotionCell) {
  return (
    <Stack sx={{ justifyContent: 'center', height: '100%', minWidth: 0 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap title={row.name}>
        {row.name}
      </Typography>
      <Typography variant="caption" color="text.secondary" noWrap>
        {KIND_LABELS[row.kind]}
      </Typography>
    </Stack>
  );
}

function AppliesToCell({ row }: PromotionCell) {
  return <TwoLines first={appliesToLabel(row)} second={audienceLabel(row)} />;
}

function CodeCell({ row }: { row: PromotionDto }) {
  return row.code ? (
    <Typography variant="body2" component="span" sx={{ fontFamily: 'monospace' }}>
      {row.code}
    </Typography>
  ) : (
    <Muted text="—" />
  );
}

function UsesCell({ row }: PromotionCell) {
  const uses = usesLabel(row);
  return uses ? (
    <Typography variant="body2" component="span">
      {uses}
    </Typography>
  ) : (
    <Muted text="—" />
  );
}

function PeriodCell({ row }: PromotionCell) {
  const [first, second] = periodLines(row);
  return <TwoLines first={first} second={second} />;
}

function StatusCell({ row }: { row: PromotionDto }) {
  const { label, color } = statusChip(row.status);
  return <Chip size="small" label={label} color={color} variant={row.status === 'inactive' ? 'outlined' : 'filled'} data-status={row.status} />;
}

/** Promotions: name and kind, what it takes off, what it applies to, code, uses, period in SLT, status, the active switch and actions. */
export function PromotionsTable({ promotions, toggling, onToggleActive, onEdit, onDelete }: PromotionsTableProps) {
  const actions = useCallback(
    (promotion: PromotionDto): ListRowAction[] => [
      { label: 'Edit', icon: <EditOutlined />, onClick: () => onEdit(promotion) },
      { label: 'Delete', icon: <DeleteOutlined />, onClick: () => onDelete(promotion) },
    ],
    [onEdit, onDelete],
  );
  const activeSwitch = useCallback(
    (row: PromotionDto) => (
      <Switch
        checked={toggling?.id === row.id ? toggling.isActive : row.isActive}
        disabled={toggling?.id === row.id}
        onChange={(event) => onToggleActive(row, event.target.checked)}
        slotProps={{ input: { 'aria-label': `Active: ${row.name}` } }}
      />
    ),
    [toggling, onToggleActive],
  );

  const columns = useMemo<GridColDef<PromotionDto>[]>(
    () => [
      { field: 'name', headerName: 'Promotion', flex: 1, minWidth: 160, renderCell: NameCell },
      { field: 'percentOff', headerName: 'Takes off', width: 95, sortable: false, valueGetter: (_value, row) => takesOffLabel(row) },
      { field: 'productId', headerName: 'Applies to', flex: 1, minWidth: 140, sortable: false, renderCell: AppliesToCell },
      { field: 'code', headerName: 'Code', width: 95, renderCell: CodeCell },
      { field: 'uses', headerName: 'Uses', width: 80, renderCell: UsesCell },
      { field: 'startsAt', headerName: 'Period (SLT)', flex: 1, minWidth: 250, sortable: false, renderCell: PeriodCell },
      { field: 'status', headerName: 'Status', width: 100, renderCell: StatusCell },
      { field: 'isActive', headerName: 'Active', width: 85, renderCell: ({ row }: PromotionCell) => activeSwitch(row) },
      rowActionsColumn(actions, { width: 90 }),
    ],
    [activeSwitch, actions],
  );

  // On a phone: the promotion, what it takes off and its status first, then what it applies to and when.
  const card = useMemo<ListCardDefinition<PromotionDto>>(
    () => ({
      name: (row) => row.name,
      title: (row) => row.name,
      subtitle: (row) => KIND_LABELS[row.kind],
      status: (row) => <StatusCell row={row} />,
      who: (row) => [appliesToLabel(row), audienceLabel(row)].filter(Boolean).join(' · '),
      amount: (row) => takesOffLabel(row),
      details: [
        { label: 'Code', value: (row) => <CodeCell row={row} /> },
        { label: 'Uses', value: (row) => usesLabel(row) ?? '—' },
        { label: 'Period (SLT)', value: (row) => periodLines(row).join(' · ') },
      ],
      controls: (row) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          {activeSwitch(row)}
          <Typography variant="body2" component="span" aria-hidden>
            Active
          </Typography>
        </Stack>
      ),
      actions,
    }),
    [activeSwitch, actions],
  );

  return <ListGrid rows={promotions} columns={columns} label="Promotions" card={card} />;
}
