/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
/**
 * Which promotion lowered the price; combined when the merchant lets them add up.
 */
export type SaleDiscountDtoKind = typeof SaleDiscountDtoKind[keyof typeof SaleDiscountDtoKind];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const SaleDiscountDtoKind = {
  sale: 'sale',
  coupon: 'coupon',
  vip: 'vip',
  loyalty: 'loyalty',
  combined: 'combined',
} as const;
