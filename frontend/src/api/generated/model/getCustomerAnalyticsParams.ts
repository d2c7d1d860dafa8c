/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export type GetCustomerAnalyticsParams = {
  /**
   * How many SLT months of cohorts, this month included (1 to 24).
   * @minimum 1
   * @maximum 24
   */
  months?: number;
};
