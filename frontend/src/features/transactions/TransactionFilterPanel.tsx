import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

import { useGetProducts } from '../../api/generated/endpoints/products/products';
import { useGetVendors } from '../../api/generated/endpoints/vendors/vendors';
import { GetTransactionsStatus } from '../../api/generated/model';
import { sltDayLabel } from '../../ui/slt-time';
import { type DateFilter, isBackwardsDateRange, NO_FILTERS, type TransactionFilters } from './transaction-filters';

export interface TransactionFilterPanelProps {
  anchorEl: HTMLElement | null;
  filters: TransactionFilters;
  onChange: (filters: TransactionFilters) => void;
  onClose: () => void;
}

const STATUS_LABELS: Record<GetTransactionsStatus, string> = {
  pending: 'Pending',
  completed: 'Completed',
  refunded: 'Refunded',
  failed: 'Failed',
};

// Shows 'All statuses' / 'All vendors' / 'All products' for the empty value instead of an empty field under its label.
const emptyOptionShown = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;

/** The SLT days a date filter covers, for the From and To fields (a quick range shows its own days). */
function daysOf(dates: DateFilter): { fromDay: string; toDay: string } {
  switch (dates.kind) {
    case 'any':
      return { fromDay: '', toDay: '' };
    case 'custom':
      return { fromDay: dates.fromDay, toDay: dates.toDay };
    default:
      // `to` is exclusive: the last day is the one holding the instant just before it.
      return { fromDay: sltDayLabel(new Date(dates.from)), toDay: sltDayLabel(new Date(Date.parse(dates.to) - 1)) };
  }
}

export function TransactionFilterPanel({ anchorEl, filters, onChange, onClose }: TransactionFilterPanelProps) {
  const vendors = useGetVendors({ query: { enabled: anchorEl !== null } });
  const products = useGetProducts(undefined, { query: { enabled: anchorEl !== null } });
  // The chosen vendor's products only, so a product and a vendor that exclude each other cannot both be chosen.
  const productChoices = (products.data ?? []).filter((product) => filters.vendorId === '' || product.vendorId === filters.vendorId);
  const days = daysOf(filters.dates);
  const backwards = isBackwardsDateRange(filters.dates);

  const setDays = (change: Partial<typeof days>) => {
    const next = { ...days, ...change };
    onChange({ ...filters, dates: next.fromDay || next.toDay ? { kind: 'custom', ...next } : { kind: 'any' } });
  };

  return (
    <Popover
      open={anchorEl !== null}
      anchorEl={anchorEl}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      slotProps={{ paper: { sx: { p: 2, width: 320, maxWidth: 'calc(100vw - 32px)' }, role: 'dialog', 'aria-label': 'Filter transactions' } }}
    >
      <Typography variant="subtitle1" component="h2">
        Filter transactions
      </Typography>
      <TextField
        select
        label="Status"
        value={filters.status}
        onChange={(event) => onChange({ ...filters, status: event.target.value as TransactionFilters['status'] })}
        slotProps={emptyOptionShown}
      >
        <MenuItem value="">All statuses</MenuItem>
        {Object.values(GetTransactionsStatus).map((status) => (
          <MenuItem key={status} value={status}>
            {STATUS_LABELS[status]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Vendor"
        value={filters.vendorId === '' ? '' : String(filters.vendorId)}
        onChange={(event) => {
          const vendorId = event.target.value === '' ? '' : Number(event.target.value);
          const product = products.data?.find((candidate) => candidate.id === filters.productId);
          onChange({ ...filters, vendorId, productId: product && vendorId !== '' && product.vendorId !== vendorId ? '' : filters.productId });
        }}
        helperText={vendors.isError ? 'Could not load your vendors' : undefined}
        error={vendors.isError}
        slotProps={emptyOptionShown}
      >
        <MenuItem value="">All vendors</MenuItem>
        {(vendors.data ?? []).map((vendor) => (
          <MenuItem key={vendor.id} value={String(vendor.id)}>
            {vendor.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Product"
        value={filters.productId === '' ? '' : String(filters.productId)}
        onChange={(event) => onChange({ ...filters, productId: event.target.value === '' ? '' : Number(event.target.value) })}
        helperText={products.isError ? 'Could not load your products' : undefined}
        error={products.isError}
        slotProps={emptyOptionShown}
      >
        <MenuItem value="">All products</MenuItem>
        {productChoices.map((product) => (
          <MenuItem key={product.id} value={String(product.id)}>
            {product.name}
          </MenuItem>
        ))}
      </TextField>
      <Stack direction="row" spacing={1}>
        <TextField
          type="date"
          label="From"
          value={days.fromDay}
          onChange={(event) => setDays({ fromDay: event.target.value })}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: days.toDay || undefined } }}
        />
        <TextField
          type="date"
          label="To"
          value={days.toDay}
          onChange={(event) => setDays({ toDay: event.target.value })}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: days.fromDay || undefined } }}
        />
      </Stack>
      <Typography variant="caption" color={backwards ? 'error' : 'text.secondary'} role={backwards ? 'alert' : undefined}>
        {backwards ? 'The From day must not be after the To day.' : 'Days are in Second Life time (SLT).'}
      </Typography>
      <FormControlLabel
        control={<Switch checked={filters.priceMismatch} onChange={(event) => onChange({ ...filters, priceMismatch: event.target.checked })} />}
        label="Price mismatches only"
      />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 2 }}>
        <Button onClick={() => onChange(NO_FILTERS)}>Clear filters</Button>
        <Button variant="contained" onClick={onClose}>
          Done
        </Button>
      </Stack>
    </Popover>
  );
}
