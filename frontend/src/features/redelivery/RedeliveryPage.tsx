import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { GridPaginationModel } from '@mui/x-data-grid';
import { keepPreviousData } from '@tanstack/react-query';
import { useCallback, useState } from 'react';

import { useGetRedeliveries } from '../../api/generated/endpoints/redeliveries/redeliveries';
import { GetRedeliveriesStatus, type RedeliveryDto } from '../../api/generated/model';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import { TableSkeleton } from '../../ui/TableSkeleton';
import { useDialogTarget } from '../../ui/use-dialog-target';
import { FailRedeliveryDialog } from './FailRedeliveryDialog';
import { REDELIVERY_STATUS_LABELS } from './redelivery-rules';
import { RedeliveryDetailsDialog } from './RedeliveryDetailsDialog';
import { RedeliveryStats } from './RedeliveryStats';
import { RedeliveryTable } from './RedeliveryTable';
import { useRedeliveryActions } from './use-redelivery-actions';

/** docs/product.md, 6: 5 skeleton rows while the requests load. */
export const REDELIVERY_SKELETON_ROWS = 5;
const SKELETON_HEADERS = ['Request ID', 'Customer', 'Transaction', 'Status', 'Box', 'Requested', 'Actions'];

export function RedeliveryPage() {
  const [status, setStatus] = useState<GetRedeliveriesStatus | ''>('');
  // A new status filter starts again at the first page, without an effect.
  const [paging, setPaging] = useState({ status, model: { page: 0, pageSize: 25 } });
  const paginationModel = paging.status === status ? paging.model : { ...paging.model, page: 0 };
  const onPaginationModelChange = useCallback((model: GridPaginationModel) => setPaging({ status, model }), [status]);

  const requests = useGetRedeliveries(
    { page: paginationModel.page + 1, pageSize: paginationModel.pageSize, ...(status ? { status } : {}) },
    { query: { placeholderData: keepPreviousData } },
  );
  const actions = useRedeliveryActions();
  const viewing = useDialogTarget<RedeliveryDto>();
  const failing = useDialogTarget<RedeliveryDto>();
  const page = requests.data;

  let content;
  if (!page && requests.isError) {
    content = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void requests.refetch()}>
            Retry
          </Button>
        }
      >
        {requests.error.message}
      </Alert>
    );
  } else if (!page) {
    content = <TableSkeleton headers={SKELETON_HEADERS} rows={REDELIVERY_SKELETON_ROWS} label="Loading redelivery requests" />;
  } else if (page.total === 0) {
    content = (
      <EmptyState
        icon={<LocalShippingOutlined />}
        title="No redelivery requests"
        description={
          status ? `No request is ${REDELIVERY_STATUS_LABELS[status].toLowerCase()}.` : 'Requests from your customers’ in-world terminals will appear here.'
        }
      />
    );
  } else {
    content = (
      <RedeliveryTable
        rows={page.items}
        rowCount={page.total}
        loading={requests.isFetching}
        paginationModel={paginationModel}
        onPaginationModelChange={onPaginationModelChange}
        onProcess={actions.process}
        onRetry={actions.retry}
        onComplete={actions.complete}
        onFail={failing.show}
        onView={viewing.show}
        busyId={actions.busyId}
      />
    );
  }

  const statusFilter = (
    <TextField
      select
      size="small"
      margin="none"
      label="Status"
      value={status}
      onChange={(event) => setStatus(event.target.value as GetRedeliveriesStatus | '')}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 180 }}
    >
      <MenuItem value="">All statuses</MenuItem>
      {Object.values(GetRedeliveriesStatus).map((value) => (
        <MenuItem key={value} value={value}>
          {REDELIVERY_STATUS_LABELS[value]}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <>
      <PageHeader title="Redelivery System" subtitle="Deliver purchases again when customers ask for them" actions={statusFilter} />
      <RedeliveryStats />
      {requests.isError && page ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {requests.error.message}
        </Alert>
      ) : null}
      {content}
      <RedeliveryDetailsDialog open={viewing.open} request={viewing.target} onClose={viewing.close} />
      <FailRedeliveryDialog open={failing.open} request={failing.target} pending={actions.failPending} onSubmit={actions.fail} onClose={failing.close} />
    </>
  );
}
