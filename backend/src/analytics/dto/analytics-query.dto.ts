import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';

import { IsSltDay } from '../../common/time/slt-day';
import { ANALYTICS_INTERVALS, type AnalyticsInterval, DEFAULT_RANGE_DAYS, MAX_RANGE_DAYS } from '../analytics-range';

export const MAX_TOP_ROWS = 50;
export const DEFAULT_TOP_ROWS = 10;

// class-validator runs the decorators bottom-up and we stop at the first error: basic checks go last.

export class AnalyticsQueryDto {
  @ApiPropertyOptional({
    format: 'date',
    description: `First SLT day of the range (YYYY-MM-DD), included. Default: ${DEFAULT_RANGE_DAYS - 1} days before \`to\`.`,
    example: '2026-01-01',
  })
  @IsOptional()
  @IsSltDay('from must be an SLT day, YYYY-MM-DD')
  from?: string;

  @ApiPropertyOptional({ format: 'date', description: 'Last SLT day of the range (YYYY-MM-DD), included. Default: today (SLT).', example: '2026-01-31' })
  @IsOptional()
  @IsSltDay('to must be an SLT day, YYYY-MM-DD')
  to?: string;

  @ApiPropertyOptional({
    enum: ANALYTICS_INTERVALS,
    default: 'day',
    description:
      `One point per SLT day, week (Monday to Sunday) or calendar month. A range covers at most ${MAX_RANGE_DAYS.day} days by day, ` +
      `${MAX_RANGE_DAYS.week} by week and ${MAX_RANGE_DAYS.month} by month.`,
  })
  @IsOptional()
  @IsIn(ANALYTICS_INTERVALS, { message: `interval must be one of ${ANALYTICS_INTERVALS.join(', ')}` })
  interval?: AnalyticsInterval;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: MAX_TOP_ROWS, default: DEFAULT_TOP_ROWS, description: 'Rows of each breakdown (its top list).' })
  @IsOptional()
  @Type(() => Number)
  @Max(MAX_TOP_ROWS, { message: `limit must be a whole number from 1 to ${MAX_TOP_ROWS}` })
  @Min(1, { message: `limit must be a whole number from 1 to ${MAX_TOP_ROWS}` })
  @IsInt({ message: `limit must be a whole number from 1 to ${MAX_TOP_ROWS}` })
  limit?: number;
}
