/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
/**
 * standard: signed JSON; discord: chat messages.
 */
export type WebhookFormat = typeof WebhookFormat[keyof typeof WebhookFormat];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const WebhookFormat = {
  standard: 'standard',
  discord: 'discord',
} as const;
