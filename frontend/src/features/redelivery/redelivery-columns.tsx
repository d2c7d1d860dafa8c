import CheckCircleOutlineOutlined from '@mui/icons-material/CheckCircleOutlineOutlined';
import HighlightOffOutlined from '@mui/icons-material/HighlightOffOutlined';
import PlayArrowOutlined from '@mui/icons-material/PlayArrowOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import { GridActionsCell, GridActionsCellItem, type GridColDef, type GridRenderCellParams } from '@mui/x-data-grid';
import { useMemo } from 'react';
import type { RedeliveryDto } from '../../api/generated/model';
import { StatusBadge } from '../../ui/StatusBadge';
import { shortId, sltDateTimeLabel } from '../transactions/transaction-format';
import { actionsFor, transactionLabel } from './redelivery-rules';

export interface RedeliveryRowActions {
  onProcess: (request: RedeliveryDto) => void;
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

function actionsCell({ onProcess, onComplete, onFail, onView, busyId }: RedeliveryRowActions) {
  return function ActionsCell(params: CellParams) {
    const { row } = params;
    const actions = actionsFor(row.status);
    const busy = busyId === row.id;
    return (
      <GridActionsCell {...params}>
        {actions.includes('process') ? (
          <GridActionsCellItem icon={<PlayArrowOutlined />} label="Process" title="Process" disabled={busy} onClick={() => onProcess(row)} />
        ) : null}
        {actions.includes('complete') ? (
          <GridActionsCellItem icon={<CheckCircleOutlineOutlined />} label="Complete" title="Complete" disabled={busy} onClick={() => onComplete(row)} />
        ) : null}
        {actions.includes('fail') ? (
          <GridActionsCellItem icon={<HighlightOffOutlined />} label="Mark failed" title="Mark failed" disabled={busy} onClick={() => onFail(row)} />
        ) : null}
        <GridActionsCellItem icon={<VisibilityOutlined />} label="View" title="View" onClick={() => onView(row)} />
      </GridActionsCell>
    );
  };
}

/** The redelivery table's columns; the API returns requests newest first and does not sort otherwise. */
export function useRedeliveryColumns({ onProcess, onComplete, onFail, onView, busyId }: RedeliveryRowActions): GridColDef<RedeliveryDto>[] {
  return useMemo(
    () => [
      { field: 'id', headerName: 'Request ID', minWidth: 110, flex: 0.7, valueFormatter: (id: number) => `#${id}` },
      { field: 'requestedBy', headerName: 'Customer', minWidth: 120, flex: 0.8, renderCell: CustomerCell },
      { field: 'transactionId', headerName: 'Transaction', minWidth: 120, flex: 0.8, valueFormatter: (id: number) => transactionLabel(id) },
      { field: 'status', headerName: 'Status', minWidth: 120, flex: 0.8, renderCell: StatusCell },
      { field: 'requestedAt', headerName: 'Requested', minWidth: 200, flex: 1.2, valueFormatter: (requestedAt: string) => sltDateTimeLabel(requestedAt) },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Actions',
        minWidth: 150,
        renderCell: actionsCell({ onProcess, onComplete, onFail, onView, busyId }),
      },
    ],
    [onProcess, onComplete, onFail, onView, busyId],
  );
}
