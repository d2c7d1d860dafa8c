/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
/**
 * The event's data, as sent.
 */
export type WebhookDeliveryDtoData = {
  [key: string]: unknown;
};
