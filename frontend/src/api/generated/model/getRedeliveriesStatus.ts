/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export type GetRedeliveriesStatus = typeof GetRedeliveriesStatus[keyof typeof GetRedeliveriesStatus];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const GetRedeliveriesStatus = {
  pending: 'pending',
  assigned: 'assigned',
  completed: 'completed',
  failed: 'failed',
} as const;
