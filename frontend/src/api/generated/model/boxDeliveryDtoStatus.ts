/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
/**
 * assigned: a box holding the item is giving it now; pending: none can yet (the merchant is alerted if it waits too long).
 */
export type BoxDeliveryDtoStatus = typeof BoxDeliveryDtoStatus[keyof typeof BoxDeliveryDtoStatus];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const BoxDeliveryDtoStatus = {
  pending: 'pending',
  assigned: 'assigned',
  completed: 'completed',
  failed: 'failed',
} as const;
