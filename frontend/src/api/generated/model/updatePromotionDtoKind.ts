/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
/**
 * sale (store-wide or one product), coupon (a code), vip (a list of avatars), loyalty (after L$ spent).
 */
export type UpdatePromotionDtoKind = typeof UpdatePromotionDtoKind[keyof typeof UpdatePromotionDtoKind];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const UpdatePromotionDtoKind = {
  sale: 'sale',
  coupon: 'coupon',
  vip: 'vip',
  loyalty: 'loyalty',
} as const;
