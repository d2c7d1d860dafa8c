import PauseCircleOutlined from '@mui/icons-material/PauseCircleOutlined';
import PlayCircleOutlined from '@mui/icons-material/PlayCircleOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';

import { usePauseAllVendors, useResumeAllVendors } from '../../api/generated/endpoints/vendors/vendors';
import type { VendorDto, VendorsPausedDto, VendorsResumedDto } from '../../api/generated/model';
import { useRefreshAfter } from '../../api/query-refresh';
import { useAuth } from '../../auth/auth-context';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { type MutationCallbacks, useConfirmedActions } from '../../ui/use-confirmed-actions';
import { pauseChoices, pausedToast, resumedToast, vendorCount } from './vendor-pause';

type PauseAction = 'pause' | 'resume';

export interface PauseAllVendorsProps {
  /** The vendors on the page; the buttons act on the signed-in user's own among them. */
  vendors: readonly VendorDto[];
}

/** The panic switch: Pause all vendors / Resume all vendors, each after a confirmation, with a toast. */
export function PauseAllVendors({ vendors }: PauseAllVendorsProps) {
  const { user } = useAuth();
  const choices = pauseChoices(vendors, user?.id);
  const [action, setAction] = useState<PauseAction | null>(null);
  const { run } = useConfirmedActions(action, () => setAction(null));
  const invalidateVendors = useRefreshAfter('/api/vendors');
  const pauseAll = usePauseAllVendors();
  const resumeAll = useResumeAllVendors();

  if (choices.own === 0) return null;

  const confirmPause = () =>
    run((callbacks: MutationCallbacks<VendorsPausedDto>) => pauseAll.mutate(undefined, callbacks), {
      refresh: invalidateVendors,
      success: (result) => pausedToast(result.paused),
      failure: 'Failed to pause vendors',
    });
  const confirmResume = () =>
    run((callbacks: MutationCallbacks<VendorsResumedDto>) => resumeAll.mutate(undefined, callbacks), {
      refresh: invalidateVendors,
      success: (result) => resumedToast(result.resumed),
      failure: 'Failed to resume vendors',
    });

  const yours = choices.own === 1 ? 'Your vendor stops' : `All ${vendorCount(choices.own)} of yours stop`;
  return (
    <>
      {choices.canResume ? (
        <Button variant="outlined" startIcon={<PlayCircleOutlined />} onClick={() => setAction('resume')}>
          Resume all vendors
        </Button>
      ) : null}
      {choices.canPause ? (
        <Button variant="outlined" color="warning" startIcon={<PauseCircleOutlined />} onClick={() => setAction('pause')}>
          Pause all vendors
        </Button>
      ) : null}
      <ConfirmDialog
        open={action === 'pause'}
        title="Pause all vendors?"
        description={`${yours} selling at once: the platform refuses their sales, and each in-world vendor refunds payments and shows Paused from its next heartbeat (within 5 minutes). Resuming later leaves a vendor you switched off yourself switched off.`}
        confirmLabel="Pause All"
        pendingLabel="Pausing..."
        pending={pauseAll.isPending}
        destructive
        onConfirm={confirmPause}
        onCancel={() => setAction(null)}
      />
      <ConfirmDialog
        open={action === 'resume'}
        title="Resume all vendors?"
        description="Your paused vendors sell again; a vendor you switched off yourself stays off. In-world vendors take payments again from their next heartbeat (within 5 minutes)."
        confirmLabel="Resume All"
        pendingLabel="Resuming..."
        pending={resumeAll.isPending}
        onConfirm={confirmResume}
        onCancel={() => setAction(null)}
      />
    </>
  );
}
