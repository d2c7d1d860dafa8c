import { ApiError } from '../../api/api-error';
import type { CreateProductDto, ProductDto, VendorDto } from '../../api/generated/model';
import { fromDateTimeLocal, toDateTimeLocal } from '../../ui/date-time-local';

export interface ProductFormValues {
  name: string;
  description: string;
  /** '' until a vendor is chosen. */
  vendorId: number | '';
  /** As typed, so the API can say what is wrong with it (e.g. 0 or 12.5). */
  price: string;
  /** The exact name of the item the vendor gives; blank: the product's name. */
  itemName: string;
  /** A Second Life texture's UUID, the product's picture; blank: none. */
  textureKey: string;
  /** Blank: no demo. */
  demoItemName: string;
  /** The product's place on its vendor, as typed; blank on a new product puts it after the others. */
  displayOrder: string;
  /** The SL Marketplace listing's item id; blank: not listed there. */
  marketplaceItemId: string;
  isActive: boolean;
  /** Units left as typed; blank sells without limit. */
  stock: string;
  /** Blank: never flagged as low on stock. */
  lowStockThreshold: string;
  /** datetime-local values (browser time); blank leaves that end open. */
  availableFrom: string;
  availableUntil: string;
  /** Face value in L$ as typed; blank: an ordinary product, not a gift card. */
  giftCardValue: string;
}

export type ProductFormErrors = Partial<Record<keyof ProductFormValues, string>>;

const FORM_FIELDS = [
  'name',
  'description',
  'vendorId',
  'price',
  'itemName',
  'textureKey',
  'demoItemName',
  'displayOrder',
  'marketplaceItemId',
  'isActive',
  'stock',
  'lowStockThreshold',
  'availableFrom',
  'availableUntil',
  'giftCardValue',
] as const;

/** The product's values, or a new active product on the first of the merchant's vendors. */
export function productFormValues(product: ProductDto | null, vendors: readonly VendorDto[]): ProductFormValues {
  return {
    name: product?.name ?? '',
    description: product?.description ?? '',
    vendorId: product?.vendorId ?? vendors[0]?.id ?? '',
    price: product ? String(product.price) : '',
    itemName: product?.itemName ?? '',
    textureKey: product?.textureKey ?? '',
    demoItemName: product?.demoItemName ?? '',
    displayOrder: product ? String(product.displayOrder) : '',
    marketplaceItemId: product?.marketplaceItemId ?? '',
    isActive: product?.isActive ?? true,
    stock: product?.stock != null ? String(product.stock) : '',
    lowStockThreshold: product?.lowStockThreshold != null ? String(product.lowStockThreshold) : '',
    availableFrom: product?.availableFrom ? toDateTimeLocal(product.availableFrom) : '',
    availableUntil: product?.availableUntil ? toDateTimeLocal(product.availableUntil) : '',
    giftCardValue: product?.giftCardValue != null ? String(product.giftCardValue) : '',
  };
}

/** A count or L$ value as typed: blank is null (none set); anything else goes as a number, or as typed for the API to name. */
function countInput(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isNaN(value) ? (trimmed as unknown as number) : value;
}

/** Optional text as typed: trimmed, blank is null (cleared). */
function textInput(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}

/** A datetime-local value: blank is null (open); an unreadable one goes as typed for the API to name. */
function instantInput(text: string): string | null {
  if (text.trim() === '') return null;
  return fromDateTimeLocal(text) ?? text;
}

/**
 * The body for create and update. The rules live in the API (backend/src/products/dto/product-input.dto.ts) and its
 * messages are shown on the fields, so nothing is refused here: a missing vendor or price is left out and the API
 * names it. Blank optional text is sent as null (cleared); a blank display order is left out (after the vendor's
 * other products when new, unchanged otherwise).
 */
export function toProductInput(values: ProductFormValues): CreateProductDto {
  const price = values.price.trim();
  const displayOrder = countInput(values.displayOrder);
  const body: Omit<CreateProductDto, 'vendorId' | 'price'> & Partial<Pick<CreateProductDto, 'vendorId' | 'price'>> = {
    name: values.name.trim(),
    description: textInput(values.description),
    itemName: textInput(values.itemName),
    textureKey: textInput(values.textureKey),
    demoItemName: textInput(values.demoItemName),
    marketplaceItemId: textInput(values.marketplaceItemId),
    isActive: values.isActive,
    stock: countInput(values.stock),
    lowStockThreshold: countInput(values.lowStockThreshold),
    availableFrom: instantInput(values.availableFrom),
    availableUntil: instantInput(values.availableUntil),
    giftCardValue: countInput(values.giftCardValue),
  };
  if (displayOrder !== null) body.displayOrder = displayOrder;
  if (values.vendorId !== '') body.vendorId = values.vendorId;
  if (price !== '') body.price = Number(price);
  return body as CreateProductDto;
}

/** The API's first message for each form field, from a 400 answer. */
export function productFieldErrors(error: unknown): ProductFormErrors {
  if (!(error instanceof ApiError) || !error.fieldErrors) return {};
  const errors: ProductFormErrors = {};
  for (const field of FORM_FIELDS) {
    const message = error.fieldErrors[field]?.[0];
    if (message) errors[field] = message;
  }
  return errors;
}

const TEXTURE_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NULL_KEY = '00000000-0000-0000-0000-000000000000';

/** The texture key typed, in lower case, when it reads as one (for the preview; the API has the last word), else null. */
export function typedTextureKey(text: string): string | null {
  const key = text.trim().toLowerCase();
  return TEXTURE_KEY.test(key) && key !== NULL_KEY ? key : null;
}
