/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export type SaleRecordedDtoStatus = typeof SaleRecordedDtoStatus[keyof typeof SaleRecordedDtoStatus];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const SaleRecordedDtoStatus = {
  pending: 'pending',
  completed: 'completed',
  refunded: 'refunded',
  failed: 'failed',
} as const;
