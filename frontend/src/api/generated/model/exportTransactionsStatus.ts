/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export type ExportTransactionsStatus = typeof ExportTransactionsStatus[keyof typeof ExportTransactionsStatus];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ExportTransactionsStatus = {
  pending: 'pending',
  completed: 'completed',
  refunded: 'refunded',
  failed: 'failed',
} as const;
