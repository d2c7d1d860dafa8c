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
  slItemId: string;
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
  'slItemId',
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
    slItemId: product?.slItemId ?? '',
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

/** A datetime-local value: blank is null (open); an unreadable one goes as typed for the API to name. */
function instantInput(text: string): string | null {
  if (text.trim() === '') return null;
  return fromDateTimeLocal(text) ?? text;
}

/**
 * The body for create and update. The rules live in the API (backend/src/products/dto/product-input.dto.ts) and its
 * messages are shown on the fields, so nothing is refused here: a missing vendor or price is left out and the API
 * names it. Blank optional text is sent as null (cleared).
 */
export function toProductInput(values: ProductFormValues): CreateProductDto {
  const description = values.description.trim();
  const slItemId = values.slItemId.trim();
  const marketplaceItemId = values.marketplaceItemId.trim();
  const price = values.price.trim();
  const body: Omit<CreateProductDto, 'vendorId' | 'price'> & Partial<Pick<CreateProductDto, 'vendorId' | 'price'>> = {
    name: values.name.trim(),
    description: description === '' ? null : description,
    slItemId: slItemId === '' ? null : slItemId,
    marketplaceItemId: marketplaceItemId === '' ? null : marketplaceItemId,
    isActive: values.isActive,
    stock: countInput(values.stock),
    lowStockThreshold: countInput(values.lowStockThreshold),
    availableFrom: instantInput(values.availableFrom),
    availableUntil: instantInput(values.availableUntil),
    giftCardValue: countInput(values.giftCardValue),
  };
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
