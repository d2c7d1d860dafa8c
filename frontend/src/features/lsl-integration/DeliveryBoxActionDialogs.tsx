import { useDeleteDeliveryBox, useRotateDeliveryBoxKey } from '../../api/generated/endpoints/delivery-boxes/delivery-boxes';
import type { DeliveryBoxDto } from '../../api/generated/model';
import { useRefreshAfter } from '../../api/query-refresh';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useConfirmedActions } from '../../ui/use-confirmed-actions';

export type DeliveryBoxAction = { kind: 'delete' | 'rotate-key'; box: DeliveryBoxDto };

export interface DeliveryBoxActionDialogsProps {
  action: DeliveryBoxAction | null;
  onDone: () => void;
}

/** Confirmation, call and toast for deleting a delivery box or rotating its key. */
export function DeliveryBoxActionDialogs({ action, onDone }: DeliveryBoxActionDialogsProps) {
  const invalidate = useRefreshAfter('/api/delivery-boxes');
  const deleteBox = useDeleteDeliveryBox();
  const rotateKey = useRotateDeliveryBoxKey();
  const { subject, run } = useConfirmedActions(action, onDone);
  const box = subject?.box;

  const confirmDelete = () => {
    if (!box) return;
    run((callbacks) => deleteBox.mutate({ id: box.id }, callbacks), {
      refresh: invalidate,
      success: () => ({ title: 'Delivery box deleted', description: `"${box.name}" was deleted. The requests it held go to your other boxes.` }),
      failure: 'Failed to delete delivery box',
    });
  };

  const confirmRotate = () => {
    if (!box) return;
    run((callbacks) => rotateKey.mutate({ id: box.id }, callbacks), {
      refresh: invalidate,
      success: () => ({ title: 'Success', description: 'Box key rotated. Put the new key in the delivery box script in-world.' }),
      failure: 'Failed to rotate box key',
    });
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
