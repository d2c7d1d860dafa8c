/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export interface EventDailySalesDto {
  /** A day in Second Life time (America/Los_Angeles), YYYY-MM-DD. */
  date: string;
  /** Whole L$: completed sales at the event on that day. */
  totalSales: number;
}
