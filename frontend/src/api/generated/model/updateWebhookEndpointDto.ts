/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { WebhookSubscription } from './webhookSubscription';

export interface UpdateWebhookEndpointDto {
  /**
   * Your note on what it is for.
   * @maxLength 100
   */
  description?: string;
  /** false stops its deliveries (they wait, and are sent when it is switched on again within 3 days). */
  enabled?: boolean;
  /** The event types it hears; `family.*` hears every type of that family. */
  events?: WebhookSubscription[];
  /**
   * Where deliveries are POSTed: a public https:// address (loopback, private and link-local addresses are refused).
   * @maxLength 2000
   */
  url?: string;
}
