/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export type GetAdminBillingBalancesParams = {
  /**
   * First SLT day of the collected-per-day figures (default: 29 days before to).
   */
  from?: string;
  /**
   * Last SLT day (default: today).
   */
  to?: string;
};
