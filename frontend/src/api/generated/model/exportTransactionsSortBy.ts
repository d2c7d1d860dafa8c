/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export type ExportTransactionsSortBy = typeof ExportTransactionsSortBy[keyof typeof ExportTransactionsSortBy];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ExportTransactionsSortBy = {
  createdAt: 'createdAt',
  amount: 'amount',
  commission: 'commission',
  id: 'id',
  status: 'status',
} as const;
