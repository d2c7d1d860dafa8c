import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';
import { IsPercent, Omittable } from '../../common/field-rules';

function Switch(label: string): PropertyDecorator {
  return applyDecorators(Omittable(), IsBoolean({ message: `${label} must be true or false` }));
}

/** The four switches of the Notifications tab; only the ones sent change. */
export class UpdateNotificationSettingsDto {
  @ApiPropertyOptional({ description: 'E-mail on each sale.', example: true })
  @Switch('Transaction e-mails')
  emailTransactions?: boolean;

  @ApiPropertyOptional({ description: 'E-mail on redelivery requests.', example: true })
  @Switch('Redelivery e-mails')
  emailRedeliveries?: boolean;

  @ApiPropertyOptional({ description: 'E-mail about events.', example: false })
  @Switch('Event e-mails')
  emailEvents?: boolean;

  @ApiPropertyOptional({ description: 'Notifications in Second Life.', example: true })
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
