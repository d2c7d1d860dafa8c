/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export type RedeliveryRequestDtoStatus = typeof RedeliveryRequestDtoStatus[keyof typeof RedeliveryRequestDtoStatus];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const RedeliveryRequestDtoStatus = {
  pending: 'pending',
  assigned: 'assigned',
  completed: 'completed',
  failed: 'failed',
} as const;
