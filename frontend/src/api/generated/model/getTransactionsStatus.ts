/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export type GetTransactionsStatus = typeof GetTransactionsStatus[keyof typeof GetTransactionsStatus];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const GetTransactionsStatus = {
  pending: 'pending',
  completed: 'completed',
  refunded: 'refunded',
  failed: 'failed',
} as const;
