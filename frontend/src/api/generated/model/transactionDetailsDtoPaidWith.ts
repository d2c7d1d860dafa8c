/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
/**
 * lindens: paid in-world; voucher: paid with a gift card (no commission).
 */
export type TransactionDetailsDtoPaidWith = typeof TransactionDetailsDtoPaidWith[keyof typeof TransactionDetailsDtoPaidWith];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const TransactionDetailsDtoPaidWith = {
  lindens: 'lindens',
  voucher: 'voucher',
} as const;
