/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export type GetTransactionsSortBy = typeof GetTransactionsSortBy[keyof typeof GetTransactionsSortBy];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const GetTransactionsSortBy = {
  createdAt: 'createdAt',
  amount: 'amount',
  commission: 'commission',
  id: 'id',
  status: 'status',
} as const;
