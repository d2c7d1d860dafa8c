import { ApiProperty } from '@nestjs/swagger';

import { ANALYTICS_INTERVALS, type AnalyticsInterval } from '../analytics-range';

/** Completed sales over a period: whole L$, exact commission, and their count. */
export class AnalyticsFiguresDto {
  @ApiProperty({ type: 'integer', description: 'Completed sales, whole L$.', example: 48000 })
  revenue: number;

  @ApiProperty({ description: 'Commission on them, L$ with 2 decimals (exact).', example: '2400.00' })
  commission: string;

  @ApiProperty({ type: 'integer', description: 'How many completed sales.', example: 57 })
  sales: number;
}

export class AnalyticsTotalsDto extends AnalyticsFiguresDto {
  @ApiProperty({ type: 'integer', nullable: true, description: "Accounts opened in the range (platform analytics); null in a merchant's own.", example: 12 })
  newMerchants: number | null;
}

/** One point of the series: an SLT day, a week starting on Monday, or a calendar month, cut to the range at its ends. */
export class AnalyticsBucketDto extends AnalyticsTotalsDto {
  @ApiProperty({ format: 'date', description: 'The first day of the day, week (a Monday) or month, even when the range starts later.', example: '2026-01-05' })
  period: string;

  @ApiProperty({ format: 'date', description: 'The first day of the range inside this period.', example: '2026-01-05' })
  firstDay: string;

  @ApiProperty({ format: 'date', description: 'The last day of the range inside this period.', example: '2026-01-11' })
  lastDay: string;
}

/** One row of a breakdown: a merchant, vendor, product, event or region and its completed sales in the range. */
export class AnalyticsBreakdownRowDto {
  @ApiProperty({
    type: String,
    nullable: true,
    description: "The merchant's user id, the vendor, product or event id, or the region's name; null for sales without a recorded region.",
    example: '12',
  })
  id: string | null;

  @ApiProperty({ description: "What is shown: the merchant's name, the vendor, product, event or region.", example: 'Main Store' })
  name: string;

  @ApiProperty({
    type: String,
    nullable: true,
    description: "The owning merchant's name, for vendors and products in the platform analytics; null otherwise.",
    example: null,
  })
  ownerName: string | null;

  @ApiProperty({ type: 'integer', description: 'Completed sales in the range, whole L$.', example: 12000 })
  revenue: number;

  @ApiProperty({ type: 'integer', description: 'How many completed sales in the range.', example: 14 })
  sales: number;
}

/** The top rows of each breakdown, by revenue (then by sales). */
export class AnalyticsBreakdownsDto {
  @ApiProperty({ type: [AnalyticsBreakdownRowDto], nullable: true, description: "Merchants (platform analytics only; null in a merchant's own)." })
  merchants: AnalyticsBreakdownRowDto[] | null;

  @ApiProperty({ type: [AnalyticsBreakdownRowDto] })
  vendors: AnalyticsBreakdownRowDto[];

  @ApiProperty({ type: [AnalyticsBreakdownRowDto], description: 'Sales recorded without a product are not in this list.' })
  products: AnalyticsBreakdownRowDto[];

  @ApiProperty({ type: [AnalyticsBreakdownRowDto], description: 'Sales made at an event; sales outside events are not in this list.' })
  events: AnalyticsBreakdownRowDto[];

  @ApiProperty({
    type: [AnalyticsBreakdownRowDto],
    description: "The region each vendor reported (Second Life's X-SecondLife-Region); id null for sales without one.",
  })
  regions: AnalyticsBreakdownRowDto[];
}

/** One product's demos in the range and how many of the avatars who had one bought it afterwards. */
export class DemoConversionRowDto {
  @ApiProperty({ type: 'integer', example: 31 })
  productId: number;

  @ApiProperty({ example: 'Summer Dress' })
  name: string;

  @ApiProperty({ type: String, nullable: true, description: "The owning merchant's name in the platform analytics; null otherwise.", example: null })
  ownerName: string | null;

  @ApiProperty({ type: 'integer', description: 'Demos given on the days of the range (at most one per avatar and SLT day).', example: 40 })
  demos: number;

  @ApiProperty({ type: 'integer', description: 'Different avatars who had those demos.', example: 25 })
  avatars: number;

  @ApiProperty({
    type: 'integer',
    description: 'How many of those avatars bought the product (a completed sale, gifts included) at or after their first demo of the range, up to now.',
    example: 5,
  })
  buyers: number;

  @ApiProperty({ description: 'buyers / avatars, from 0 to 1, rounded to 4 decimals.', example: 0.2 })
  conversionRate: number;
}

export class AnalyticsDto {
  @ApiProperty({ format: 'date', description: 'First SLT day of the range, included.', example: '2026-01-01' })
  from: string;

  @ApiProperty({ format: 'date', description: 'Last SLT day of the range, included.', example: '2026-01-31' })
  to: string;

  @ApiProperty({ enum: ANALYTICS_INTERVALS, example: 'day' })
  interval: AnalyticsInterval;

  @ApiProperty({ description: 'Days, weeks and months are counted in this time zone (SLT).', example: 'America/Los_Angeles' })
  timeZone: string;

  @ApiProperty({ type: AnalyticsTotalsDto, description: 'The whole range.' })
  totals: AnalyticsTotalsDto;

  @ApiProperty({ type: [AnalyticsBucketDto], description: 'One point per day, week or month of the range, oldest first, periods without sales at 0.' })
  series: AnalyticsBucketDto[];

  @ApiProperty({ type: AnalyticsBreakdownsDto })
  breakdowns: AnalyticsBreakdownsDto;

  @ApiProperty({
    type: [DemoConversionRowDto],
    description: 'Demo to purchase conversion per product: the products with the most demos in the range first (as many rows as limit).',
  })
  demoConversion: DemoConversionRowDto[];
}
