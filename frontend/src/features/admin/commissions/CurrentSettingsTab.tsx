import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridRenderCellParams } from '@mui/x-data-grid';
import { useGetCommissionConfigs } from '../../../api/generated/endpoints/admin/admin';
import type { CommissionConfigDto, VendorCommissionConfigDto } from '../../../api/generated/model';
import { formatFractionAsPercent } from '../decimal-text';

/** Spec section 9: percents in the configuration have 1 decimal. */
const CONFIG_PERCENT_DECIMALS = 1;

function ActiveChip({ isActive }: { isActive: boolean }) {
  return <Chip size="small" label={isActive ? 'Active' : 'Inactive'} color={isActive ? 'success' : 'default'} variant={isActive ? 'filled' : 'outlined'} />;
}

function tierSummary(config: CommissionConfigDto): string {
  const count = config.tiers.length;
  return count === 0 ? 'No volume tiers' : `${count} volume ${count === 1 ? 'tier' : 'tiers'}`;
}

function GlobalConfigurationCard({ config }: { config: CommissionConfigDto | null }) {
  return (
    <Card component="section" aria-labelledby="global-configuration-title">
      <CardHeader id="global-configuration-title" title="Global Configuration" slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>
        {config ? (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="body1">
              Base Rate: <strong>{formatFractionAsPercent(config.baseRate, CONFIG_PERCENT_DECIMALS)}</strong>
            </Typography>
            <ActiveChip isActive={config.isActive} />
            <Typography variant="body2" color="text.secondary">
              {tierSummary(config)}
            </Typography>
          </Stack>
        ) : (
          <Typography color="text.secondary">No global configuration set</Typography>
        )}
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
  { field: 'isActive', headerName: 'Status', minWidth: 110, renderCell: ({ row }: VendorConfigCell) => <ActiveChip isActive={row.isActive} /> },
];

/** Spec section 2, Commission Management → Current Settings. */
export function CurrentSettingsTab() {
  const { data: configs, error, isPending } = useGetCommissionConfigs();

  if (error) return <Alert severity="error">{`Failed to fetch commission configurations: ${error.message}`}</Alert>;
  if (isPending) return <Skeleton variant="rounded" height={120} aria-label="Loading commission configurations" />;

  return (
    <Stack spacing={3}>
      <GlobalConfigurationCard config={configs.global} />
      <Card component="section" aria-labelledby="vendor-configurations-title">
        <CardHeader
          id="vendor-configurations-title"
          title="Vendor-Specific Configurations"
          slotProps={{ title: { variant: 'h6', component: 'h2' } }}
        />
        <DataGrid
          rows={configs.vendors}
          columns={VENDOR_COLUMNS}
          rowHeight={56}
          autoHeight
          disableRowSelectionOnClick
          disableColumnMenu
          hideFooter={configs.vendors.length <= 25}
          initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
          pageSizeOptions={[25, 50, 100]}
          localeText={{ noRowsLabel: 'No vendor-specific configurations' }}
          aria-label="Vendor-specific configurations"
          sx={{ border: 0, borderTop: 1, borderColor: 'divider', borderRadius: 0 }}
        />
      </Card>
    </Stack>
  );
}
