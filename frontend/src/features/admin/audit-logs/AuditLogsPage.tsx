import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { GridPaginationModel } from '@mui/x-data-grid';
import { keepPreviousData } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';

import { useGetAuditLogs } from '../../../api/generated/endpoints/admin/admin';
import type { AuditLogEntryDto } from '../../../api/generated/model';
import { EmptyState } from '../../../ui/EmptyState';
import { PageHeader } from '../../../ui/PageHeader';
import { TableSkeleton } from '../../../ui/TableSkeleton';
import { useDialogTarget } from '../../../ui/use-dialog-target';
import { useDebouncedValue } from '../../transactions/use-debounced-value';
import {
  type AuditLogFilters,
  auditQueryParams,
  filtersFromSearchParams,
  NO_AUDIT_FILTERS,
  pagingFromSearchParams,
  withFilters,
  withPaging,
} from './audit-log-filters';
import { AuditLogDetailsDrawer } from './AuditLogDetailsDrawer';
import { AuditLogFiltersBar } from './AuditLogFiltersBar';
import { AuditLogsGrid } from './AuditLogsGrid';
import { useAuditLogsExport } from './use-audit-logs-export';

const TYPING_DELAY_MS = 400;
const SKELETON_HEADERS = ['Time (SLT)', 'Actor', 'Action', 'Description', 'Target', 'Details'];

const sameFilters = (a: AuditLogFilters, b: AuditLogFilters) => JSON.stringify(a) === JSON.stringify(b);

/** `/admin/audit-logs`: who did what, newest first, with its filters in the page address. */
export function AuditLogsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const addressKey = searchParams.toString();
  const urlFilters = useMemo(() => filtersFromSearchParams(new URLSearchParams(addressKey)), [addressKey]);
  const { page, pageSize } = useMemo(() => pagingFromSearchParams(new URLSearchParams(addressKey)), [addressKey]);

  // What is typed, written to the address once typing pauses; a new address (back, a link) replaces it.
  const [draft, setDraft] = useState(urlFilters);
  const [seenFilters, setSeenFilters] = useState(urlFilters);
  if (!sameFilters(seenFilters, urlFilters)) {
    setSeenFilters(urlFilters);
    setDraft(urlFilters);
  }
  const settledDraft = useDebouncedValue(draft, TYPING_DELAY_MS);
  useEffect(() => {
    if (!sameFilters(settledDraft, draft) || sameFilters(settledDraft, urlFilters)) return;
    setSearchParams((params) => withFilters(params, settledDraft), { replace: true });
  }, [settledDraft, draft, urlFilters, setSearchParams]);

  const filterParams = useMemo(() => auditQueryParams(urlFilters), [urlFilters]);
  const filtered = Object.keys(filterParams).length > 0;
  const logs = useGetAuditLogs({ ...filterParams, page, pageSize }, { query: { placeholderData: keepPreviousData } });
  const exporter = useAuditLogsExport();
  const viewing = useDialogTarget<AuditLogEntryDto>();

  const onPaginationModelChange = useCallback(
    (model: GridPaginationModel) => setSearchParams((params) => withPaging(params, model.page + 1, model.pageSize), { replace: true }),
    [setSearchParams],
  );
  const clearFilters = () => {
    setDraft(NO_AUDIT_FILTERS);
    setSearchParams((params) => withFilters(params, NO_AUDIT_FILTERS), { replace: true });
  };

  const data = logs.data;
  let content;
  if (!data && logs.isError) {
    content = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void logs.refetch()}>
            Retry
          </Button>
        }
      >
        {`Failed to fetch the audit log: ${logs.error.message}`}
      </Alert>
    );
  } else if (!data) {
    content = <TableSkeleton headers={SKELETON_HEADERS} rows={10} label="Loading the audit log" />;
  } else if (data.total === 0 && !filtered) {
    content = (
      <EmptyState icon={<HistoryOutlined />} title="No audit log entries yet" description="Sign-ins and administrative actions will be recorded here." />
    );
  } else if (data.total === 0) {
    content = (
      <EmptyState
        icon={<SearchOffOutlined />}
        title="No audit log entries match these filters"
        description="Try another action, target, actor or date range."
        action={<Button onClick={clearFilters}>Clear filters</Button>}
      />
    );
  } else {
    content = (
      <>
        {logs.isError ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {logs.error.message}
          </Alert>
        ) : null}
        <AuditLogsGrid
          rows={data.items}
          rowCount={data.total}
          loading={logs.isFetching}
          paginationModel={{ page: page - 1, pageSize }}
          onPaginationModelChange={onPaginationModelChange}
          onView={viewing.show}
        />
      </>
    );
  }

  return (
    <>
      <PageHeader title="Audit Logs" subtitle="Sign-ins, failed sign-ins and every privileged or money-changing action, newest first" />
      <AuditLogFiltersBar
        filters={draft}
        onChange={setDraft}
        onClear={clearFilters}
        filtered={filtered}
        exporting={exporter.running}
        onExport={() => exporter.start(filterParams)}
      />
      {content}
      <AuditLogDetailsDrawer open={viewing.open} entry={viewing.target} onClose={viewing.close} />
    </>
  );
}
