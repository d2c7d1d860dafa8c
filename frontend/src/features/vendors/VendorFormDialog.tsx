import Dialog from '@mui/material/Dialog';
import { useId } from 'react';

import { useCreateVendor, useUpdateVendor } from '../../api/generated/endpoints/vendors/vendors';
import type { VendorDto } from '../../api/generated/model';
import { useRefreshAfter } from '../../api/query-refresh';
import { ActiveSwitchField } from '../../ui/ActiveSwitchField';
import { EntityFormFrame } from '../../ui/EntityFormFrame';
import { FormTextField } from '../../ui/FormTextField';
import { useEntityForm } from '../../ui/use-entity-form';
import { fieldErrorsFromApi, toVendorInput, validateVendorForm, vendorFormValues } from './vendor-form';

export interface VendorFormDialogProps {
  open: boolean;
  /** The vendor to edit; without one the dialog creates a vendor. */
  vendor?: VendorDto | null;
  onClose: () => void;
}

/** Create and edit share this form; the dialog's content remounts on each opening, so it starts from the vendor's values. */
export function VendorFormDialog({ open, vendor, onClose }: VendorFormDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm">
      <VendorForm key={vendor?.id ?? 'new'} titleId={titleId} vendor={vendor ?? null} onClose={onClose} />
    </Dialog>
  );
}

interface VendorFormProps {
  titleId: string;
  vendor: VendorDto | null;
  onClose: () => void;
}

function VendorForm({ titleId, vendor, onClose }: VendorFormProps) {
  const form = useEntityForm({
    editingId: vendor?.id ?? null,
    initialValues: () => vendorFormValues(vendor),
    toInput: toVendorInput,
    validate: validateVendorForm,
    fieldErrorsOf: fieldErrorsFromApi,
    create: useCreateVendor(),
    update: useUpdateVendor(),
    invalidate: useRefreshAfter('/api/vendors'),
    messages: {
      created: 'Vendor created successfully',
      updated: 'Vendor updated successfully',
      createFailed: 'Failed to create vendor',
      updateFailed: 'Failed to update vendor',
    },
    onClose,
  });
  const { editing } = form;

  return (
    <EntityFormFrame
      titleId={titleId}
      title={editing ? 'Edit Vendor' : 'Create New Vendor'}
      description={editing ? "Change this vendor's details and status" : 'Set up a new vendor location for your products'}
      createLabel="Create Vendor"
      form={form}
      onCancel={onClose}
    >
      <FormTextField form={form} name="name" label="Vendor Name" placeholder="e.g. Main Store" required autoFocus />
      <FormTextField form={form} name="description" label="Description" placeholder="What this vendor sells" multiline minRows={2} />
      <FormTextField form={form} name="slLocation" label="Second-world location" hint="Region and coordinates, e.g. Isle of Avalon (128, 64, 22)" />
      <ActiveSwitchField form={form} />
    </EntityFormFrame>
  );
}
