import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef, GridPaginationModel, GridRenderCellParams, GridSortModel } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';

import type { CustomerDto } from '../../api/generated/model';
import { formatLindens } from '../../ui/format-money';
import { type ListCardDefinition, ListGrid } from '../../ui/ListGrid';
import { sltDateLabel } from '../../ui/slt-format';
import { CUSTOMER_PAGE_SIZE_OPTIONS, CUSTOMER_SORT_FIELDS, customerPath } from './customer-filters';

export interface CustomersTableProps {
  /** The page shown; the server pages, searches, filters and sorts. */
  customers: CustomerDto[];
  rowCount: number;
  loading: boolean;
  paginationModel: GridPaginationModel;
  onPaginationModelChange: (model: GridPaginationModel) => void;
  sortModel: GridSortModel;
  onSortModelChange: (model: GridSortModel) => void;
}

type CustomerCell = GridRenderCellParams<CustomerDto>;

/** The buyer's name, or their key when no script sent one. */
export function customerName(customer: Pick<CustomerDto, 'name' | 'avatarKey'>): string {
  return customer.name ?? customer.avatarKey;
}

function CustomerLink({ customer }: { customer: CustomerDto }) {
  return (
    <Link component={RouterLink} to={customerPath(customer.avatarKey)} variant="body2" sx={{ fontWeight: 600 }} noWrap>
      {customerName(customer)}
    </Link>
  );
}

function BuyerCell({ row }: CustomerCell) {
  return (
    <Stack sx={{ justifyContent: 'center', height: '100%', minWidth: 0 }}>
      <CustomerLink customer={row} />
      <Typography variant="caption" color="text.secondary" noWrap>
        {row.avatarKey}
      </Typography>
    </Stack>
  );
}

const sortable = (field: string) => (CUSTOMER_SORT_FIELDS as readonly string[]).includes(field);

/** Customers' list (docs/product.md): Buyer, Purchases, Spent, Refunds, Gifts, First and Last purchase; one page from the server. */
export function CustomersTable({ customers, rowCount, loading, paginationModel, onPaginationModelChange, sortModel, onSortModelChange }: CustomersTableProps) {
  const navigate = useNavigate();
  const columns = useMemo<GridColDef<CustomerDto>[]>(
    () =>
      [
        { field: 'name', headerName: 'Buyer', flex: 2, minWidth: 240, renderCell: (params: CustomerCell) => <BuyerCell {...params} /> },
        { field: 'purchases', headerName: 'Purchases', type: 'number' as const, minWidth: 110 },
        { field: 'spent', headerName: 'Spent', type: 'number' as const, minWidth: 120, valueFormatter: (value: number) => formatLindens(value) },
        { field: 'refunds', headerName: 'Refunds', type: 'number' as const, minWidth: 100 },
        {
          field: 'gifts',
          headerName: 'Gifts given / received',
          minWidth: 170,
          valueGetter: (_value: unknown, row: CustomerDto) => `${row.giftsGiven} / ${row.giftsReceived}`,
        },
        { field: 'firstPurchaseAt', headerName: 'First purchase', minWidth: 130, valueFormatter: (value: string) => sltDateLabel(value) },
        { field: 'lastPurchaseAt', headerName: 'Last purchase', minWidth: 130, valueFormatter: (value: string) => sltDateLabel(value) },
      ].map((column) => ({ ...column, sortable: sortable(column.field) })),
    [],
  );

  // On a phone: who, what they spent, then their counts and dates.
  const card = useMemo<ListCardDefinition<CustomerDto>>(
    () => ({
      name: (customer) => `buyer ${customerName(customer)}`,
      title: (customer) => <CustomerLink customer={customer} />,
      subtitle: (customer) => customer.avatarKey,
      amount: (customer) => formatLindens(customer.spent),
      details: [
        { label: 'Purchases', value: (customer) => customer.purchases },
        { label: 'Refunds', value: (customer) => customer.refunds },
        { label: 'Gifts given / received', value: (customer) => `${customer.giftsGiven} / ${customer.giftsReceived}` },
        { label: 'Last purchase', value: (customer) => sltDateLabel(customer.lastPurchaseAt) },
      ],
    }),
    [],
  );

  return (
    <ListGrid
      label="Customers"
      rows={customers}
      columns={columns}
      card={card}
      loading={loading}
      getRowId={(row) => row.avatarKey}
      pageSizeOptions={CUSTOMER_PAGE_SIZE_OPTIONS}
      serverPaging={{ rowCount, paginationModel, onPaginationModelChange }}
      serverSorting={{ sortModel, onSortModelChange }}
      sortingOrder={['desc', 'asc']}
      onRowClick={(row) => void navigate(customerPath(row.avatarKey))}
      noRowsLabel="No buyers match"
    />
  );
}
