import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsISO8601, IsOptional, IsString, Matches, Max, MaxLength, Min, MinLength } from 'class-validator';

import { DATE_TIME_WITH_ZONE, trimText } from '../../common/field-rules';
import { API_KEY_SCOPES, type ApiKeyScope } from '../api-key.entity';

// class-validator runs the decorators bottom-up and we stop at the first error: basic checks go last.

export const API_KEY_NAME_REQUIRED = 'name must be 1 to 60 characters';
export const API_KEY_SCOPE_INVALID = 'scope must be in-world (scripts), read (programs that read) or write (programs that read and change)';
export const API_KEY_EXPIRY_INVALID = 'expiresAt must be an ISO 8601 date-time with a time zone, e.g. 2027-01-15T08:00:00Z';
export const GRACE_HOURS_INVALID = 'graceHours must be a whole number of hours from 0 to 720 (30 days)';

/** POST /api/settings/api-keys: a new key beside the others. */
export class CreateApiKeyDto {
  @ApiPropertyOptional({ description: 'Your name for the key, to tell keys apart (default "Scripts").', example: 'Main store vendors', maxLength: 60 })
  @IsOptional()
  @MaxLength(60, { message: API_KEY_NAME_REQUIRED })
  @MinLength(1, { message: API_KEY_NAME_REQUIRED })
  @IsString({ message: API_KEY_NAME_REQUIRED })
  @trimText
  name?: string;

  @ApiPropertyOptional({
    enum: API_KEY_SCOPES,
    description:
      'in-world (default): for LSL scripts, sent as X-Api-Key to the in-world routes. read: a program reading your data through the REST API ' +
      '(GET only). write: a program reading and changing it. Neither read nor write reaches account or security settings or administrator routes.',
    example: 'read',
  })
  @IsOptional()
  @IsIn(API_KEY_SCOPES, { message: API_KEY_SCOPE_INVALID })
  scope?: ApiKeyScope;

  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true, description: 'When the key stops working by itself; null or absent: never.' })
  @IsOptional()
  @Matches(DATE_TIME_WITH_ZONE, { message: API_KEY_EXPIRY_INVALID })
  @IsISO8601({ strict: true }, { message: API_KEY_EXPIRY_INVALID })
  expiresAt?: string | null;
}

/** POST /api/settings/api-keys/{id}/rotate: a new key for the same use; the old one works on for the grace period. */
export class RotateApiKeyDto {
  @ApiPropertyOptional({
    type: 'integer',
    minimum: 0,
    maximum: 720,
    description: 'How many hours the old key keeps working, so scripts and programs can be updated without a stop (default 24; 0: it stops now).',
    example: 24,
  })
  @IsOptional()
  @Max(720, { message: GRACE_HOURS_INVALID })
  @Min(0, { message: GRACE_HOURS_INVALID })
  @IsInt({ message: GRACE_HOURS_INVALID })
  @Type(() => Number)
  graceHours?: number;
}
