/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
/**
 * The promotion that lowered the price, or null.
 * @nullable
 */
export type TransactionDetailsDtoDiscountKind = typeof TransactionDetailsDtoDiscountKind[keyof typeof TransactionDetailsDtoDiscountKind] | null;

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const TransactionDetailsDtoDiscountKind = {
  sale: 'sale',
  coupon: 'coupon',
  vip: 'vip',
  loyalty: 'loyalty',
  combined: 'combined',
} as const;
