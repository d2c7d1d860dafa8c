import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import type { GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { keepPreviousData } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

import { useGetCustomers } from '../../api/generated/endpoints/customers/customers';
import { AddressSearchField } from '../../ui/AddressSearchField';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import { TableSkeleton } from '../../ui/TableSkeleton';
import { customerListFromParams, customersQueryParams, withCustomerFilters, withCustomerPaging, withCustomerSort } from './customer-filters';
import { CustomersTable } from './CustomersTable';
import { useCustomersExport } from './use-customers-export';

const TYPING_DELAY_MS = 300;
const SKELETON_HEADERS = ['Buyer', 'Purchases', 'Spent', 'Refunds', 'Gifts given / received', 'First purchase', 'Last purchase'];

/**
 * `/customers` (docs/product.md): the avatars who bought from the merchant, with what they bought and spent; searched,
 * filtered, sorted and paged by the server, the whole state kept in the page address.
 */
export function CustomersPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const addressKey = searchParams.toString();
  const state = useMemo(() => customerListFromParams(new URLSearchParams(addressKey)), [addressKey]);

  const onSearch = useCallback((search: string) => setSearchParams((params) => withCustomerFilters(params, { search }), { replace: true }), [setSearchParams]);

  const query = customersQueryParams(state);
  const customers = useGetCustomers(query, { query: { placeholderData: keepPreviousData } });
  const exporter = useCustomersExport();

  const onPaginationModelChange = useCallback(
    (model: GridPaginationModel) => setSearchParams((params) => withCustomerPaging(params, model.page + 1, model.pageSize), { replace: true }),
    [setSearchParams],
  );
  const onSortModelChange = useCallback(
    (model: GridSortModel) => {
      const [first] = model;
      setSearchParams((params) => withCustomerSort(params, first?.sort ? { field: first.field, sort: first.sort } : null), { replace: true });
    },
    [setSearchParams],
  );
  const sortModel = useMemo<GridSortModel>(() => [{ field: state.sort.field, sort: state.sort.sort }], [state.sort]);
  const filtered = state.search.trim() !== '' || state.repeatOnly;

  const data = customers.data;
  let content;
  if (!data && customers.isError) {
    content = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void customers.refetch()}>
            Retry
          </Button>
        }
      >
        {`Failed to fetch customers: ${customers.error.message}`}
      </Alert>
    );
  } else if (!data) {
    content = <TableSkeleton headers={SKELETON_HEADERS} rows={10} label="Loading customers" />;
  } else if (data.total === 0 && !filtered) {
    content = <EmptyState icon={<PeopleOutlined />} title="No customers yet" description="Buyers will appear here after their first purchase" />;
  } else {
    content = (
      <CustomersTable
        customers={data.items}
        rowCount={data.total}
        loading={customers.isFetching}
        paginationModel={{ page: state.page - 1, pageSize: state.pageSize }}
        onPaginationModelChange={onPaginationModelChange}
        sortModel={sortModel}
        onSortModelChange={onSortModelChange}
      />
    );
  }

  const { page: _page, pageSize: _pageSize, ...exportParams } = query;
  return (
    <>
      <PageHeader
        title="Customers"
        subtitle="The avatars who bought from you: purchases, L$ spent, refunds and gifts"
        actions={
          <Button
            variant="outlined"
            startIcon={<FileDownloadOutlined />}
            disabled={exporter.running || !data || data.total === 0}
            onClick={() => exporter.start(exportParams)}
          >
            Export CSV
          </Button>
        }
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <AddressSearchField label="Search customers" placeholder="Name or avatar key" value={state.search} onSearch={onSearch} delayMs={TYPING_DELAY_MS} />
        <FormControlLabel
          control={
            <Checkbox
              checked={state.repeatOnly}
              onChange={(event) => setSearchParams((params) => withCustomerFilters(params, { repeatOnly: event.target.checked }), { replace: true })}
            />
          }
          label="Repeat buyers only"
        />
      </Stack>
      {content}
    </>
  );
}
