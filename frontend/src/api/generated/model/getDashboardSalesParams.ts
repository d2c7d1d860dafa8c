/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { GetDashboardSalesRange } from './getDashboardSalesRange';

export type GetDashboardSalesParams = {
  /**
   * Chart range: the last 7, 30 or 90 SLT days, today included.
   */
  range?: GetDashboardSalesRange;
};
