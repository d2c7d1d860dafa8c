/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export type StatementLineDtoKind = typeof StatementLineDtoKind[keyof typeof StatementLineDtoKind];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const StatementLineDtoKind = {
  sale: 'sale',
  refund: 'refund',
  commission_payment: 'commission_payment',
  commission_payment_failed: 'commission_payment_failed',
  partner_payout: 'partner_payout',
} as const;
