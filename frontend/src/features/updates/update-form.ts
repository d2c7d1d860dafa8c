import type { ProductDto, PublishProductVersionDto, VendorDto } from '../../api/generated/model';
import type { FormErrors } from '../../ui/use-form-fields';
import { apiFieldErrors } from '../settings/form-errors';

export interface PublishVersionValues {
  /** The product's id as the select holds it; '' before one is chosen. */
  productId: string;
  version: string;
  itemName: string;
  broadcast: boolean;
}

export type PublishVersionErrors = FormErrors<PublishVersionValues>;

// The API's limits and messages (backend/src/update-broadcasts/dto/update-broadcast.dto.ts), checked here before sending.
export const VERSION_MAX = 50;
export const ITEM_NAME_MAX = 255;
const ITEM_NAME_REQUIRED = 'Item name is required: the new item as it is named in your delivery boxes';
const ONE_LINE = /^\P{Cc}*$/u;

export function initialPublishValues(productId: number | null): PublishVersionValues {
  return { productId: productId === null ? '' : String(productId), version: '', itemName: '', broadcast: true };
}

export function validatePublishVersion(values: PublishVersionValues): PublishVersionErrors {
  const errors: PublishVersionErrors = {};
  if (values.productId === '') errors.productId = 'Choose the product';
  const version = values.version.trim();
  if (version === '') errors.version = 'Version is required';
  else if (version.length > VERSION_MAX) errors.version = `Version must be at most ${VERSION_MAX} characters`;
  else if (!ONE_LINE.test(version)) errors.version = 'Version must be on one line';
  const itemName = values.itemName.trim();
  if (itemName === '') errors.itemName = ITEM_NAME_REQUIRED;
  else if (itemName.length > ITEM_NAME_MAX) errors.itemName = `Item name must be at most ${ITEM_NAME_MAX} characters`;
  else if (!ONE_LINE.test(itemName)) errors.itemName = 'Item name must be on one line';
  return errors;
}

export function toPublishInput(values: PublishVersionValues): PublishProductVersionDto {
  return { version: values.version.trim(), itemName: values.itemName.trim(), broadcast: values.broadcast };
}

export function publishFieldErrors(error: unknown): PublishVersionErrors {
  return apiFieldErrors(error, ['version', 'itemName'] as const);
}

/**
 * The products a user may publish versions of: those of their own vendors (an admin's product list holds every
 * merchant's, but an update is sent by the owner's boxes), by name.
 */
export function ownProducts(products: readonly ProductDto[], vendors: readonly VendorDto[], userId: string | undefined): ProductDto[] {
  const own = new Set(vendors.filter((vendor) => vendor.ownerId === userId).map((vendor) => vendor.id));
  return products.filter((product) => own.has(product.vendorId)).sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
}

/** The item the boxes give for a product now: its item name, else its name. */
export function currentItem(product: Pick<ProductDto, 'slItemId' | 'name'>): string {
  return product.slItemId && product.slItemId.trim() !== '' ? product.slItemId : product.name;
}
