/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
/**
 * pending, completed, refunded or failed.
 */
export type TransactionDetailsDtoStatus = typeof TransactionDetailsDtoStatus[keyof typeof TransactionDetailsDtoStatus];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const TransactionDetailsDtoStatus = {
  pending: 'pending',
  completed: 'completed',
  refunded: 'refunded',
  failed: 'failed',
} as const;
