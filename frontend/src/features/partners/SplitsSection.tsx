import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';

import { useGetProducts } from '../../api/generated/endpoints/products/products';
import { useGetProductSplits, useGetSplits, useGetVendorSplits } from '../../api/generated/endpoints/profit-sharing/profit-sharing';
import { useGetVendors } from '../../api/generated/endpoints/vendors/vendors';
import type { SplitsDto } from '../../api/generated/model';
import { useAuth } from '../../auth/auth-context';
import { splitsLine } from './split-form';
import { SplitsEditor } from './SplitsEditor';

/** Whose splits are edited: a vendor (all its products), or one of its products. */
interface Target {
  vendorId: number | null;
  productId: number | null;
}

const ALL_PRODUCTS = 'all';

function LoadedEditor({ query }: { query: { data?: SplitsDto; isError: boolean; error: Error | null; refetch: () => unknown } }) {
  if (query.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            Retry
          </Button>
        }
      >
        {query.error?.message}
      </Alert>
    );
  }
  if (!query.data) return <Skeleton variant="rounded" height={120} aria-label="Loading splits" />;
  // A new editor for each target, starting from its saved splits.
  return <SplitsEditor key={`${query.data.target}-${query.data.productId ?? query.data.vendorId}`} saved={query.data} />;
}

/** The splits of the merchant's vendors and products: pick one, edit its partners, and see which have splits. */
export function SplitsSection() {
  const { user } = useAuth();
  const vendors = useGetVendors();
  const ownVendors = useMemo(() => (vendors.data ?? []).filter((vendor) => vendor.ownerId === user?.id), [vendors.data, user?.id]);
  const [picked, setPicked] = useState<Target>({ vendorId: null, productId: null });
  const vendorId = picked.vendorId ?? ownVendors[0]?.id ?? null;
  const products = useGetProducts(vendorId === null ? undefined : { vendorId }, { query: { enabled: vendorId !== null } });
  const targets = useGetSplits();
  const productId = picked.productId;
  const vendorSplits = useGetVendorSplits(vendorId ?? 0, { query: { enabled: vendorId !== null && productId === null } });
  const productSplits = useGetProductSplits(productId ?? 0, { query: { enabled: productId !== null } });

  let editor;
  if (vendors.isPending) editor = <Skeleton variant="rounded" height={120} aria-label="Loading vendors" />;
  else if (vendorId === null) {
    editor = (
      <Alert
        severity="info"
        action={
          <Button component={RouterLink} to="/vendors" color="inherit" size="small">
            Go to Vendors
          </Button>
        }
      >
        Create a vendor first: partners share the sales of your vendors and products.
      </Alert>
    );
  } else editor = <LoadedEditor query={productId === null ? vendorSplits : productSplits} />;

  return (
    <Card variant="outlined" component="section" aria-labelledby="splits-heading">
      <CardContent>
        <Typography id="splits-heading" variant="h6" component="h2">
          Splits
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Each sale pays every partner their percent of the price paid, rounded down to whole L$; the rest stays with you. A product's own splits replace its
          vendor's. The payouts script beside the vendor script pays them in-world.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3 }}>
          <TextField
            select
            label="Vendor"
            size="small"
            value={vendorId ?? ''}
            onChange={(event) => setPicked({ vendorId: Number(event.target.value), productId: null })}
            disabled={ownVendors.length === 0}
            sx={{ minWidth: 220 }}
          >
            {ownVendors.map((vendor) => (
              <MenuItem key={vendor.id} value={vendor.id}>
                {vendor.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label="Applies to"
            size="small"
            value={productId ?? ALL_PRODUCTS}
            onChange={(event) => setPicked({ vendorId, productId: event.target.value === ALL_PRODUCTS ? null : Number(event.target.value) })}
            disabled={vendorId === null}
            sx={{ minWidth: 260 }}
          >
            <MenuItem value={ALL_PRODUCTS}>All products of this vendor</MenuItem>
            {(products.data ?? []).map((product) => (
              <MenuItem key={product.id} value={product.id}>
                {product.name} (#{product.id})
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        {editor}
        {targets.data && targets.data.length > 0 ? (
          <>
            <Typography variant="subtitle2" component="h3" sx={{ mt: 4 }}>
              With splits
            </Typography>
            <List dense aria-label="Vendors and products with splits">
              {targets.data.map((target) => {
                const selected = target.vendorId === vendorId && target.productId === productId;
                // Each button inside a list item: a list holds only list items (axe: list).
                return (
                  <ListItem key={`${target.vendorId}-${target.productId ?? 'all'}`} disablePadding>
                    <ListItemButton
                      selected={selected}
                      aria-current={selected ? 'true' : undefined}
                      onClick={() => setPicked({ vendorId: target.vendorId, productId: target.productId })}
                    >
                      <ListItemText
                        primary={target.productId === null ? `${target.vendorName} · all products` : `${target.vendorName} · ${target.productName}`}
                        secondary={target.splits.length > 1 ? `${splitsLine(target.splits)} (${target.totalPercent}% in all)` : splitsLine(target.splits)}
                      />
                    </ListItemButton>
                  </ListItem>
                );
              })}
            </List>
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
