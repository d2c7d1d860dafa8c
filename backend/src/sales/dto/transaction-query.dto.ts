import { ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsISO8601, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';

import { TRANSACTION_STATUSES, type TransactionStatus } from '../transaction.entity';
import { PageQueryDto } from './page-query.dto';

export const TRANSACTION_SORT_FIELDS = ['createdAt', 'amount', 'commission', 'id', 'status'] as const;
export type TransactionSortField = (typeof TRANSACTION_SORT_FIELDS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
/** The only value of the price-mismatch filter: the flagged sales alone. */
export const PRICE_MISMATCH_FILTER = ['true'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** A date-time with its time zone, so the range never depends on the server's zone. */
const DATE_TIME_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

// class-validator runs the decorators bottom-up and we stop at the first error: basic checks go last.

/** Filters and sort order shared by the transactions list and its CSV export. */
export class TransactionFilterQueryDto {
  @ApiPropertyOptional({ description: 'Only sales with this status.', enum: TRANSACTION_STATUSES, example: 'completed' })
  @IsOptional()
  @IsIn(TRANSACTION_STATUSES, { message: `Status must be one of ${TRANSACTION_STATUSES.join(', ')}` })
  status?: TransactionStatus;

  @ApiPropertyOptional({ type: 'integer', description: "Only sales of this vendor (one of the caller's own, for merchants).", example: 12 })
  @IsOptional()
  @Type(() => Number)
  @Max(2_147_483_647, { message: 'Vendor id must be a positive whole number' })
  @Min(1, { message: 'Vendor id must be a positive whole number' })
  @IsInt({ message: 'Vendor id must be a positive whole number' })
  vendorId?: number;

  @ApiPropertyOptional({ type: 'integer', description: "Only sales of this product (one of the caller's own, for merchants).", example: 31 })
  @IsOptional()
  @Type(() => Number)
  @Max(2_147_483_647, { message: 'Product id must be a positive whole number' })
  @Min(1, { message: 'Product id must be a positive whole number' })
  @IsInt({ message: 'Product id must be a positive whole number' })
  productId?: number;

  @ApiPropertyOptional({
    description: 'true: only the sales flagged as a price mismatch (paid neither the price nor the price due).',
    enum: PRICE_MISMATCH_FILTER,
    example: 'true',
  })
  @IsOptional()
  @IsIn(PRICE_MISMATCH_FILTER, { message: 'priceMismatch must be true (only price-mismatch sales) or left out' })
  priceMismatch?: (typeof PRICE_MISMATCH_FILTER)[number];

  @ApiPropertyOptional({
    format: 'date-time',
    description: 'Sales made at or after this instant (ISO 8601 date-time with a time zone).',
    example: '2026-01-15T08:00:00Z',
  })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'from must be an ISO 8601 date-time with a time zone, e.g. 2026-01-15T08:00:00Z' })
  @Matches(DATE_TIME_WITH_ZONE, { message: 'from must be an ISO 8601 date-time with a time zone, e.g. 2026-01-15T08:00:00Z' })
  @IsString({ message: 'from must be an ISO 8601 date-time with a time zone, e.g. 2026-01-15T08:00:00Z' })
  from?: string;

  @ApiPropertyOptional({
    format: 'date-time',
    description: 'Sales made before this instant (exclusive; ISO 8601 date-time with a time zone).',
    example: '2026-01-16T08:00:00Z',
  })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'to must be an ISO 8601 date-time with a time zone, e.g. 2026-01-16T08:00:00Z' })
  @Matches(DATE_TIME_WITH_ZONE, { message: 'to must be an ISO 8601 date-time with a time zone, e.g. 2026-01-16T08:00:00Z' })
  @IsString({ message: 'to must be an ISO 8601 date-time with a time zone, e.g. 2026-01-16T08:00:00Z' })
  to?: string;

  @ApiPropertyOptional({
    description:
      "Search: '#123' finds sale 123; other text matches the buyer name or the product name (case-insensitive, anywhere in them) or the start of the buyer id.",
    example: 'ava',
    maxLength: 100,
  })
  @IsOptional()
  @Transform(trim)
  @MaxLength(100, { message: 'Search text must be at most 100 characters' })
  @IsString({ message: 'Search text must be text' })
  q?: string;

  @ApiPropertyOptional({ description: 'Sort column; ties are broken by id in the same order.', enum: TRANSACTION_SORT_FIELDS, default: 'createdAt' })
  @IsOptional()
  @IsIn(TRANSACTION_SORT_FIELDS, { message: `sortBy must be one of ${TRANSACTION_SORT_FIELDS.join(', ')}` })
  sortBy?: TransactionSortField;

  @ApiPropertyOptional({ description: 'Sort direction.', enum: SORT_ORDERS, default: 'desc' })
  @IsOptional()
  @IsIn(SORT_ORDERS, { message: 'sortOrder must be asc or desc' })
  sortOrder?: SortOrder;
}

/** Keyset paging on top of page/pageSize: the previous page's nextCursor. */
export class TransactionCursorQueryDto {
  @ApiPropertyOptional({
    description:
      "The previous page's nextCursor: this page starts right after that page's last row (same filters, sort and pageSize; " +
      'send page as the previous page + 1, it is only echoed back). Without it the page is found by offset, for jumps.',
    maxLength: 200,
  })
  @IsOptional()
  @MaxLength(200, { message: 'The cursor is not valid; ask for the page without it.' })
  @IsString({ message: 'The cursor is not valid; ask for the page without it.' })
  cursor?: string;
}

export class TransactionListQueryDto extends IntersectionType(PageQueryDto, TransactionFilterQueryDto, TransactionCursorQueryDto) {}
