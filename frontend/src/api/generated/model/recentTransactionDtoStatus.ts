/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export type RecentTransactionDtoStatus = typeof RecentTransactionDtoStatus[keyof typeof RecentTransactionDtoStatus];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const RecentTransactionDtoStatus = {
  pending: 'pending',
  completed: 'completed',
  refunded: 'refunded',
  failed: 'failed',
} as const;
