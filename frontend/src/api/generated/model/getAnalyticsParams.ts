/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { GetAnalyticsInterval } from './getAnalyticsInterval';

export type GetAnalyticsParams = {
  /**
   * First SLT day of the range (YYYY-MM-DD), included. Default: 29 days before `to`.
   */
  from?: string;
  /**
   * Last SLT day of the range (YYYY-MM-DD), included. Default: today (SLT).
   */
  to?: string;
  /**
   * One point per SLT day, week (Monday to Sunday) or calendar month. A range covers at most 731 days by day, 1827 by week and 3653 by month.
   */
  interval?: GetAnalyticsInterval;
  /**
   * Rows of each breakdown (its top list).
   * @minimum 1
   * @maximum 50
   */
  limit?: number;
};
