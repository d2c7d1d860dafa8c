import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { keepPreviousData } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';

import { useGetTransactions } from '../../api/generated/endpoints/transactions/transactions';
import type { GetTransactionsParams, GetTransactionsSortBy, TransactionDto } from '../../api/generated/model';
import { useAuth } from '../../auth/auth-context';
import { EmptyState } from '../../ui/EmptyState';
import { PlatformScopeNote } from '../../ui/OwnerLabel';
import { PageHeader } from '../../ui/PageHeader';
import { TableSkeleton } from '../../ui/TableSkeleton';
import { useDialogTarget } from '../../ui/use-dialog-target';
import { ExportProgress } from './ExportProgress';
import { RefundTransactionDialog } from './RefundTransactionDialog';
import { filterParams, NO_FILTERS, PRICE_MISMATCH_PARAM, SORTABLE_FIELDS, type TransactionFilters } from './transaction-filters';
import { initialPaging, movePaging, pageParams, pagingFor, type ShownPage } from './transaction-paging';
import { TransactionDetailsDialog } from './TransactionDetailsDialog';
import { TransactionsGrid } from './TransactionsGrid';
import { TransactionsToolbar } from './TransactionsToolbar';
import { useDebouncedValue } from './use-debounced-value';
import { useTransactionsExport } from './use-transactions-export';

/** docs/product.md, 6: 10 skeleton rows while the transactions load. */
export const TRANSACTION_SKELETON_ROWS = 10;
const SKELETON_HEADERS = ['Transaction ID', 'Buyer', 'Product', 'Amount', 'Commission', 'Status', 'Date', 'Actions'];
const SEARCH_DELAY_MS = 300;
const DEFAULT_SORT: GridSortModel = [{ field: 'createdAt', sort: 'desc' }];

function sortParams(sortModel: GridSortModel): Pick<GetTransactionsParams, 'sortBy' | 'sortOrder'> {
  const [sort] = sortModel;
  if (!sort?.sort || !SORTABLE_FIELDS.includes(sort.field as GetTransactionsSortBy)) return {};
  return { sortBy: sort.field as GetTransactionsSortBy, sortOrder: sort.sort };
}

export function TransactionsPage() {
  const { isAdmin, userId } = useAuth();
  const [search, setSearch] = useState('');
  const [panelFilters, setPanelFilters] = useState<TransactionFilters>(NO_FILTERS);
  // The price-mismatch filter lives in the address, so the dashboard's warning and the daily alert link to it.
  const [searchParams, setSearchParams] = useSearchParams();
  const priceMismatch = searchParams.get(PRICE_MISMATCH_PARAM) === 'true';
  const filters = useMemo(() => ({ ...panelFilters, priceMismatch }), [panelFilters, priceMismatch]);
  const setFilters = useCallback(
    (next: TransactionFilters) => {
      setPanelFilters(next);
      setSearchParams(
        (params) => {
          const kept = new URLSearchParams(params);
          if (next.priceMismatch) kept.set(PRICE_MISMATCH_PARAM, 'true');
          else kept.delete(PRICE_MISMATCH_PARAM);
          return kept;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );
  const [sortModel, setSortModel] = useState<GridSortModel>(DEFAULT_SORT);
  const debouncedSearch = useDebouncedValue(search, SEARCH_DELAY_MS);
  const listFilters = useMemo(() => ({ ...filterParams(filters, debouncedSearch), ...sortParams(sortModel) }), [filters, debouncedSearch, sortModel]);

  // Any change of filter, search or sort goes back to the first page, without an effect.
  const listKey = JSON.stringify(listFilters);
  const [pagingState, setPaging] = useState(() => initialPaging(listKey));
  const paging = pagingFor(pagingState, listKey);
  const paginationModel = paging.model;

  const transactions = useGetTransactions({ ...listFilters, ...pageParams(paging) }, { query: { placeholderData: keepPreviousData } });
  // The page on screen, once it is the answer for the current paging (not the previous page kept while loading).
  const shown: ShownPage | undefined = transactions.isPlaceholderData ? undefined : transactions.data;
  const onPaginationModelChange = useCallback((model: GridPaginationModel) => setPaging(movePaging(paging, model, shown)), [paging, shown]);
  const exporter = useTransactionsExport();

  const viewing = useDialogTarget<TransactionDto>();
  const refunding = useDialogTarget<TransactionDto>();
  const { show: showDetails, close: closeDetails } = viewing;
  const { show: askRefund } = refunding;
  const onRefund = useCallback(
    (transaction: TransactionDto) => {
      closeDetails();
      askRefund(transaction);
    },
    [closeDetails, askRefund],
  );

  const filtered = Object.keys(filterParams(filters, debouncedSearch)).length > 0;
  const clearFilters = () => {
    setSearch('');
    setFilters(NO_FILTERS);
  };
  const page = transactions.data;

  let content;
  if (!page && transactions.isError) {
    content = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void transactions.refetch()}>
            Retry
          </Button>
        }
      >
        {transactions.error.message}
      </Alert>
    );
  } else if (!page) {
    content = <TableSkeleton headers={SKELETON_HEADERS} rows={TRANSACTION_SKELETON_ROWS} label="Loading transactions" />;
  } else if (page.total === 0 && !filtered) {
    content = (
      <EmptyState icon={<ReceiptLongOutlined />} title="No transactions yet" description="Transactions will appear here when customers make purchases" />
    );
  } else if (page.total === 0) {
    content = (
      <EmptyState
        icon={<SearchOffOutlined />}
        title="No transactions match these filters"
        description="Try another search, status, vendor, date range or price check."
        action={<Button onClick={clearFilters}>Clear filters</Button>}
      />
    );
  } else {
    content = (
      <>
        {transactions.isError ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {transactions.error.message}
          </Alert>
        ) : null}
        <TransactionsGrid
          rows={page.items}
          rowCount={page.total}
          rowCountIsEstimate={page.totalIsEstimate}
          loading={transactions.isFetching}
          paginationModel={paginationModel}
          onPaginationModelChange={onPaginationModelChange}
          sortModel={sortModel}
          onSortModelChange={setSortModel}
          onView={showDetails}
          onRefund={onRefund}
          showOwner={isAdmin}
          currentUserId={userId}
        />
      </>
    );
  }

  return (
    <>
      <PageHeader title="Transactions" subtitle="Every sale your vendors record in-world" />
      {isAdmin ? <PlatformScopeNote things="sales" /> : null}
      <TransactionsToolbar
        search={search}
        onSearchChange={setSearch}
        filters={filters}
        onFiltersChange={setFilters}
        exporting={exporter.state.status === 'running'}
        onExport={() => exporter.start(listFilters, page?.totalIsEstimate ? undefined : page?.total)}
      />
      <ExportProgress state={exporter.state} onCancel={exporter.cancel} onDismiss={exporter.dismiss} />
      {content}
      <TransactionDetailsDialog open={viewing.open} transaction={viewing.target} onClose={closeDetails} onRefund={onRefund} />
      <RefundTransactionDialog open={refunding.open} transaction={refunding.target} onClose={refunding.close} />
    </>
  );
}
