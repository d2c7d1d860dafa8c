/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { WebhookSubscription } from './webhookSubscription';
import type { WebhookFormat } from './webhookFormat';

export interface WebhookEndpointDto {
  createdAt: string;
  description: string;
  /**
   * Why the platform switched it off; null otherwise.
   * @nullable
   */
  disabledReason: string | null;
  /** false: nothing is sent to it (switched off by you, or by the platform: see disabledReason). */
  enabled: boolean;
  events: WebhookSubscription[];
  /**
   * Since when its deliveries fail; null when the last one succeeded.
   * @nullable
   */
  failingSince: string | null;
  /** standard: signed JSON; discord: chat messages. */
  format: WebhookFormat;
  id: string;
  /** true: an administrator's endpoint hearing every merchant's events. */
  platform: boolean;
  /**
   * After a secret rotation: until when deliveries carry a signature with the previous secret too.
   * @nullable
   */
  previousSecretUntil: string | null;
  url: string;
}
