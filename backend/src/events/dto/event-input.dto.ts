import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsDefined, IsISO8601, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, ValidateBy, type ValidationArguments } from 'class-validator';

import { DATE_TIME_WITH_ZONE, IsPercent, Omittable, trimText, trimToNull } from '../../common/field-rules';

// Rules are listed basic checks first: class-validator runs them in this order and stops at the first error.
// Stacked decorators apply bottom-up, so the date checks sit below the comparison with the start.

export const END_AFTER_START = 'End date must be after the start date';
export const MAX_EVENT_DAYS = 366;
export const EVENT_TOO_LONG = `An event can last at most ${MAX_EVENT_DAYS} days`;

function DateTime(label: string): PropertyDecorator {
  const message = `${label} must be a date and time with a time zone, e.g. 2026-12-01T18:00:00Z`;
  return applyDecorators(
    IsDefined({ message: `${label} is required` }),
    IsString({ message }),
    Matches(DATE_TIME_WITH_ZONE, { message }),
    IsISO8601({ strict: true }, { message }),
  );
}

/** When both dates are valid in the same request: the end comes after the start, within the longest allowed event. */
function EndsAfterStart(): PropertyDecorator {
  const startOf = (args: ValidationArguments) => Date.parse(String((args.object as { startDate?: unknown }).startDate));
  return applyDecorators(
    ValidateBy(
      {
        name: 'endsAfterStart',
        validator: { validate: (value: string, args?: ValidationArguments) => !args || Number.isNaN(startOf(args)) || Date.parse(value) > startOf(args) },
      },
      { message: END_AFTER_START },
    ),
    ValidateBy(
      {
        name: 'eventLength',
        validator: {
          validate: (value: string, args?: ValidationArguments) =>
            !args || Number.isNaN(startOf(args)) || Date.parse(value) - startOf(args) <= MAX_EVENT_DAYS * 86_400_000,
        },
      },
      { message: EVENT_TOO_LONG },
    ),
  );
}

function EventName(): PropertyDecorator {
  return applyDecorators(
    trimText,
    IsString({ message: 'Event name is required' }),
    IsNotEmpty({ message: 'Event name is required' }),
    MaxLength(200, { message: 'Event name must be at most 200 characters' }),
  );
}

function EventDescription(): PropertyDecorator {
  return applyDecorators(
    trimToNull,
    IsOptional(),
    IsString({ message: 'Description must be text' }),
    MaxLength(2000, { message: 'Description must be at most 2000 characters' }),
  );
}

function CommissionRate(): PropertyDecorator {
  return IsPercent({
    required: 'Commission rate is required',
    range: 'Commission rate must be between 0 and 100',
    decimals: 'Commission rate can have at most 2 decimals',
  });
}

function EventActive(): PropertyDecorator {
  return applyDecorators(Omittable(), IsBoolean({ message: 'Active must be true or false' }));
}

const START_DOC = { type: String, format: 'date-time', description: 'ISO 8601 with a time zone.', example: '2026-12-01T08:00:00Z' } as const;
const END_DOC = {
  type: String,
  format: 'date-time',
  description: `ISO 8601 with a time zone; after the start, at most ${MAX_EVENT_DAYS} days later. The event runs until this instant.`,
  example: '2026-12-24T08:00:00Z',
} as const;
const RATE_DOC = {
  type: String,
  description: 'Percent from 0 to 100 with at most 2 decimals, as a decimal string (a JSON number is accepted too).',
  example: '7.50',
} as const;

export class CreateEventDto {
  @ApiProperty({ minLength: 1, maxLength: 200, example: 'Uber Shopping Event' })
  @EventName()
  name: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 2000, example: 'Monthly themed shopping event' })
  @EventDescription()
  description?: string | null;

  @ApiProperty(START_DOC)
  @DateTime('Start date')
  startDate: string;

  @ApiProperty(END_DOC)
  @EndsAfterStart()
  @DateTime('End date')
  endDate: string;

  @ApiProperty(RATE_DOC)
  @CommissionRate()
  commissionRate: string;

  @ApiPropertyOptional({ default: true, example: true })
  @EventActive()
  isActive?: boolean;
}

/** Only the fields sent change; a new start or end is checked against the other date as stored. */
export class UpdateEventDto {
  @ApiPropertyOptional({ minLength: 1, maxLength: 200, example: 'Uber Shopping Event' })
  @Omittable()
  @EventName()
  name?: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 2000, example: 'Monthly themed shopping event' })
  @EventDescription()
  description?: string | null;

  @ApiPropertyOptional(START_DOC)
  @Omittable()
  @DateTime('Start date')
  startDate?: string;

  @ApiPropertyOptional(END_DOC)
  @Omittable()
  @EndsAfterStart()
  @DateTime('End date')
  endDate?: string;

  @ApiPropertyOptional(RATE_DOC)
  @Omittable()
  @CommissionRate()
  commissionRate?: string;

  @ApiPropertyOptional({ example: false })
  @EventActive()
  isActive?: boolean;
}
