/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
/**
 * pending (waiting for a delivery box) → assigned (handed to a box) → completed, or failed.
 */
export type RedeliveryDtoStatus = typeof RedeliveryDtoStatus[keyof typeof RedeliveryDtoStatus];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const RedeliveryDtoStatus = {
  pending: 'pending',
  assigned: 'assigned',
  completed: 'completed',
  failed: 'failed',
} as const;
