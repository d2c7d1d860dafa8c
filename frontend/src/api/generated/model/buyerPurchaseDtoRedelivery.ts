/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
/**
 * The open redelivery request of this purchase (pending or assigned), or null when none is open.
 * @nullable
 */
export type BuyerPurchaseDtoRedelivery = typeof BuyerPurchaseDtoRedelivery[keyof typeof BuyerPurchaseDtoRedelivery] | null;

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const BuyerPurchaseDtoRedelivery = {
  pending: 'pending',
  assigned: 'assigned',
  completed: 'completed',
  failed: 'failed',
} as const;
