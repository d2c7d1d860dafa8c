/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export type PromotionDtoKind = typeof PromotionDtoKind[keyof typeof PromotionDtoKind];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const PromotionDtoKind = {
  sale: 'sale',
  coupon: 'coupon',
  vip: 'vip',
  loyalty: 'loyalty',
} as const;
