import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateBy } from 'class-validator';

// class-validator runs the decorators bottom-up and we stop at the first error: basic checks go last.

const SLT_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day that exists (2026-02-30 does not), between years 2000 and 2999. */
function isCalendarDay(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value && value >= '2000-01-01' && value < '3000-01-01';
}

export class AuditLogQueryDto {
  @ApiPropertyOptional({ description: "The actor's user id (who did it)." })
  @IsOptional()
  @MaxLength(255, { message: 'actor must be at most 255 characters' })
  @IsString({ message: 'actor must be a user id' })
  actor?: string;

  @ApiPropertyOptional({ description: 'The action, e.g. user_deactivated, transaction_refunded, sign_in_failed.' })
  @IsOptional()
  @MaxLength(64, { message: 'action must be at most 64 characters' })
  @IsString({ message: 'action must be text' })
  action?: string;

  @ApiPropertyOptional({ description: 'What it was done to: user, transaction, api_key, vendor, commission_config, ...' })
  @IsOptional()
  @MaxLength(40, { message: 'targetType must be at most 40 characters' })
  @IsString({ message: 'targetType must be text' })
  targetType?: string;

  @ApiPropertyOptional({ description: "The target's id (with targetType)." })
  @IsOptional()
  @MaxLength(64, { message: 'targetId must be at most 64 characters' })
  @IsString({ message: 'targetId must be text' })
  targetId?: string;

  @ApiPropertyOptional({ description: 'From this SLT day (YYYY-MM-DD), included.', example: '2026-11-01' })
  @IsOptional()
  @ValidateBy({ name: 'calendarDay', validator: { validate: isCalendarDay } }, { message: 'from must be an SLT day, YYYY-MM-DD' })
  @Matches(SLT_DAY, { message: 'from must be an SLT day, YYYY-MM-DD' })
  @IsString({ message: 'from must be an SLT day, YYYY-MM-DD' })
  from?: string;

  @ApiPropertyOptional({ description: 'To this SLT day (YYYY-MM-DD), included.', example: '2026-11-30' })
  @IsOptional()
  @ValidateBy({ name: 'calendarDay', validator: { validate: isCalendarDay } }, { message: 'to must be an SLT day, YYYY-MM-DD' })
  @Matches(SLT_DAY, { message: 'to must be an SLT day, YYYY-MM-DD' })
  @IsString({ message: 'to must be an SLT day, YYYY-MM-DD' })
  to?: string;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @Max(100_000, { message: 'page must be a whole number from 1 to 100000' })
  @Min(1, { message: 'page must be a whole number from 1 to 100000' })
  @IsInt({ message: 'page must be a whole number from 1 to 100000' })
  page?: number;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 100, default: 25 })
  @IsOptional()
  @Type(() => Number)
  @Max(100, { message: 'pageSize must be a whole number from 1 to 100' })
  @Min(1, { message: 'pageSize must be a whole number from 1 to 100' })
  @IsInt({ message: 'pageSize must be a whole number from 1 to 100' })
  pageSize?: number;
}

export class AuditLogEntryDto {
  @ApiProperty({ example: 812 })
  id: number;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: String, nullable: true, description: "Who did it (a user id); null for an unknown account's failed sign-in." })
  actorId: string | null;

  @ApiProperty({ type: String, nullable: true, description: "The actor's e-mail, when known." })
  actorEmail: string | null;

  @ApiProperty({ example: 'user_deactivated' })
  action: string;

  @ApiProperty({ example: 'User ann@example.com deactivated' })
  description: string;

  @ApiProperty({ type: String, nullable: true, example: 'user' })
  targetType: string | null;

  @ApiProperty({ type: String, nullable: true })
  targetId: string | null;

  @ApiProperty({
    type: 'object',
    nullable: true,
    additionalProperties: true,
    description: 'The changed fields before the action; null when the action created the target or records no values.',
    example: { role: 'merchant' },
  })
  before: Record<string, unknown> | null;

  @ApiProperty({
    type: 'object',
    nullable: true,
    additionalProperties: true,
    description: 'The changed fields after the action; null when the action deleted the target or records no values.',
    example: { role: 'admin' },
  })
  after: Record<string, unknown> | null;

  @ApiProperty({ type: 'object', nullable: true, additionalProperties: true, description: 'The details recorded with it.' })
  metadata: Record<string, unknown> | null;
}

export class AuditLogPageDto {
  @ApiProperty({ type: [AuditLogEntryDto] })
  items: AuditLogEntryDto[];

  @ApiProperty({ type: 'integer' })
  total: number;

  @ApiProperty({ type: 'integer' })
  page: number;

  @ApiProperty({ type: 'integer' })
  pageSize: number;
}
