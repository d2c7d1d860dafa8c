import { useState } from 'react';
import { ApiError } from '../../api/api-error';
import { useDeleteDeliveryBox, useRotateDeliveryBoxKey } from '../../api/generated/endpoints/delivery-boxes/delivery-boxes';
import type { DeliveryBoxDto } from '../../api/generated/model';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useToast } from '../../ui/toast/toast-context';
import { useInvalidateDeliveryBoxQueries } from './delivery-box-queries';

export type DeliveryBoxAction = { kind: 'delete' | 'rotate-key'; box: DeliveryBoxDto };

export interface DeliveryBoxActionDialogsProps {
  action: DeliveryBoxAction | null;
  onDone: () => void;
}

/** Confirmation, call and toast for deleting a delivery box or rotating its key. */
export function DeliveryBoxActionDialogs({ action, onDone }: DeliveryBoxActionDialogsProps) {
  const { toast } = useToast();
  const invalidate = useInvalidateDeliveryBoxQueries();
  const deleteBox = useDeleteDeliveryBox();
  const rotateKey = useRotateDeliveryBoxKey();
  // The last box stays named while a dialog fades out.
  const [shown, setShown] = useState<DeliveryBoxAction | null>(action);
  if (action !== null && action !== shown) setShown(action);
  const box = (action ?? shown)?.box;

  const fail = (error: unknown, description: string) => {
    toast({ title: 'Error', description: error instanceof ApiError ? `${description}: ${error.message}` : description, variant: 'destructive' });
    onDone();
  };

  const confirmDelete = () => {
    if (!box) return;
    deleteBox.mutate(
      { id: box.id },
      {
        onSuccess: async () => {
          await invalidate();
          toast({ title: 'Delivery box deleted', description: `"${box.name}" was deleted. The requests it held go to your other boxes.` });
          onDone();
        },
        onError: (error) => fail(error, 'Failed to delete delivery box'),
      },
    );
  };

  const confirmRotate = () => {
    if (!box) return;
    rotateKey.mutate(
      { id: box.id },
      {
        onSuccess: async () => {
          await invalidate();
          toast({ title: 'Success', description: 'Box key rotated. Put the new key in the delivery box script in-world.' });
          onDone();
        },
        onError: (error) => fail(error, 'Failed to rotate box key'),
      },
    );
  };

  return (
    <>
      <ConfirmDialog
        open={action?.kind === 'delete'}
        title="Delete delivery box?"
        description={`"${box?.name ?? ''}" will be deleted and its key stops working. The requests it held go back to the queue for your other boxes.`}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={deleteBox.isPending}
        destructive
        onConfirm={confirmDelete}
        onCancel={onDone}
      />
      <ConfirmDialog
        open={action?.kind === 'rotate-key'}
        title="Rotate box key?"
        description={`The current key of "${box?.name ?? ''}" stops working at once: the box is refused until you put the new key in its script.`}
        confirmLabel="Rotate Key"
        pendingLabel="Rotating..."
        pending={rotateKey.isPending}
        onConfirm={confirmRotate}
        onCancel={onDone}
      />
    </>
  );
}
