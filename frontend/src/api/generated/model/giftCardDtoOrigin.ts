/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
/**
 * sale: bought at a vendor; merchant: issued by hand.
 */
export type GiftCardDtoOrigin = typeof GiftCardDtoOrigin[keyof typeof GiftCardDtoOrigin];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const GiftCardDtoOrigin = {
  sale: 'sale',
  merchant: 'merchant',
} as const;
