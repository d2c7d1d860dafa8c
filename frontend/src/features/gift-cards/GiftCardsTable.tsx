import BlockOutlined from '@mui/icons-material/BlockOutlined';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { GridColDef, GridRenderCellParams } from '@mui/x-data-grid';
import { useCallback, useMemo } from 'react';

import type { GiftCardDto } from '../../api/generated/model';
import { formatLindens } from '../../ui/format-money';
import { type ListCardDefinition, ListGrid } from '../../ui/ListGrid';
import { type ListRowAction, rowActionsColumn } from '../../ui/row-actions';
import { useCopyToClipboard } from '../../ui/use-copy-to-clipboard';
import { sltDateTimeLabel } from '../transactions/transaction-format';
import { giftCardStatus, holderLines, originLabel, STATUS_COLORS } from './gift-card-format';

export interface GiftCardsTableProps {
  cards: GiftCardDto[];
  onShowRedemptions: (card: GiftCardDto) => void;
  onVoid: (card: GiftCardDto) => void;
}

type GiftCardCell = GridRenderCellParams<GiftCardDto>;

function CodeCell({ row }: { row: GiftCardDto }) {
  const copy = useCopyToClipboard();
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%', minWidth: 0 }}>
      <Typography variant="body2" component="span" noWrap sx={{ fontFamily: 'monospace' }}>
        {row.code}
      </Typography>
      <Tooltip title="Copy code">
        <IconButton size="small" aria-label={`Copy code ${row.code}`} onClick={() => void copy(row.code, 'Gift card code')}>
          <ContentCopyOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}

function HolderCell({ row }: { row: GiftCardDto }) {
  const [first, second] = holderLines(row);
  const named = (row.holderName?.trim() ?? '') !== '';
  if (!named && row.holderKey === null) {
    return (
      <Typography variant="body2" color="text.secondary" component="span">
        {first}
      </Typography>
    );
  }
  return (
    <Stack sx={{ justifyContent: 'center', height: '100%', minWidth: 0 }} title={row.holderKey ?? undefined}>
      <Typography variant="body2" noWrap sx={named ? undefined : { fontFamily: 'monospace' }}>
        {first}
      </Typography>
      {second ? (
        <Typography variant="caption" color="text.secondary" noWrap sx={{ fontFamily: 'monospace' }}>
          {second}
        </Typography>
      ) : null}
    </Stack>
  );
}

/** What is left, with the face value under it. */
function BalanceCell({ row }: GiftCardCell) {
  return (
    <Stack sx={{ justifyContent: 'center', alignItems: 'flex-end', height: '100%' }}>
      <Typography variant="body2">{formatLindens(row.balance)}</Typography>
      <Typography variant="caption" color="text.secondary" noWrap>
        of {formatLindens(row.faceValue)}
      </Typography>
    </Stack>
  );
}

function StatusCell({ row }: { row: GiftCardDto }) {
  const status = giftCardStatus(row);
  return <Chip size="small" label={status} color={STATUS_COLORS[status]} variant={status === 'Spent' ? 'outlined' : 'filled'} data-status={status} />;
}

/** Gift cards: code, balance of the face value, holder, origin, redemptions, created (SLT), status, actions. */
export function GiftCardsTable({ cards, onShowRedemptions, onVoid }: GiftCardsTableProps) {
  const actions = useCallback(
    (card: GiftCardDto): ListRowAction[] => [
      { label: 'Redemptions', icon: <ReceiptLongOutlined />, onClick: () => onShowRedemptions(card) },
      ...(card.voidedAt === null ? [{ label: 'Void', icon: <BlockOutlined />, onClick: () => onVoid(card) }] : []),
    ],
    [onShowRedemptions, onVoid],
  );

  const columns = useMemo<GridColDef<GiftCardDto>[]>(
    () => [
      { field: 'code', headerName: 'Code', flex: 1, minWidth: 250, sortable: false, renderCell: CodeCell },
      { field: 'balance', headerName: 'Balance', type: 'number', width: 110, renderCell: BalanceCell },
      { field: 'holderName', headerName: 'Holder', flex: 1, minWidth: 150, sortable: false, renderCell: HolderCell },
      { field: 'origin', headerName: 'Origin', width: 85, valueFormatter: (origin: GiftCardDto['origin']) => originLabel(origin) },
      { field: 'redemptions', headerName: 'Redemptions', type: 'number', width: 115 },
      { field: 'createdAt', headerName: 'Created', flex: 1, minWidth: 200, valueFormatter: (createdAt: string) => sltDateTimeLabel(createdAt) },
      { field: 'status', headerName: 'Status', width: 90, sortable: false, valueGetter: (_value, row) => giftCardStatus(row), renderCell: StatusCell },
      rowActionsColumn(actions, { width: 90 }),
    ],
    [actions],
  );

  // On a phone: the code (to copy), who holds it, what is left and its status first.
  const card = useMemo<ListCardDefinition<GiftCardDto>>(
    () => ({
      name: (row) => `gift card ${row.code}`,
      title: (row) => <CodeCell row={row} />,
      subtitle: (row) => `${originLabel(row.origin)} · ${sltDateTimeLabel(row.createdAt)}`,
      status: (row) => <StatusCell row={row} />,
      who: (row) => holderLines(row).join(' · '),
      amount: (row) => formatLindens(row.balance),
      details: [
        { label: 'Face value', value: (row) => formatLindens(row.faceValue) },
        { label: 'Redemptions', value: (row) => row.redemptions.toLocaleString() },
      ],
      actions,
    }),
    [actions],
  );

  return <ListGrid rows={cards} columns={columns} label="Gift cards" rowHeight={60} card={card} />;
}
