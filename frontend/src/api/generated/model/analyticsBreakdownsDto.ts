/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { AnalyticsBreakdownRowDto } from './analyticsBreakdownRowDto';

export interface AnalyticsBreakdownsDto {
  /** Sales made at an event; sales outside events are not in this list. */
  events: AnalyticsBreakdownRowDto[];
  /**
   * Merchants (platform analytics only; null in a merchant's own).
   * @nullable
   */
  merchants: AnalyticsBreakdownRowDto[] | null;
  /** Sales recorded without a product are not in this list. */
  products: AnalyticsBreakdownRowDto[];
  /** The region each vendor reported (Second Life's X-SecondLife-Region); id null for sales without one. */
  regions: AnalyticsBreakdownRowDto[];
  vendors: AnalyticsBreakdownRowDto[];
}
