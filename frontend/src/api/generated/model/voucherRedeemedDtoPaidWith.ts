/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
/**
 * lindens: paid in-world; voucher: paid with a gift card.
 */
export type VoucherRedeemedDtoPaidWith = typeof VoucherRedeemedDtoPaidWith[keyof typeof VoucherRedeemedDtoPaidWith];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const VoucherRedeemedDtoPaidWith = {
  lindens: 'lindens',
  voucher: 'voucher',
} as const;
