import { ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

import { PageQueryDto } from '../../sales/dto/page-query.dto';
import { CUSTOMER_SORT_FIELDS, type CustomerSortField } from '../customers.repository';

export const SORT_ORDERS = ['asc', 'desc'] as const;
export const REPEAT_FILTER = ['true'] as const;
export const MAX_COHORT_MONTHS = 24;

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

// class-validator runs the decorators bottom-up and we stop at the first error: basic checks go last.

/** Search, filter and order shared by the customers list and its CSV export. */
export class CustomerFilterQueryDto {
  @ApiPropertyOptional({
    description: "Search: matches the buyer's name (anywhere, case-insensitive) or the start of their avatar key.",
    example: 'ava',
    maxLength: 100,
  })
  @IsOptional()
  @Transform(trim)
  @MaxLength(100, { message: 'Search must be at most 100 characters' })
  @IsString({ message: 'Search must be text' })
  q?: string;

  @ApiPropertyOptional({ description: 'true: only buyers with 2 or more completed purchases.', enum: REPEAT_FILTER, example: 'true' })
  @IsOptional()
  @IsIn(REPEAT_FILTER, { message: 'repeat must be true (only repeat buyers) or left out' })
  repeat?: (typeof REPEAT_FILTER)[number];

  @ApiPropertyOptional({ description: 'Sort column; ties by avatar key.', enum: CUSTOMER_SORT_FIELDS, default: 'lastPurchaseAt' })
  @IsOptional()
  @IsIn(CUSTOMER_SORT_FIELDS, { message: `sortBy must be one of ${CUSTOMER_SORT_FIELDS.join(', ')}` })
  sortBy?: CustomerSortField;

  @ApiPropertyOptional({ description: 'Sort direction.', enum: SORT_ORDERS, default: 'desc' })
  @IsOptional()
  @IsIn(SORT_ORDERS, { message: 'sortOrder must be asc or desc' })
  sortOrder?: (typeof SORT_ORDERS)[number];
}

export class CustomerListQueryDto extends IntersectionType(CustomerFilterQueryDto, PageQueryDto) {}

export class CustomerAnalyticsQueryDto {
  @ApiPropertyOptional({
    type: 'integer',
    description: `How many SLT months of cohorts, this month included (1 to ${MAX_COHORT_MONTHS}).`,
    example: 12,
    default: 12,
    minimum: 1,
    maximum: MAX_COHORT_MONTHS,
  })
  @IsOptional()
  @Type(() => Number)
  @Max(MAX_COHORT_MONTHS, { message: `months must be between 1 and ${MAX_COHORT_MONTHS}` })
  @Min(1, { message: `months must be between 1 and ${MAX_COHORT_MONTHS}` })
  @IsInt({ message: `months must be a whole number between 1 and ${MAX_COHORT_MONTHS}` })
  months?: number;
}
