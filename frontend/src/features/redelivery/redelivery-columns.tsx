import CheckCircleOutlineOutlined from '@mui/icons-material/CheckCircleOutlineOutlined';
import HighlightOffOutlined from '@mui/icons-material/HighlightOffOutlined';
import ReplayOutlined from '@mui/icons-material/ReplayOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import { GridActionsCell, GridActionsCellItem, type GridColDef, type GridRenderCellParams } from '@mui/x-data-grid';
import { useMemo } from 'react';
import type { RedeliveryDto } from '../../api/generated/model';
import { StatusBadge } from '../../ui/StatusBadge';
import { shortId, sltDateTimeLabel } from '../transactions/transaction-format';
import { RowActionButton } from './RowActionButton';
import { actionsFor, boxCellText, transactionLabel } from './redelivery-rules';

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

function CustomerCell({ row }: CellParams) {
  return (
    <Box component="span" title={row.requestedBy} sx={{ fontFamily: 'monospace' }}>
      {shortId(row.requestedBy)}
    </Box>
  );
}

function StatusCell({ row }: CellParams) {
  return <StatusBadge status={row.status} />;
}

function BoxCell({ row }: CellParams) {
  const shown = boxCellText(row);
  if (!shown) {
    return (
      <Box component="span" sx={{ color: 'text.secondary' }}>
        —
      </Box>
    );
  }
  return (
    <Tooltip title={shown.text} describeChild>
      <Box
        component="span"
        tabIndex={shown.muted ? 0 : undefined}
        sx={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', color: shown.muted ? 'text.secondary' : 'text.primary' }}
      >
        {shown.text}
      </Box>
    </Tooltip>
  );
}

function actionsCell({ onProcess, onRetry, onComplete, onFail, onView, busyId }: RedeliveryRowActions) {
  return function ActionsCell(params: CellParams) {
    const { row } = params;
    const actions = actionsFor(row.status);
    const busy = busyId === row.id;
    // Process and Retry show their names; View is an icon, Complete and Mark failed sit in the row's menu (docs/decisions.md).
    return (
      <GridActionsCell {...params} suppressChildrenValidation>
        {actions.includes('process') ? (
          <RowActionButton label="Process" tooltip="Send to a delivery box now" icon={<SendOutlined />} disabled={busy} onClick={() => onProcess(row)} />
        ) : null}
        {actions.includes('retry') ? (
          <RowActionButton label="Retry" tooltip="Send it to a delivery box again" icon={<ReplayOutlined />} disabled={busy} onClick={() => onRetry(row)} />
        ) : null}
        <GridActionsCellItem icon={<VisibilityOutlined />} label="View" title="View" onClick={() => onView(row)} />
        {actions.includes('complete') ? (
          <GridActionsCellItem icon={<CheckCircleOutlineOutlined />} label="Complete" showInMenu disabled={busy} onClick={() => onComplete(row)} />
        ) : null}
        {actions.includes('fail') ? (
          <GridActionsCellItem icon={<HighlightOffOutlined />} label="Mark failed" showInMenu disabled={busy} onClick={() => onFail(row)} />
        ) : null}
      </GridActionsCell>
    );
  };
}

/** The redelivery table's columns; the API returns requests newest first and does not sort otherwise. */
export function useRedeliveryColumns({ onProcess, onRetry, onComplete, onFail, onView, busyId }: RedeliveryRowActions): GridColDef<RedeliveryDto>[] {
  return useMemo(
    () => [
      { field: 'id', headerName: 'Request ID', minWidth: 100, flex: 0.6, valueFormatter: (id: number) => `#${id}` },
      { field: 'requestedBy', headerName: 'Customer', minWidth: 110, flex: 0.7, renderCell: CustomerCell },
      { field: 'transactionId', headerName: 'Transaction', minWidth: 110, flex: 0.7, valueFormatter: (id: number) => transactionLabel(id) },
      { field: 'status', headerName: 'Status', minWidth: 120, flex: 0.7, renderCell: StatusCell },
      { field: 'boxName', headerName: 'Box', minWidth: 180, flex: 1.2, renderCell: BoxCell },
      { field: 'requestedAt', headerName: 'Requested', minWidth: 215, flex: 1, valueFormatter: (requestedAt: string) => sltDateTimeLabel(requestedAt) },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Actions',
        minWidth: 200,
        renderCell: actionsCell({ onProcess, onRetry, onComplete, onFail, onView, busyId }),
      },
    ],
    [onProcess, onRetry, onComplete, onFail, onView, busyId],
  );
}
