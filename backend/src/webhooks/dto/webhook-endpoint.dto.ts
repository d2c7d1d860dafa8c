import { ApiProperty } from '@nestjs/swagger';

import { WEBHOOK_FORMATS, type WebhookFormat } from '../discord-message';
import { WEBHOOK_DELIVERY_STATUSES, type WebhookDeliveryStatus } from '../webhook-delivery.entity';
import type { WebhookEndpoint } from '../webhook-endpoint.entity';
import { WEBHOOK_SUBSCRIPTIONS } from '../webhook-event-types';
import type { DeliveryLogRow } from '../webhooks.repository';

export class WebhookEndpointDto {
  @ApiProperty({ format: 'uuid', example: '5b0f3c1e-2d4a-4b6c-8e9f-1a2b3c4d5e6f' })
  id: string;

  @ApiProperty({ example: 'https://example.com/hooks/sl-vendor' })
  url: string;

  @ApiProperty({ example: 'Stock sync' })
  description: string;

  @ApiProperty({ description: "true: an administrator's endpoint hearing every merchant's events.", example: false })
  platform: boolean;

  @ApiProperty({ enum: WEBHOOK_FORMATS, enumName: 'WebhookFormat', description: 'standard: signed JSON; discord: chat messages.', example: 'standard' })
  format: WebhookFormat;

  @ApiProperty({ isArray: true, enum: WEBHOOK_SUBSCRIPTIONS, enumName: 'WebhookSubscription', example: ['sale.completed', 'redelivery.*'] })
  events: string[];

  @ApiProperty({ description: 'false: nothing is sent to it (switched off by you, or by the platform: see disabledReason).', example: true })
  enabled: boolean;

  @ApiProperty({ type: String, nullable: true, description: 'Why the platform switched it off; null otherwise.', example: null })
  disabledReason: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Since when its deliveries fail; null when the last one succeeded.' })
  failingSince: string | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'After a secret rotation: until when deliveries carry a signature with the previous secret too.',
  })
  previousSecretUntil: string | null;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;
}

export class CreatedWebhookEndpointDto extends WebhookEndpointDto {
  @ApiProperty({
    description: 'The signing secret, shown in this response only: keep it with your receiver to verify the Webhook-Signature header.',
    example: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
  })
  secret: string;
}

export class WebhookSecretDto {
  @ApiProperty({ description: 'The new signing secret, shown in this response only.', example: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw' })
  secret: string;

  @ApiProperty({ type: String, format: 'date-time', description: 'Until when deliveries are signed with the previous secret as well.' })
  previousSecretUntil: string;
}

export class WebhookDeliveryDto {
  @ApiProperty({ example: '1042' })
  id: string;

  @ApiProperty({ format: 'uuid', description: 'The event id (the Webhook-Id header): the same for every attempt and every resend.' })
  eventId: string;

  @ApiProperty({ example: 'sale.completed' })
  type: string;

  @ApiProperty({ enum: WEBHOOK_DELIVERY_STATUSES, description: 'pending: not answered with 2xx yet (retried); failed: given up after 3 days.' })
  status: WebhookDeliveryStatus;

  @ApiProperty({ example: 1 })
  attempts: number;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  lastAttemptAt: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When a pending delivery is tried next.' })
  nextAttemptAt: string | null;

  @ApiProperty({
    type: Number,
    nullable: true,
    description: "The last answer's HTTP status; null when there was none (time-out, connection error).",
    example: 200,
  })
  lastStatusCode: number | null;

  @ApiProperty({ type: String, nullable: true, description: 'The first 500 characters of the last answer, or what went wrong.', example: 'ok' })
  lastResponse: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  deliveredAt: string | null;

  @ApiProperty({ type: 'object', additionalProperties: true, description: "The event's data, as sent." })
  data: Record<string, unknown>;
}

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

export function toWebhookEndpointDto(endpoint: WebhookEndpoint): WebhookEndpointDto {
  return {
    id: endpoint.id,
    url: endpoint.url,
    description: endpoint.description,
    format: endpoint.format,
    platform: endpoint.platform,
    events: endpoint.events,
    enabled: endpoint.enabled,
    disabledReason: endpoint.disabledReason,
    failingSince: iso(endpoint.failingSince),
    previousSecretUntil: iso(endpoint.previousSecretUntil),
    createdAt: endpoint.createdAt.toISOString(),
  };
}

export function toWebhookDeliveryDto(row: DeliveryLogRow): WebhookDeliveryDto {
  return {
    id: String(row.id),
    eventId: row.eventId,
    type: row.type,
    status: row.status,
    attempts: row.attempts,
    createdAt: new Date(row.createdAt).toISOString(),
    lastAttemptAt: iso(row.lastAttemptAt),
    nextAttemptAt: iso(row.nextAttemptAt),
    lastStatusCode: row.lastStatusCode,
    lastResponse: row.lastResponse,
    deliveredAt: iso(row.deliveredAt),
    data: row.data,
  };
}
