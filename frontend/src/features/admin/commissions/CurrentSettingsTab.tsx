import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef, GridRenderCellParams } from '@mui/x-data-grid';

import { useGetCommissionConfigs } from '../../../api/generated/endpoints/admin/admin';
import type { CommissionConfigDto, CommissionTierDto, RateInForceDto, VendorCommissionConfigDto } from '../../../api/generated/model';
import { formatFractionAsPercent } from '../../../ui/decimal-text';
import { type ListCardDefinition, ListGrid } from '../../../ui/ListGrid';
import { tierLabel } from './commission-why';

/** docs/product.md, 6: percents in the configuration have 1 decimal. */
const CONFIG_PERCENT_DECIMALS = 1;

function ActiveChip({ isActive }: { isActive: boolean }) {
  return <Chip size="small" label={isActive ? 'Active' : 'Inactive'} color={isActive ? 'success' : 'default'} variant={isActive ? 'filled' : 'outlined'} />;
}

/** Each volume tier of a configuration, one a line ('No volume tiers' when none). */
function TierList({ tiers, label }: { tiers: CommissionTierDto[]; label: string }) {
  if (tiers.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        No volume tiers
      </Typography>
    );
  }
  return (
    <Box component="ul" aria-label={label} sx={{ m: 0, pl: 2.5, typography: 'body2' }}>
      {[...tiers]
        .sort((a, b) => a.minVolume - b.minVolume)
        .map((tier) => (
          <li key={`${tier.minVolume}-${tier.discountType}-${tier.discountValue}`}>{tierLabel(tier)}</li>
        ))}
    </Box>
  );
}

/** Where the rate charged on a vendor without its own configuration comes from, in words. */
export function rateInForceSourceText(rateInForce: RateInForceDto): string {
  return rateInForce.source === 'global' ? 'from the global configuration' : 'the platform default, charged while no global configuration is active';
}

function RateInForce({ rateInForce }: { rateInForce: RateInForceDto }) {
  return (
    <Typography variant="body2" data-testid="rate-in-force">
      Rate in force: <strong>{formatFractionAsPercent(rateInForce.baseRate, CONFIG_PERCENT_DECIMALS)}</strong>, {rateInForceSourceText(rateInForce)}. Vendors
      with their own active configuration and sales during events are charged their own rate.
    </Typography>
  );
}

function GlobalConfigurationCard({ config, rateInForce }: { config: CommissionConfigDto | null; rateInForce: RateInForceDto }) {
  return (
    <Card component="section" aria-labelledby="global-configuration-title">
      <CardHeader id="global-configuration-title" title="Global Configuration" slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>
        <Stack spacing={1.5}>
          <RateInForce rateInForce={rateInForce} />
          {config ? (
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="body1">
                Base Rate: <strong>{formatFractionAsPercent(config.baseRate, CONFIG_PERCENT_DECIMALS)}</strong>
              </Typography>
              <ActiveChip isActive={config.isActive} />
            </Stack>
          ) : null}
          {config ? (
            <TierList tiers={config.tiers} label="Volume tiers of the global configuration" />
          ) : (
            <Typography color="text.secondary">No global configuration set</Typography>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}

type VendorConfigCell = GridRenderCellParams<VendorCommissionConfigDto>;

const VENDOR_COLUMNS: GridColDef<VendorCommissionConfigDto>[] = [
  {
    field: 'vendor',
    headerName: 'Vendor',
    flex: 2,
    minWidth: 200,
    valueGetter: (_value, row) => row.vendor.name,
    renderCell: ({ row }: VendorConfigCell) => (
      <Stack sx={{ justifyContent: 'center', height: '100%', minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
          {row.vendor.name}
        </Typography>
        <Typography variant="caption" color="text.secondary">{`ID: ${row.vendorId}`}</Typography>
      </Stack>
    ),
  },
  {
    field: 'baseRate',
    headerName: 'Base Rate',
    minWidth: 120,
    sortable: false,
    valueFormatter: (value: string) => formatFractionAsPercent(value, CONFIG_PERCENT_DECIMALS),
  },
  {
    field: 'tiers',
    headerName: 'Volume Tiers',
    flex: 3,
    minWidth: 260,
    sortable: false,
    renderCell: ({ row }: VendorConfigCell) => (
      <Box sx={{ py: 1.5 }}>
        <TierList tiers={row.tiers} label={`Volume tiers of ${row.vendor.name}`} />
      </Box>
    ),
  },
  { field: 'isActive', headerName: 'Status', minWidth: 110, renderCell: ({ row }: VendorConfigCell) => <ActiveChip isActive={row.isActive} /> },
];

// On a phone each vendor's configuration is a card: the vendor, its rate and whether it is active.
const VENDOR_CARD: ListCardDefinition<VendorCommissionConfigDto> = {
  name: (row) => row.vendor.name,
  title: (row) => row.vendor.name,
  subtitle: (row) => `ID: ${row.vendorId}`,
  status: (row) => <ActiveChip isActive={row.isActive} />,
  amount: (row) => formatFractionAsPercent(row.baseRate, CONFIG_PERCENT_DECIMALS),
  details: [{ label: 'Volume tiers', value: (row) => <TierList tiers={row.tiers} label={`Volume tiers of ${row.vendor.name}`} /> }],
};

/** docs/product.md, 3.20, Commission Management → Current Settings. */
export function CurrentSettingsTab() {
  const { data: configs, error, isPending } = useGetCommissionConfigs();

  if (error) return <Alert severity="error">{`Failed to fetch commission configurations: ${error.message}`}</Alert>;
  if (isPending) return <Skeleton variant="rounded" height={120} aria-label="Loading commission configurations" />;

  return (
    <Stack spacing={3}>
      <GlobalConfigurationCard config={configs.global} rateInForce={configs.rateInForce} />
      <Card component="section" aria-labelledby="vendor-configurations-title">
        <CardHeader id="vendor-configurations-title" title="Vendor-Specific Configurations" slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
        <ListGrid
          rows={configs.vendors}
          columns={VENDOR_COLUMNS}
          card={VENDOR_CARD}
          rowHeight={56}
          autoRowHeight
          noRowsLabel="No vendor-specific configurations"
          label="Vendor-specific configurations"
          frame="none"
        />
      </Card>
    </Stack>
  );
}
