import Dialog from '@mui/material/Dialog';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useId } from 'react';

import { useCreateProduct, useUpdateProduct } from '../../api/generated/endpoints/products/products';
import type { ProductDto, VendorDto } from '../../api/generated/model';
import { useRefreshAfter } from '../../api/query-refresh';
import { ActiveSwitchField } from '../../ui/ActiveSwitchField';
import { EntityFormFrame } from '../../ui/EntityFormFrame';
import { FormTextField } from '../../ui/FormTextField';
import { useEntityForm } from '../../ui/use-entity-form';
import { productFieldErrors, productFormValues, toProductInput, typedTextureKey } from './product-form';
import { ProductPicture } from './ProductPicture';

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
  const { editing } = form;

  return (
    <EntityFormFrame
      titleId={titleId}
      title={editing ? 'Edit Product' : 'Add Product'}
      description={editing ? "Change this product's details, price and status" : 'Add a product that one of your vendors sells in-world'}
      createLabel="Create Product"
      form={form}
      onCancel={onClose}
    >
      <FormTextField form={form} name="name" label="Product Name" placeholder="e.g. Summer Dress" required autoFocus />
      <FormTextField form={form} name="description" label="Description" placeholder="What the buyer gets" multiline minRows={2} />
      <FormTextField form={form} name="vendorId" parse={Number} select label="Vendor" hint="The vendor that sells this product" required>
        {vendors.map((vendor) => (
          <MenuItem key={vendor.id} value={vendor.id}>
            {vendor.name} (Vendor #{vendor.id})
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField
        form={form}
        name="price"
        label="Price"
        type="number"
        hint="Whole L$"
        required
        slotProps={{
          input: { startAdornment: <InputAdornment position="start">L$</InputAdornment> },
          htmlInput: { min: 1, step: 1, inputMode: 'numeric' },
        }}
      />
      <FormTextField
        form={form}
        name="itemName"
        label="Item name"
        hint="The exact name of the item the vendor gives, in its inventory; empty: the product's name"
        placeholder="e.g. Summer Dress (boxed)"
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <FormTextField
          form={form}
          name="textureKey"
          label="Texture key"
          hint="The UUID of the product's picture in Second Life (Copy Asset UUID on the texture); empty: no picture"
          placeholder="e.g. 89556747-24cb-43ed-920b-47caed15465f"
          fullWidth
        />
        <ProductPicture textureKey={typedTextureKey(form.values.textureKey)} name={form.values.name} size="preview" />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField form={form} name="demoItemName" label="Demo item name" hint="Given free to try it; empty: no demo" fullWidth />
        <FormTextField
          form={form}
          name="displayOrder"
          label="Display order"
          type="number"
          hint={editing ? 'Its place on the vendor: lowest first' : "Lowest first; empty: after the vendor's others"}
          slotProps={{ htmlInput: { min: 0, step: 1, inputMode: 'numeric' } }}
          fullWidth
        />
      </Stack>
      <FormTextField
        form={form}
        name="marketplaceItemId"
        label="Marketplace item ID"
        hint="The number at the end of the product's SL Marketplace address: its Marketplace sales are recorded as this product"
        placeholder="e.g. 1234567"
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <FormTextField
        form={form}
        name="giftCardValue"
        label="Gift card value (L$)"
        type="number"
        hint="Empty for an ordinary product; each sale issues a gift card of this value"
        slotProps={{ htmlInput: { min: 1, step: 1, inputMode: 'numeric' } }}
      />
      {STOCK_ROWS.map((row) => (
        <Stack key={row[0].name} direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {row.map((field) => (
            <FormTextField
              key={field.name}
              form={form}
              name={field.name}
              label={field.label}
              type={field.type}
              hint={field.help}
              slotProps={field.type === 'number' ? { htmlInput: { min: 0, step: 1, inputMode: 'numeric' } } : { inputLabel: { shrink: true } }}
              fullWidth
            />
          ))}
        </Stack>
      ))}
      <ActiveSwitchField form={form} />
    </EntityFormFrame>
  );
}
