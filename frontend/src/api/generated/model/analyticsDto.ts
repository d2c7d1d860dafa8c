/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { AnalyticsBreakdownsDto } from './analyticsBreakdownsDto';
import type { DemoConversionRowDto } from './demoConversionRowDto';
import type { AnalyticsDtoInterval } from './analyticsDtoInterval';
import type { AnalyticsBucketDto } from './analyticsBucketDto';
import type { AnalyticsTotalsDto } from './analyticsTotalsDto';

export interface AnalyticsDto {
  breakdowns: AnalyticsBreakdownsDto;
  /** Demo to purchase conversion per product: the products with the most demos in the range first (as many rows as limit). */
  demoConversion: DemoConversionRowDto[];
  /** First SLT day of the range, included. */
  from: string;
  interval: AnalyticsDtoInterval;
  /** One point per day, week or month of the range, oldest first, periods without sales at 0. */
  series: AnalyticsBucketDto[];
  /** Days, weeks and months are counted in this time zone (SLT). */
  timeZone: string;
  /** Last SLT day of the range, included. */
  to: string;
  /** The whole range. */
  totals: AnalyticsTotalsDto;
}
