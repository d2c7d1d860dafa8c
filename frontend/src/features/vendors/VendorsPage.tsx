import Add from '@mui/icons-material/Add';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';

import { useGetVendors } from '../../api/generated/endpoints/vendors/vendors';
import type { VendorDto } from '../../api/generated/model';
import { useAuth } from '../../auth/auth-context';
import { EmptyState } from '../../ui/EmptyState';
import { PlatformScopeNote } from '../../ui/OwnerLabel';
import { PageHeader } from '../../ui/PageHeader';
import { useNow } from '../dashboard/use-now';
import { PauseAllVendors } from './PauseAllVendors';
import { CREATE_VENDOR_PARAM } from './vendor-routes';
import { type VendorAction, VendorActionDialogs } from './VendorActionDialogs';
import { VendorCard } from './VendorCard';
import { VendorFormDialog } from './VendorFormDialog';

const SKELETON_CARDS = 6;
const CARD_SIZE = { xs: 12, md: 6, lg: 4 } as const;
// Moves the objects' 'last seen' times along; the list itself is not refetched on a timer.
const CLOCK_TICK_MS = 30_000;

interface FormState {
  open: boolean;
  /** Kept after closing so the dialog does not switch from Edit to Create while it fades out. */
  vendor: VendorDto | null;
}

/** Where admins see every merchant's vendors as a platform page (docs/product.md, 3.21). */
export const ALL_VENDORS_PATH = '/admin/vendors';

/** `/vendors`, and for admins `/admin/vendors` (the API lists every vendor to an admin). */
export function VendorsPage() {
  const vendors = useGetVendors();
  const { isAdmin, userId } = useAuth();
  const platformPage = useLocation().pathname === ALL_VENDORS_PATH;
  const [form, setForm] = useState<FormState>({ open: false, vendor: null });
  const [action, setAction] = useState<VendorAction | null>(null);
  const [searchParams, setSearchParams] = useSearchParams();
  const now = useNow(CLOCK_TICK_MS);

  useEffect(() => {
    if (!searchParams.has(CREATE_VENDOR_PARAM)) return;
    // The request comes from the address (another page's link), read once and cleared: state set from outside React.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setForm({ open: true, vendor: null });
    setSearchParams(
      (params) => {
        params.delete(CREATE_VENDOR_PARAM);
        return params;
      },
      { replace: true },
    );
  }, [searchParams, setSearchParams]);

  const openCreate = () => setForm({ open: true, vendor: null });
  // The platform page lists every merchant's vendors: it adds none and pauses none (both act on one's own).
  const actions = platformPage ? undefined : (
    <>
      {vendors.data ? <PauseAllVendors vendors={vendors.data} /> : null}
      <Button variant="contained" startIcon={<Add />} onClick={openCreate}>
        Add Vendor
      </Button>
    </>
  );

  return (
    <>
      {platformPage ? (
        <PageHeader title="All Vendors" subtitle="Every merchant's vendors across the platform, each with its owner" />
      ) : (
        <PageHeader title="Vendors" subtitle="Manage your vendor locations and settings" actions={actions} />
      )}
      {isAdmin && !platformPage ? <PlatformScopeNote things="vendors" /> : null}
      {vendors.isPending ? (
        <VendorCardSkeletons />
      ) : vendors.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void vendors.refetch()}>
              Retry
            </Button>
          }
        >
          {vendors.error.message}
        </Alert>
      ) : vendors.data.length === 0 ? (
        platformPage ? (
          <EmptyState icon={<StorefrontOutlined />} title="No vendors yet" description="No merchant has created a vendor yet" />
        ) : (
          <EmptyState
            icon={<StorefrontOutlined />}
            title="No vendors yet"
            description="Create your first vendor to start selling products"
            action={
              <Button variant="contained" startIcon={<Add />} onClick={openCreate}>
                Add Your First Vendor
              </Button>
            }
          />
        )
      ) : (
        <Grid container spacing={3}>
          {vendors.data.map((vendor) => (
            <Grid key={vendor.id} size={CARD_SIZE}>
              <VendorCard
                vendor={vendor}
                onEdit={(target) => setForm({ open: true, vendor: target })}
                onDelete={(target) => setAction({ kind: 'delete', vendor: target })}
                onRotateKey={(target) => setAction({ kind: 'rotate-key', vendor: target })}
                now={now}
                showOwner={isAdmin}
                currentUserId={isAdmin ? userId : null}
              />
            </Grid>
          ))}
        </Grid>
      )}
      <VendorFormDialog open={form.open} vendor={form.vendor} onClose={() => setForm((current) => ({ ...current, open: false }))} />
      <VendorActionDialogs action={action} onDone={() => setAction(null)} />
    </>
  );
}

function VendorCardSkeletons() {
  return (
    <Grid container spacing={3} role="status" aria-label="Loading vendors" aria-busy>
      {Array.from({ length: SKELETON_CARDS }, (_, index) => (
        <Grid key={index} size={CARD_SIZE}>
          <Card data-testid="vendor-card-skeleton">
            <CardContent>
              <Skeleton variant="text" width="60%" height={32} />
              <Skeleton variant="rounded" width={64} height={24} />
              <Skeleton variant="text" sx={{ mt: 2 }} />
              <Skeleton variant="text" width="80%" />
              <Skeleton variant="rounded" height={36} sx={{ mt: 2 }} />
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
