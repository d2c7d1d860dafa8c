/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
/**
 * lindens, or voucher for a sale paid with a gift card.
 */
export type RecentTransactionDtoPaidWith = typeof RecentTransactionDtoPaidWith[keyof typeof RecentTransactionDtoPaidWith];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const RecentTransactionDtoPaidWith = {
  lindens: 'lindens',
  voucher: 'voucher',
} as const;
