import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';

export const SALES_RANGES = ['7days', '30days', '3months'] as const;
export type SalesRange = (typeof SALES_RANGES)[number];
/** Days per chart range; 3 months is taken as 90 SLT days. */
export const SALES_RANGE_DAYS: Record<SalesRange, number> = { '7days': 7, '30days': 30, '3months': 90 };

export const MAX_CARD_ROWS = 20;

export class SalesRangeQueryDto {
  @ApiPropertyOptional({ description: 'Chart range: the last 7, 30 or 90 SLT days, today included.', enum: SALES_RANGES, default: '7days' })
  @IsOptional()
  @IsIn(SALES_RANGES, { message: `Range must be one of ${SALES_RANGES.join(', ')}` })
  range?: SalesRange;
}

// class-validator runs the decorators bottom-up and we stop at the first error: basic checks go last.

export class CardLimitQueryDto {
  @ApiPropertyOptional({ type: 'integer', description: `Rows to return, 1 to ${MAX_CARD_ROWS}.`, default: 4, minimum: 1, maximum: MAX_CARD_ROWS })
  @IsOptional()
  @Type(() => Number)
  @Max(MAX_CARD_ROWS, { message: `Limit must be a whole number between 1 and ${MAX_CARD_ROWS}` })
  @Min(1, { message: `Limit must be a whole number between 1 and ${MAX_CARD_ROWS}` })
  @IsInt({ message: `Limit must be a whole number between 1 and ${MAX_CARD_ROWS}` })
  limit?: number;
}
