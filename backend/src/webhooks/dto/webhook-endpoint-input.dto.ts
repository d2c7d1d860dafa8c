import { ApiProperty, ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, ArrayUnique, IsArray, IsBoolean, IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';

import { Omittable, trimText } from '../../common/field-rules';
import { WEBHOOK_FORMATS, type WebhookFormat } from '../discord-message';
import { WEBHOOK_URL_INVALID } from '../outbound-address';
import { WEBHOOK_SUBSCRIPTIONS } from '../webhook-event-types';

// class-validator runs the decorators bottom-up and we stop at the first error: basic checks go last.

export const WEBHOOK_EVENTS_INVALID = `events must list 1 to 30 different event types from: ${WEBHOOK_SUBSCRIPTIONS.join(', ')}`;
export const WEBHOOK_DESCRIPTION_INVALID = 'description must be text of at most 100 characters';
export const WEBHOOK_ENABLED_INVALID = 'enabled must be true or false';
export const WEBHOOK_PLATFORM_INVALID = 'platform must be true or false';
export const WEBHOOK_FORMAT_INVALID = 'format must be standard (signed JSON for your program) or discord (messages for a Discord channel)';

const URL_PROPERTY = {
  description: 'Where deliveries are POSTed: a public https:// address (loopback, private and link-local addresses are refused).',
  example: 'https://example.com/hooks/sl-vendor',
  maxLength: 2000,
};
const EVENTS_PROPERTY: ApiPropertyOptions = {
  isArray: true,
  enum: WEBHOOK_SUBSCRIPTIONS,
  enumName: 'WebhookSubscription',
  description: 'The event types it hears; `family.*` hears every type of that family.',
  example: ['sale.completed', 'redelivery.*'],
};

/** POST /api/webhooks/endpoints */
export class CreateWebhookEndpointDto {
  @ApiProperty(URL_PROPERTY)
  @Matches(/^https?:\/\/\S+$/i, { message: WEBHOOK_URL_INVALID })
  @MaxLength(2000, { message: WEBHOOK_URL_INVALID })
  @IsString({ message: WEBHOOK_URL_INVALID })
  @trimText
  url: string;

  @ApiPropertyOptional({ description: 'Your note on what it is for.', example: 'Stock sync', maxLength: 100 })
  @Omittable()
  @MaxLength(100, { message: WEBHOOK_DESCRIPTION_INVALID })
  @IsString({ message: WEBHOOK_DESCRIPTION_INVALID })
  @trimText
  description?: string;

  @ApiProperty(EVENTS_PROPERTY)
  @IsIn(WEBHOOK_SUBSCRIPTIONS, { each: true, message: WEBHOOK_EVENTS_INVALID })
  @ArrayUnique({ message: WEBHOOK_EVENTS_INVALID })
  @ArrayMaxSize(30, { message: WEBHOOK_EVENTS_INVALID })
  @ArrayMinSize(1, { message: WEBHOOK_EVENTS_INVALID })
  @IsArray({ message: WEBHOOK_EVENTS_INVALID })
  events: string[];

  @ApiPropertyOptional({
    description: "Administrators only: the endpoint hears these events of every merchant (each body's merchantId says whose), not only yours.",
    example: false,
  })
  @IsOptional()
  @IsBoolean({ message: WEBHOOK_PLATFORM_INVALID })
  platform?: boolean;

  @ApiPropertyOptional({
    enum: WEBHOOK_FORMATS,
    enumName: 'WebhookFormat',
    description:
      "standard (default): signed JSON for your program. discord: each event as a message in a Discord channel (url: the channel's webhook address).",
    example: 'standard',
  })
  @IsOptional()
  @IsIn(WEBHOOK_FORMATS, { message: WEBHOOK_FORMAT_INVALID })
  format?: WebhookFormat;
}

/** PATCH /api/webhooks/endpoints/{id}: the fields sent change; switching it on again clears a platform switch-off. */
export class UpdateWebhookEndpointDto {
  @ApiPropertyOptional(URL_PROPERTY)
  @Omittable()
  @Matches(/^https?:\/\/\S+$/i, { message: WEBHOOK_URL_INVALID })
  @MaxLength(2000, { message: WEBHOOK_URL_INVALID })
  @IsString({ message: WEBHOOK_URL_INVALID })
  @trimText
  url?: string;

  @ApiPropertyOptional({ description: 'Your note on what it is for.', example: 'Stock sync', maxLength: 100 })
  @Omittable()
  @MaxLength(100, { message: WEBHOOK_DESCRIPTION_INVALID })
  @IsString({ message: WEBHOOK_DESCRIPTION_INVALID })
  @trimText
  description?: string;

  @ApiPropertyOptional(EVENTS_PROPERTY)
  @Omittable()
  @IsIn(WEBHOOK_SUBSCRIPTIONS, { each: true, message: WEBHOOK_EVENTS_INVALID })
  @ArrayUnique({ message: WEBHOOK_EVENTS_INVALID })
  @ArrayMaxSize(30, { message: WEBHOOK_EVENTS_INVALID })
  @ArrayMinSize(1, { message: WEBHOOK_EVENTS_INVALID })
  @IsArray({ message: WEBHOOK_EVENTS_INVALID })
  events?: string[];

  @ApiPropertyOptional({ description: 'false stops its deliveries (they wait, and are sent when it is switched on again within 3 days).', example: true })
  @Omittable()
  @IsBoolean({ message: WEBHOOK_ENABLED_INVALID })
  enabled?: boolean;
}
