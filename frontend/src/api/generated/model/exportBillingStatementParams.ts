/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export type ExportBillingStatementParams = {
  /**
   * First SLT day, YYYY-MM-DD.
   */
  from: string;
  /**
   * Last SLT day (included), YYYY-MM-DD.
   */
  to: string;
};
