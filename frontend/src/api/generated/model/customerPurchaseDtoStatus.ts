/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export type CustomerPurchaseDtoStatus = typeof CustomerPurchaseDtoStatus[keyof typeof CustomerPurchaseDtoStatus];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CustomerPurchaseDtoStatus = {
  pending: 'pending',
  completed: 'completed',
  refunded: 'refunded',
  failed: 'failed',
} as const;
