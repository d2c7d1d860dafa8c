import Dialog from '@mui/material/Dialog';
import TextField from '@mui/material/TextField';
import { useId } from 'react';

import { useCreateVendor, useUpdateVendor } from '../../api/generated/endpoints/vendors/vendors';
import type { VendorDto } from '../../api/generated/model';
import { useRefreshAfter } from '../../api/query-refresh';
import { ActiveSwitchField } from '../../ui/ActiveSwitchField';
import { EntityFormFrame } from '../../ui/EntityFormFrame';
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
  const { editing, values, errors, change } = form;

  return (
    <EntityFormFrame
      titleId={titleId}
      title={editing ? 'Edit Vendor' : 'Create New Vendor'}
      description={editing ? "Change this vendor's details and status" : 'Set up a new vendor location for your products'}
      createLabel="Create Vendor"
      form={form}
      onCancel={onClose}
    >
      <TextField
        label="Vendor Name"
        name="name"
        value={values.name}
        onChange={(event) => change('name', event.target.value)}
        error={errors.name !== undefined}
        helperText={errors.name}
        placeholder="e.g. Main Store"
        required
        autoFocus
      />
      <TextField
        label="Description"
        name="description"
        value={values.description}
        onChange={(event) => change('description', event.target.value)}
        error={errors.description !== undefined}
        helperText={errors.description}
        placeholder="What this vendor sells"
        multiline
        minRows={2}
      />
      <TextField
        label="Second-world location"
        name="slLocation"
        value={values.slLocation}
        onChange={(event) => change('slLocation', event.target.value)}
        error={errors.slLocation !== undefined}
        helperText={errors.slLocation ?? 'Region and coordinates, e.g. Isle of Avalon (128, 64, 22)'}
      />
      <ActiveSwitchField checked={values.isActive} error={errors.isActive} onChange={(checked) => change('isActive', checked)} />
    </EntityFormFrame>
  );
}
