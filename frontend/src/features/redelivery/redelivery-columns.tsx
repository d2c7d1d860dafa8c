import CheckCircleOutlineOutlined from '@mui/icons-material/CheckCircleOutlineOutlined';
import HighlightOffOutlined from '@mui/icons-material/HighlightOffOutlined';
import ReplayOutlined from '@mui/icons-material/ReplayOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import type { GridColDef, GridRenderCellParams } from '@mui/x-data-grid';
import { useCallback, useMemo } from 'react';

import type { RedeliveryDto } from '../../api/generated/model';
import type { ListCardDefinition } from '../../ui/ListGrid';
import { type ListRowAction, rowActionsColumn } from '../../ui/row-actions';
import { StatusBadge } from '../../ui/StatusBadge';
import { buyerLabel, shortId, sltDateTimeLabel } from '../transactions/transaction-format';
import { actionsFor, boxCellText, REDELIVERY_KIND_LABELS, transactionLabel } from './redelivery-rules';

export interface RedeliveryRowActions {
  onProcess: (request: RedeliveryDto) => void;
  onRetry: (request: RedeliveryDto) => void;
  onComplete: (request: RedeliveryDto) => void;
  onFail: (request: RedeliveryDto) => void;
  onView: (request: RedeliveryDto) => void;
  /** The request whose action is running: its buttons wait. */
  busyId: number | undefined;
}

type CellParams = GridRenderCellParams<RedeliveryDto>;

/** The buyer's name first, then the start of their avatar key (the whole key on hover). */
function CustomerCell({ row }: CellParams) {
  return (
    <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
      {buyerLabel(row.buyerName)}{' '}
      <Box component="span" title={row.requestedBy} sx={{ fontFamily: 'monospace', typography: 'caption', color: 'text.secondary' }}>
        {shortId(row.requestedBy)}
      </Box>
    </Box>
  );
}

/** The request's number; a sale's delivery by a box says so under it. */
function RequestCell({ row }: CellParams) {
  return (
    <Box component="span" sx={{ display: 'block', py: 1 }}>
      #{row.id}
      {row.kind === 'sale' ? (
        <Box component="span" sx={{ display: 'block', typography: 'caption', color: 'text.secondary' }}>
          {REDELIVERY_KIND_LABELS.sale}
        </Box>
      ) : null}
    </Box>
  );
}

/** The item asked for: the product's name, else the inventory item the vendor gave. */
function itemOf(row: RedeliveryDto): string {
  return row.productName ?? row.item ?? '—';
}

function StatusCell({ row }: { row: RedeliveryDto }) {
  return <StatusBadge status={row.status} />;
}

function BoxCell({ row }: { row: RedeliveryDto }) {
  const shown = boxCellText(row);
  if (!shown) {
    return (
      <Box component="span" sx={{ color: 'text.secondary' }}>
        —
      </Box>
    );
  }
  // Whole, on as many lines as it needs: a waiting reason cut to the column could be read only on hover.
  return (
    <Box
      component="span"
      sx={{ display: 'block', py: 1, whiteSpace: 'normal', overflowWrap: 'anywhere', color: shown.muted ? 'text.secondary' : 'text.primary' }}
    >
      {shown.text}
    </Box>
  );
}

// Process and Retry show their names; View is an icon, Complete and Mark failed sit in the row's menu (docs/decisions/0045-redelivery-screen.md).
function useRedeliveryActions({ onProcess, onRetry, onComplete, onFail, onView, busyId }: RedeliveryRowActions) {
  return useCallback(
    (row: RedeliveryDto): ListRowAction[] => {
      const allowed = actionsFor(row.status);
      const disabled = busyId === row.id;
      const actions: ListRowAction[] = [];
      if (allowed.includes('process')) {
        actions.push({ label: 'Process', tooltip: 'Send to a delivery box now', icon: <SendOutlined />, named: true, disabled, onClick: () => onProcess(row) });
      }
      if (allowed.includes('retry')) {
        actions.push({
          label: 'Retry',
          tooltip: 'Send it to a delivery box again',
          icon: <ReplayOutlined />,
          named: true,
          disabled,
          onClick: () => onRetry(row),
        });
      }
      actions.push({ label: 'View', icon: <VisibilityOutlined />, onClick: () => onView(row) });
      if (allowed.includes('complete'))
        actions.push({ label: 'Complete', icon: <CheckCircleOutlineOutlined />, inMenu: true, disabled, onClick: () => onComplete(row) });
      if (allowed.includes('fail')) actions.push({ label: 'Mark failed', icon: <HighlightOffOutlined />, inMenu: true, disabled, onClick: () => onFail(row) });
      return actions;
    },
    [onProcess, onRetry, onComplete, onFail, onView, busyId],
  );
}

/** The redelivery table's columns; the API returns requests newest first and does not sort otherwise. */
export function useRedeliveryColumns(handlers: RedeliveryRowActions): GridColDef<RedeliveryDto>[] {
  const actions = useRedeliveryActions(handlers);
  return useMemo(
    () => [
      { field: 'id', headerName: 'Request ID', minWidth: 100, flex: 0.5, renderCell: RequestCell },
      { field: 'requestedBy', headerName: 'Customer', minWidth: 155, flex: 1, renderCell: CustomerCell },
      { field: 'productName', headerName: 'Item', minWidth: 130, flex: 1, valueGetter: (_value, row) => itemOf(row) },
      { field: 'transactionId', headerName: 'Transaction', minWidth: 95, flex: 0.6, valueFormatter: (id: number) => transactionLabel(id) },
      { field: 'status', headerName: 'Status', minWidth: 105, flex: 0.6, renderCell: StatusCell },
      { field: 'boxName', headerName: 'Box', minWidth: 110, flex: 0.9, renderCell: BoxCell },
      { field: 'requestedAt', headerName: 'Requested', minWidth: 215, flex: 0.6, valueFormatter: (requestedAt: string) => sltDateTimeLabel(requestedAt) },
      // The columns' minimum widths add up to 1090 px: the whole row, actions included, fits the table at 1440 px.
      rowActionsColumn(actions, { minWidth: 180 }),
    ],
    [actions],
  );
}

/** A request on a phone: the item asked for, by whom, its status and the actions first, then its box and times. */
export function useRedeliveryCard(handlers: RedeliveryRowActions): ListCardDefinition<RedeliveryDto> {
  const actions = useRedeliveryActions(handlers);
  return useMemo(
    () => ({
      name: (row) => `request #${row.id}`,
      title: (row) => (itemOf(row) === '—' ? `Request #${row.id}` : itemOf(row)),
      subtitle: (row) =>
        `${row.kind === 'sale' ? `${REDELIVERY_KIND_LABELS.sale} #${row.id}` : `Request #${row.id}`} · ${transactionLabel(row.transactionId)} · ${sltDateTimeLabel(row.requestedAt)}`,
      status: (row) => <StatusCell row={row} />,
      who: (row) => (
        <>
          {buyerLabel(row.buyerName)}{' '}
          <Box component="span" title={row.requestedBy} sx={{ fontFamily: 'monospace', typography: 'caption', color: 'text.secondary' }}>
            {shortId(row.requestedBy)}
          </Box>
        </>
      ),
      details: [{ label: 'Box', value: (row) => boxCellText(row)?.text ?? '—' }],
      actions,
    }),
    [actions],
  );
}
