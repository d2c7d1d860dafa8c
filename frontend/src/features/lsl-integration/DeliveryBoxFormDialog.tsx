import Dialog from '@mui/material/Dialog';
import { useId } from 'react';

import { useCreateDeliveryBox, useUpdateDeliveryBox } from '../../api/generated/endpoints/delivery-boxes/delivery-boxes';
import type { DeliveryBoxDto } from '../../api/generated/model';
import { useRefreshAfter } from '../../api/query-refresh';
import { ActiveSwitchField } from '../../ui/ActiveSwitchField';
import { EntityFormFrame } from '../../ui/EntityFormFrame';
import { FormTextField } from '../../ui/FormTextField';
import { useEntityForm } from '../../ui/use-entity-form';
import { deliveryBoxFieldErrors, deliveryBoxFormValues, toDeliveryBoxInput, validateDeliveryBoxForm } from './delivery-box-form';

export interface DeliveryBoxFormDialogProps {
  open: boolean;
  /** The box to edit; without one the dialog creates a box. */
  box?: DeliveryBoxDto | null;
  onClose: () => void;
}

/** Create and edit share this form; the dialog's content remounts on each opening, so it starts from the box's values. */
export function DeliveryBoxFormDialog({ open, box, onClose }: DeliveryBoxFormDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm">
      <DeliveryBoxForm key={box?.id ?? 'new'} titleId={titleId} box={box ?? null} onClose={onClose} />
    </Dialog>
  );
}

interface DeliveryBoxFormProps {
  titleId: string;
  box: DeliveryBoxDto | null;
  onClose: () => void;
}

function DeliveryBoxForm({ titleId, box, onClose }: DeliveryBoxFormProps) {
  const form = useEntityForm({
    editingId: box?.id ?? null,
    initialValues: () => deliveryBoxFormValues(box),
    toInput: toDeliveryBoxInput,
    validate: validateDeliveryBoxForm,
    fieldErrorsOf: deliveryBoxFieldErrors,
    create: useCreateDeliveryBox(),
    update: useUpdateDeliveryBox(),
    invalidate: useRefreshAfter('/api/delivery-boxes'),
    messages: {
      created: 'Delivery box created successfully',
      updated: 'Delivery box updated successfully',
      createFailed: 'Failed to create delivery box',
      updateFailed: 'Failed to update delivery box',
    },
    onClose,
  });
  const { editing } = form;

  return (
    <EntityFormFrame
      titleId={titleId}
      title={editing ? 'Edit Delivery Box' : 'Add Delivery Box'}
      description={
        editing
          ? 'Rename the box or switch it off: a box switched off gets no deliveries, and what it held goes to your other boxes.'
          : 'The platform issues a box key for the delivery box script. Requests go to active boxes that are online and hold the item.'
      }
      createLabel="Create Box"
      form={form}
      onCancel={onClose}
    >
      <FormTextField form={form} name="name" label="Box Name" placeholder="e.g. Main Store Box" required autoFocus />
      <ActiveSwitchField form={form} />
    </EntityFormFrame>
  );
}
