import { useDeleteVendor, useRotateVendorKey } from '../../api/generated/endpoints/vendors/vendors';
import type { VendorDeletionDto, VendorDto } from '../../api/generated/model';
import { useRefreshAfter } from '../../api/query-refresh';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { type MutationCallbacks, useConfirmedActions } from '../../ui/use-confirmed-actions';

export type VendorAction = { kind: 'delete' | 'rotate-key'; vendor: VendorDto };

export interface VendorActionDialogsProps {
  action: VendorAction | null;
  onDone: () => void;
}

/** Confirmation, call and toast for deleting a vendor or rotating its LSL key. */
export function VendorActionDialogs({ action, onDone }: VendorActionDialogsProps) {
  const invalidateVendors = useRefreshAfter('/api/vendors');
  const deleteVendor = useDeleteVendor();
  const rotateKey = useRotateVendorKey();
  const { subject, run } = useConfirmedActions(action, onDone);
  const vendor = subject?.vendor;

  const confirmDelete = () => {
    if (!vendor) return;
    run((callbacks: MutationCallbacks<VendorDeletionDto>) => deleteVendor.mutate({ id: vendor.id }, callbacks), {
      refresh: invalidateVendors,
      // The API says whether the vendor was deleted or, having sales, deactivated instead.
      success: (result) => ({ title: result.deactivated ? 'Vendor deactivated' : 'Vendor deleted', description: result.message }),
      failure: 'Failed to delete vendor',
    });
  };

  const confirmRotate = () => {
    if (!vendor) return;
    run((callbacks) => rotateKey.mutate({ id: vendor.id }, callbacks), {
      refresh: invalidateVendors,
      success: () => ({ title: 'Success', description: 'LSL key rotated. Put the new key in the vendor script in-world.' }),
      failure: 'Failed to rotate LSL key',
    });
  };

  return (
    <>
      <ConfirmDialog
        open={action?.kind === 'delete'}
        title="Delete vendor?"
        description={`"${vendor?.name ?? ''}" and its products will be deleted. A vendor with sales is deactivated instead, so its transactions keep their history.`}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={deleteVendor.isPending}
        destructive
        onConfirm={confirmDelete}
        onCancel={onDone}
      />
      <ConfirmDialog
        open={action?.kind === 'rotate-key'}
        title="Rotate LSL key?"
        description={`The current key of "${vendor?.name ?? ''}" stops working at once: in-world scripts using it are refused until you put the new key in them.`}
        confirmLabel="Rotate Key"
        pendingLabel="Rotating..."
        pending={rotateKey.isPending}
        onConfirm={confirmRotate}
        onCancel={onDone}
      />
    </>
  );
}
