/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { WebhookDeliveryDtoData } from './webhookDeliveryDtoData';
import type { WebhookDeliveryDtoStatus } from './webhookDeliveryDtoStatus';

export interface WebhookDeliveryDto {
  attempts: number;
  createdAt: string;
  /** The event's data, as sent. */
  data: WebhookDeliveryDtoData;
  /** @nullable */
  deliveredAt: string | null;
  /** The event id (the Webhook-Id header): the same for every attempt and every resend. */
  eventId: string;
  id: string;
  /** @nullable */
  lastAttemptAt: string | null;
  /**
   * The first 500 characters of the last answer, or what went wrong.
   * @nullable
   */
  lastResponse: string | null;
  /**
   * The last answer's HTTP status; null when there was none (time-out, connection error).
   * @nullable
   */
  lastStatusCode: number | null;
  /**
   * When a pending delivery is tried next.
   * @nullable
   */
  nextAttemptAt: string | null;
  /** pending: not answered with 2xx yet (retried); failed: given up after 3 days. */
  status: WebhookDeliveryDtoStatus;
  type: string;
}
