import { useState } from 'react';
import { ApiError } from '../../api/api-error';
import { useDeleteVendor, useRotateVendorKey } from '../../api/generated/endpoints/vendors/vendors';
import type { VendorDto } from '../../api/generated/model';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useToast } from '../../ui/toast/toast-context';
import { useInvalidateVendorQueries } from './vendor-queries';

export type VendorAction = { kind: 'delete' | 'rotate-key'; vendor: VendorDto };

export interface VendorActionDialogsProps {
  action: VendorAction | null;
  onDone: () => void;
}

/** Confirmation, call and toast for deleting a vendor or rotating its LSL key. */
export function VendorActionDialogs({ action, onDone }: VendorActionDialogsProps) {
  const { toast } = useToast();
  const invalidateVendors = useInvalidateVendorQueries();
  const deleteVendor = useDeleteVendor();
  const rotateKey = useRotateVendorKey();
  // The last vendor stays named while a dialog fades out.
  const [shown, setShown] = useState<VendorAction | null>(action);
  if (action !== null && action !== shown) setShown(action);
  const vendor = (action ?? shown)?.vendor;

  const fail = (error: unknown, description: string) => {
    toast({ title: 'Error', description: error instanceof ApiError ? `${description}: ${error.message}` : description, variant: 'destructive' });
    onDone();
  };

  const confirmDelete = () => {
    if (!vendor) return;
    deleteVendor.mutate(
      { id: vendor.id },
      {
        onSuccess: async (result) => {
          await invalidateVendors();
          // The API says whether the vendor was deleted or, having sales, deactivated instead.
          toast({ title: result.deactivated ? 'Vendor deactivated' : 'Vendor deleted', description: result.message });
          onDone();
        },
        onError: (error) => fail(error, 'Failed to delete vendor'),
      },
    );
  };

  const confirmRotate = () => {
    if (!vendor) return;
    rotateKey.mutate(
      { id: vendor.id },
      {
        onSuccess: async () => {
          await invalidateVendors();
          toast({ title: 'Success', description: 'LSL key rotated. Put the new key in the vendor script in-world.' });
          onDone();
        },
        onError: (error) => fail(error, 'Failed to rotate LSL key'),
      },
    );
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
