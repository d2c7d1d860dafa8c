import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsDefined, IsInt, Max, Min } from 'class-validator';

import { IsPercent, Omittable } from '../../common/field-rules';
import { OFFLINE_ALERT_MINUTES } from '../../in-world-objects/liveness';

function Switch(label: string): PropertyDecorator {
  return applyDecorators(Omittable(), IsBoolean({ message: `${label} must be true or false` }));
}

/** The four switches of the Notifications tab; only the ones sent change. */
export class UpdateNotificationSettingsDto {
  @ApiPropertyOptional({ description: "A daily e-mail of the day's sales, milestones, refunds and price mismatches.", example: true })
  @Switch('Transaction e-mails')
  emailTransactions?: boolean;

  @ApiPropertyOptional({ description: 'An e-mail at once when a buyer asks for a redelivery or a box fails one.', example: true })
  @Switch('Redelivery e-mails')
  emailRedeliveries?: boolean;

  @ApiPropertyOptional({ description: 'An e-mail at once about stock, objects going offline and API keys.', example: false })
  @Switch('Event e-mails')
  emailEvents?: boolean;

  @ApiPropertyOptional({ description: 'Notifications as instant messages from the delivery box in Second Life.', example: true })
  @Switch('In-world notifications')
  inWorldNotifications?: boolean;
}

export class UpdateCommissionSettingsDto {
  @ApiProperty({
    type: String,
    description: 'Percent from 0 to 100 with at most 2 decimals, as a decimal string (a JSON number is accepted too).',
    example: '5.00',
  })
  @IsPercent({
    required: 'Commission rate is required',
    range: 'Commission rate must be between 0 and 100',
    decimals: 'Commission rate can have at most 2 decimals',
  })
  defaultCommissionRate: string;
}

export const MAX_SALE_DELIVERY_ALERT_MINUTES = 1440;
const ALERT_MINUTES = `Alert after must be a whole number of minutes from 1 to ${MAX_SALE_DELIVERY_ALERT_MINUTES}`;

export class UpdateDeliverySettingsDto {
  @ApiProperty({
    type: 'integer',
    description: "Minutes a sale's item may wait for a delivery box before you are alerted (bell and e-mail); 10 by default.",
    minimum: 1,
    maximum: MAX_SALE_DELIVERY_ALERT_MINUTES,
    example: 10,
  })
  @Max(MAX_SALE_DELIVERY_ALERT_MINUTES, { message: ALERT_MINUTES })
  @Min(1, { message: ALERT_MINUTES })
  @IsInt({ message: ALERT_MINUTES })
  @IsDefined({ message: 'Alert after is required: minutes a sale may wait for a delivery box' })
  saleDeliveryAlertMinutes: number;
}

const OFFLINE_MINUTES = `Offline after must be a whole number of minutes from ${OFFLINE_ALERT_MINUTES.least} to ${OFFLINE_ALERT_MINUTES.most}`;

/** PATCH /api/settings/alerts */
export class UpdateAlertSettingsDto {
  @ApiProperty({
    type: 'integer',
    description: 'Minutes without a heartbeat before you are told a vendor, box or terminal is offline (bell, e-mail, webhooks); 11 by default.',
    minimum: OFFLINE_ALERT_MINUTES.least,
    maximum: OFFLINE_ALERT_MINUTES.most,
    example: 30,
  })
  @Max(OFFLINE_ALERT_MINUTES.most, { message: OFFLINE_MINUTES })
  @Min(OFFLINE_ALERT_MINUTES.least, { message: OFFLINE_MINUTES })
  @IsInt({ message: OFFLINE_MINUTES })
  @IsDefined({ message: 'Offline after is required: minutes without a heartbeat' })
  offlineAlertMinutes: number;
}
