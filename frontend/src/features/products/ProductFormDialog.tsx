import Dialog from '@mui/material/Dialog';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId } from 'react';

import { useCreateProduct, useUpdateProduct } from '../../api/generated/endpoints/products/products';
import type { ProductDto, VendorDto } from '../../api/generated/model';
import { useRefreshAfter } from '../../api/query-refresh';
import { ActiveSwitchField } from '../../ui/ActiveSwitchField';
import { EntityFormFrame } from '../../ui/EntityFormFrame';
import { useEntityForm } from '../../ui/use-entity-form';
import { productFieldErrors, productFormValues, toProductInput } from './product-form';

/** Stock and availability, two fields a row; blank means unlimited or open. */
const STOCK_ROWS: {
  name: 'stock' | 'lowStockThreshold' | 'availableFrom' | 'availableUntil';
  label: string;
  type: 'number' | 'datetime-local';
  help: string;
}[][] = [
  [
    { name: 'stock', label: 'Stock', type: 'number', help: 'Units left to sell; empty for unlimited' },
    { name: 'lowStockThreshold', label: 'Low-stock threshold', type: 'number', help: 'Warn when stock is at or below this' },
  ],
  [
    { name: 'availableFrom', label: 'Available from', type: 'datetime-local', help: 'SLT; empty: on sale now' },
    { name: 'availableUntil', label: 'Available until', type: 'datetime-local', help: 'SLT; empty: no end' },
  ],
];

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
  const form = useEntityForm({
    editingId: product?.id ?? null,
    initialValues: () => productFormValues(product, vendors),
    toInput: toProductInput,
    fieldErrorsOf: productFieldErrors,
    create: useCreateProduct(),
    update: useUpdateProduct(),
    invalidate: useRefreshAfter('/api/products'),
    messages: {
      created: 'Product created successfully',
      updated: 'Product updated successfully',
      createFailed: 'Failed to create product',
      updateFailed: 'Failed to update product',
    },
    onClose,
  });
  const { editing, values, errors, change } = form;

  return (
    <EntityFormFrame
      titleId={titleId}
      title={editing ? 'Edit Product' : 'Add Product'}
      description={editing ? "Change this product's details, price and status" : 'Add a product that one of your vendors sells in-world'}
      createLabel="Create Product"
      form={form}
      onCancel={onClose}
    >
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
      <TextField
        label="Marketplace item ID"
        name="marketplaceItemId"
        value={values.marketplaceItemId}
        onChange={(event) => change('marketplaceItemId', event.target.value)}
        error={errors.marketplaceItemId !== undefined}
        helperText={
          errors.marketplaceItemId ?? "The number at the end of the product's SL Marketplace address: its Marketplace sales are recorded as this product"
        }
        placeholder="e.g. 1234567"
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <TextField
        label="Gift card value (L$)"
        name="giftCardValue"
        type="number"
        value={values.giftCardValue}
        onChange={(event) => change('giftCardValue', event.target.value)}
        error={errors.giftCardValue !== undefined}
        helperText={errors.giftCardValue ?? 'Empty for an ordinary product; each sale issues a gift card of this value'}
        slotProps={{ htmlInput: { min: 1, step: 1, inputMode: 'numeric' } }}
      />
      {STOCK_ROWS.map((row) => (
        <Stack key={row[0].name} direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {row.map((field) => (
            <TextField
              key={field.name}
              label={field.label}
              name={field.name}
              type={field.type}
              value={values[field.name]}
              onChange={(event) => change(field.name, event.target.value)}
              error={errors[field.name] !== undefined}
              helperText={errors[field.name] ?? field.help}
              slotProps={field.type === 'number' ? { htmlInput: { min: 0, step: 1, inputMode: 'numeric' } } : { inputLabel: { shrink: true } }}
              fullWidth
            />
          ))}
        </Stack>
      ))}
      <ActiveSwitchField checked={values.isActive} error={errors.isActive} onChange={(checked) => change('isActive', checked)} />
    </EntityFormFrame>
  );
}
