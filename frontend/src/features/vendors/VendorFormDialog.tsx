import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '../../api/api-error';
import { useCreateVendor, useUpdateVendor } from '../../api/generated/endpoints/vendors/vendors';
import type { VendorDto } from '../../api/generated/model';
import { useToast } from '../../ui/toast/toast-context';
import {
  fieldErrorsFromApi,
  toVendorInput,
  validateVendorForm,
  vendorFormValues,
  type VendorFormErrors,
  type VendorFormValues,
} from './vendor-form';
import { useInvalidateVendorQueries } from './vendor-queries';

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
  const editing = vendor !== null;
  const [values, setValues] = useState<VendorFormValues>(() => vendorFormValues(vendor));
  const [errors, setErrors] = useState<VendorFormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const { toast } = useToast();
  const invalidateVendors = useInvalidateVendorQueries();
  const createVendor = useCreateVendor();
  const updateVendor = useUpdateVendor();
  const pending = createVendor.isPending || updateVendor.isPending;

  const change = <Field extends keyof VendorFormValues>(field: Field, value: VendorFormValues[Field]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const succeed = async (description: string) => {
    await invalidateVendors();
    toast({ title: 'Success', description });
    onClose();
  };

  const fail = (error: unknown, description: string) => {
    const fieldErrors = fieldErrorsFromApi(error);
    setErrors(fieldErrors);
    // Field messages sit beside their fields; anything else is said above the form.
    setFormError(Object.keys(fieldErrors).length > 0 ? null : error instanceof ApiError ? error.message : description);
    toast({ title: 'Error', description, variant: 'destructive' });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateVendorForm(values);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    const data = toVendorInput(values);
    if (vendor) {
      updateVendor.mutate(
        { id: vendor.id, data },
        { onSuccess: () => succeed('Vendor updated successfully'), onError: (error) => fail(error, 'Failed to update vendor') },
      );
    } else {
      createVendor.mutate(
        { data },
        { onSuccess: () => succeed('Vendor created successfully'), onError: (error) => fail(error, 'Failed to create vendor') },
      );
    }
  };

  const submitLabel = editing ? (pending ? 'Saving...' : 'Save Changes') : pending ? 'Creating...' : 'Create Vendor';

  return (
    <form onSubmit={submit} noValidate>
      <DialogTitle id={titleId}>{editing ? 'Edit Vendor' : 'Create New Vendor'}</DialogTitle>
      <DialogContent>
        <DialogContentText>{editing ? "Change this vendor's details and status" : 'Set up a new vendor location for your products'}</DialogContentText>
        {formError ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {formError}
          </Alert>
        ) : null}
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
        <FormControlLabel
          sx={{ mt: 1 }}
          control={<Switch name="isActive" checked={values.isActive} onChange={(event) => change('isActive', event.target.checked)} />}
          label="Active"
        />
        {errors.isActive ? (
          <Alert severity="error" sx={{ mt: 1 }}>
            {errors.isActive}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3 }}>
        <Button onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={pending}>
          {submitLabel}
        </Button>
      </DialogActions>
    </form>
  );
}
