/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
/**
 * pending: not answered with 2xx yet (retried); failed: given up after 3 days.
 */
export type WebhookDeliveryDtoStatus = typeof WebhookDeliveryDtoStatus[keyof typeof WebhookDeliveryDtoStatus];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const WebhookDeliveryDtoStatus = {
  pending: 'pending',
  delivered: 'delivered',
  failed: 'failed',
} as const;
