import Add from '@mui/icons-material/Add';
import SystemUpdateAltOutlined from '@mui/icons-material/SystemUpdateAltOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';

import { ApiError } from '../../api/api-error';
import { useGetProducts } from '../../api/generated/endpoints/products/products';
import {
  useCancelUpdateBroadcast,
  useGetUpdateBroadcasts,
  usePauseUpdateBroadcast,
  useResumeUpdateBroadcast,
} from '../../api/generated/endpoints/updates/updates';
import { useGetVendors } from '../../api/generated/endpoints/vendors/vendors';
import type { UpdateBroadcastDto } from '../../api/generated/model';
import { useRefreshAfter } from '../../api/query-refresh';
import { useAuth } from '../../auth/auth-context';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import { useToast } from '../../ui/toast/toast-context';
import { PublishVersionDialog } from './PublishVersionDialog';
import { ownProducts } from './update-form';
import { pollInterval, PUBLISH_PARAM } from './update-progress';
import { type UpdateAction, UpdateBroadcastCard } from './UpdateBroadcastCard';
import { UpdateFailuresDialog } from './UpdateFailuresDialog';

const SKELETON_CARDS = 3;

const DONE: Record<UpdateAction, { title: string; failure: string }> = {
  pause: { title: 'Update paused', failure: 'Failed to pause the update' },
  resume: { title: 'Update resumed', failure: 'Failed to resume the update' },
  cancel: { title: 'Update cancelled', failure: 'Failed to cancel the update' },
};

interface PublishState {
  open: boolean;
  productId: number | null;
  /** Changes on every opening, so the form starts afresh. */
  session: number;
}

/** `/updates`: the merchant's updates with live progress, and publishing a new version of a product. */
export function UpdatesPage() {
  const broadcasts = useGetUpdateBroadcasts({ query: { refetchInterval: (query) => pollInterval(query.state.data) } });
  const products = useGetProducts();
  const vendors = useGetVendors();
  const { user } = useAuth();
  const mine = useMemo(() => ownProducts(products.data ?? [], vendors.data ?? [], user?.id), [products.data, vendors.data, user?.id]);
  const [publish, setPublish] = useState<PublishState>({ open: false, productId: null, session: 0 });
  const [searchParams, setSearchParams] = useSearchParams();
  const [busy, setBusy] = useState<{ id: number; action: UpdateAction } | null>(null);
  const [toCancel, setToCancel] = useState<UpdateBroadcastDto | null>(null);
  // Kept after the dialog closes, so its text does not change while it fades out.
  const [lastToCancel, setLastToCancel] = useState<UpdateBroadcastDto | null>(null);
  const [failuresOf, setFailuresOf] = useState<{ open: boolean; broadcast: UpdateBroadcastDto | null }>({ open: false, broadcast: null });
  const pause = usePauseUpdateBroadcast();
  const resume = useResumeUpdateBroadcast();
  const cancel = useCancelUpdateBroadcast();
  const invalidate = useRefreshAfter('/api/update-broadcasts');
  const { toast } = useToast();

  // /updates?publish=<product id> (the Products page's row action) opens the dialog for that product.
  useEffect(() => {
    const requested = searchParams.get(PUBLISH_PARAM);
    if (requested === null) return;
    const productId = /^\d+$/.test(requested) ? Number(requested) : null;
    // The request comes from the address (another page's link), read once and cleared: state set from outside React.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setPublish((current) => ({ open: true, productId, session: current.session + 1 }));
    setSearchParams(
      (params) => {
        params.delete(PUBLISH_PARAM);
        return params;
      },
      { replace: true },
    );
  }, [searchParams, setSearchParams]);

  const openPublish = () => setPublish((current) => ({ open: true, productId: null, session: current.session + 1 }));

  const act = (broadcast: UpdateBroadcastDto, action: UpdateAction) => {
    if (action === 'cancel') {
      setToCancel(broadcast);
      setLastToCancel(broadcast);
      return;
    }
    run(broadcast, action);
  };

  const run = (broadcast: UpdateBroadcastDto, action: UpdateAction) => {
    const mutation = action === 'pause' ? pause : action === 'resume' ? resume : cancel;
    setBusy({ id: broadcast.id, action });
    mutation.mutate(
      { id: broadcast.id },
      {
        onSuccess: async () => {
          await invalidate();
          toast({ variant: 'success', title: 'Success', description: `${DONE[action].title}: ${broadcast.productName} ${broadcast.version}` });
        },
        onError: (error) =>
          toast({
            title: 'Error',
            description: error instanceof ApiError ? `${DONE[action].failure}: ${error.message}` : DONE[action].failure,
            variant: 'destructive',
          }),
        onSettled: () => {
          setBusy(null);
          setToCancel(null);
        },
      },
    );
  };

  const publishButton = (
    <Button variant="contained" startIcon={<Add />} onClick={openPublish}>
      Publish new version
    </Button>
  );

  let content;
  if (broadcasts.isError) {
    content = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void broadcasts.refetch()}>
            Retry
          </Button>
        }
      >
        {broadcasts.error.message}
      </Alert>
    );
  } else if (broadcasts.isPending) {
    content = (
      <Stack spacing={2} aria-busy="true" aria-label="Loading updates">
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={150} />
        ))}
      </Stack>
    );
  } else if (broadcasts.data.length === 0) {
    content = (
      <EmptyState
        icon={<SystemUpdateAltOutlined />}
        title="No updates yet"
        description="Publish a new version of a product to send it to everyone who bought it"
        action={publishButton}
      />
    );
  } else {
    content = (
      <Stack spacing={2}>
        {broadcasts.data.map((broadcast) => (
          <UpdateBroadcastCard
            key={broadcast.id}
            broadcast={broadcast}
            busy={busy?.id === broadcast.id ? busy.action : null}
            onAction={act}
            onShowFailures={(shown) => setFailuresOf({ open: true, broadcast: shown })}
          />
        ))}
      </Stack>
    );
  }

  return (
    <>
      <PageHeader title="Updates" subtitle="Send a new version of a product to everyone who bought it" actions={publishButton} />
      {content}
      <PublishVersionDialog
        key={publish.session}
        open={publish.open}
        products={mine}
        productId={publish.productId}
        onClose={() => setPublish((current) => ({ ...current, open: false }))}
      />
      <UpdateFailuresDialog open={failuresOf.open} broadcast={failuresOf.broadcast} onClose={() => setFailuresOf((current) => ({ ...current, open: false }))} />
      <ConfirmDialog
        open={toCancel !== null}
        title="Cancel this update?"
        description={`${lastToCancel?.productName ?? ''} ${lastToCancel?.version ?? ''} will not be sent to the buyers still waiting. Deliveries already with a box still go out. This cannot be undone.`}
        confirmLabel="Cancel update"
        pendingLabel="Cancelling..."
        pending={cancel.isPending}
        destructive
        onConfirm={() => toCancel && run(toCancel, 'cancel')}
        onCancel={() => setToCancel(null)}
      />
    </>
  );
}
