import { formatLindens } from '../../ui/format-money';

/** Buyer and requester ids are shortened to 8 characters (docs/product.md, 6). */
export const SHORT_ID_LENGTH = 8;

export function shortId(id: string): string {
  return id.slice(0, SHORT_ID_LENGTH);
}

/** The buyer's name, or 'Unknown' when the script did not send one. */
export function buyerLabel(buyerName: string | null | undefined): string {
  const name = buyerName?.trim() ?? '';
  return name === '' ? 'Unknown' : name;
}

/** A sale whose vendor named no product: allowed, never checked against a price. */
export const NO_PRODUCT = 'No product';

/** The product of a sale: '#7 Mesh Jacket', '#7' without a name, 'No product' when the vendor named none. */
export function productLabel(productId: number | null, productName: string | null): string {
  if (productId === null) return NO_PRODUCT;
  return productName ? `#${productId} ${productName}` : `#${productId}`;
}

/** A sale amount: whole L$ with thousands separators (L$1,500). */
export function amountLabel(amount: number): string {
  return formatLindens(amount);
}

/** A commission from its exact decimal string, with 2 decimals (L$1,234.50); never through a float. */
export function commissionLabel(commission: string): string {
  return formatLindens(commission, 2);
}

/** A percent held as an exact decimal string ('5.0000') without trailing zeros: 5%, 7.25%. */
export function percentLabel(percent: string, locale?: string): string {
  const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 4 });
  return `${format.format(percent as Intl.StringNumericLiteral)}%`;
}

// Dates and times are shown one way everywhere (ui/slt-format.ts).
export { sltDateTimeLabel } from '../../ui/slt-format';
