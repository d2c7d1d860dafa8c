import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '../../api/api-error';
import { useCreateProduct, useUpdateProduct } from '../../api/generated/endpoints/products/products';
import type { ProductDto, VendorDto } from '../../api/generated/model';
import { useToast } from '../../ui/toast/toast-context';
import { productFieldErrors, productFormValues, toProductInput, type ProductFormErrors, type ProductFormValues } from './product-form';
import { useInvalidateProductQueries } from './product-queries';

export interface ProductFormDialogProps {
  open: boolean;
  /** The product to edit; without one the dialog creates a product. */
  product: ProductDto | null;
  /** The vendors the product can be sold by. */
  vendors: readonly VendorDto[];
  onClose: () => void;
}

/** Create and edit share this form; give it a new `key` on each opening so it starts from the product's values. */
export function ProductFormDialog({ open, product, vendors, onClose }: ProductFormDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm">
      <ProductForm titleId={titleId} product={product} vendors={vendors} onClose={onClose} />
    </Dialog>
  );
}

interface ProductFormProps {
  titleId: string;
  product: ProductDto | null;
  vendors: readonly VendorDto[];
  onClose: () => void;
}

function ProductForm({ titleId, product, vendors, onClose }: ProductFormProps) {
  const editing = product !== null;
  const [values, setValues] = useState<ProductFormValues>(() => productFormValues(product, vendors));
  const [errors, setErrors] = useState<ProductFormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const { toast } = useToast();
  const invalidateProducts = useInvalidateProductQueries();
  const createProduct = useCreateProduct();
  const updateProduct = useUpdateProduct();
  const pending = createProduct.isPending || updateProduct.isPending;

  const change = <Field extends keyof ProductFormValues>(field: Field, value: ProductFormValues[Field]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const succeed = async (description: string) => {
    await invalidateProducts();
    toast({ title: 'Success', description });
    onClose();
  };

  const fail = (error: unknown, description: string) => {
    const fieldErrors = productFieldErrors(error);
    setErrors(fieldErrors);
    // Field messages sit beside their fields; anything else is said above the form.
    setFormError(Object.keys(fieldErrors).length > 0 ? null : error instanceof ApiError ? error.message : description);
    toast({ title: 'Error', description, variant: 'destructive' });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setFormError(null);
    const data = toProductInput(values);
    if (product) {
      updateProduct.mutate(
        { id: product.id, data },
        { onSuccess: () => succeed('Product updated successfully'), onError: (error) => fail(error, 'Failed to update product') },
      );
    } else {
      createProduct.mutate(
        { data },
        { onSuccess: () => succeed('Product created successfully'), onError: (error) => fail(error, 'Failed to create product') },
      );
    }
  };

  const submitLabel = editing ? (pending ? 'Saving...' : 'Save Changes') : pending ? 'Creating...' : 'Create Product';

  return (
    <form onSubmit={submit} noValidate>
      <DialogTitle id={titleId}>{editing ? 'Edit Product' : 'Add Product'}</DialogTitle>
      <DialogContent>
        <DialogContentText>{editing ? "Change this product's details, price and status" : 'Add a product that one of your vendors sells in-world'}</DialogContentText>
        {formError ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {formError}
          </Alert>
        ) : null}
        <TextField
          label="Product Name"
          name="name"
          value={values.name}
          onChange={(event) => change('name', event.target.value)}
          error={errors.name !== undefined}
          helperText={errors.name}
          placeholder="e.g. Summer Dress"
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
          placeholder="What the buyer gets"
          multiline
          minRows={2}
        />
        <TextField
          select
          label="Vendor"
          name="vendorId"
          value={values.vendorId}
          onChange={(event) => change('vendorId', Number(event.target.value))}
          error={errors.vendorId !== undefined}
          helperText={errors.vendorId ?? 'The vendor that sells this product'}
          required
        >
          {vendors.map((vendor) => (
            <MenuItem key={vendor.id} value={vendor.id}>
              {vendor.name} (Vendor #{vendor.id})
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Price"
          name="price"
          type="number"
          value={values.price}
          onChange={(event) => change('price', event.target.value)}
          error={errors.price !== undefined}
          helperText={errors.price ?? 'Whole L$'}
          required
          slotProps={{
            input: { startAdornment: <InputAdornment position="start">L$</InputAdornment> },
            htmlInput: { min: 1, step: 1, inputMode: 'numeric' },
          }}
        />
        <TextField
          label="SL Item ID"
          name="slItemId"
          value={values.slItemId}
          onChange={(event) => change('slItemId', event.target.value)}
          error={errors.slItemId !== undefined}
          helperText={errors.slItemId ?? "The item's name in the vendor object's inventory"}
          placeholder="e.g. Summer Dress (boxed)"
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
