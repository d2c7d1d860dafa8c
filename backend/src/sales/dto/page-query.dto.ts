import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;

// class-validator runs the decorators bottom-up and we stop at the first error: basic checks go last.

/** Server-side paging: `page` counts from 1. */
export class PageQueryDto {
  @ApiPropertyOptional({ type: 'integer', description: 'Page number, from 1.', example: 1, default: 1, minimum: 1 })
  @IsOptional()
  @Type(() => Number)
  @Max(1_000_000, { message: 'Page must be at most 1000000' })
  @Min(1, { message: 'Page must be a whole number of at least 1' })
  @IsInt({ message: 'Page must be a whole number of at least 1' })
  page?: number;

  @ApiPropertyOptional({
    type: 'integer',
    description: `Rows per page, at most ${MAX_PAGE_SIZE}.`,
    example: DEFAULT_PAGE_SIZE,
    default: DEFAULT_PAGE_SIZE,
    minimum: 1,
    maximum: MAX_PAGE_SIZE,
  })
  @IsOptional()
  @Type(() => Number)
  @Max(MAX_PAGE_SIZE, { message: `Page size must be between 1 and ${MAX_PAGE_SIZE}` })
  @Min(1, { message: `Page size must be between 1 and ${MAX_PAGE_SIZE}` })
  @IsInt({ message: `Page size must be a whole number between 1 and ${MAX_PAGE_SIZE}` })
  pageSize?: number;
}
