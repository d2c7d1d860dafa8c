/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { WebhookSubscription } from './webhookSubscription';
import type { WebhookFormat } from './webhookFormat';

export interface CreateWebhookEndpointDto {
  /**
   * Your note on what it is for.
   * @maxLength 100
   */
  description?: string;
  /** The event types it hears; `family.*` hears every type of that family. */
  events: WebhookSubscription[];
  /** standard (default): signed JSON for your program. discord: each event as a message in a Discord channel (url: the channel's webhook address). */
  format?: WebhookFormat;
  /** Administrators only: the endpoint hears these events of every merchant (each body's merchantId says whose), not only yours. */
  platform?: boolean;
  /**
   * Where deliveries are POSTed: a public https:// address (loopback, private and link-local addresses are refused).
   * @maxLength 2000
   */
  url: string;
}
