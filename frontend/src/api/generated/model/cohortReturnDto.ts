/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export interface CohortReturnDto {
  /** Members with a completed purchase that month. */
  buyers: number;
  /** SLT month, YYYY-MM. */
  month: string;
  /** buyers ÷ the cohort, 4 decimals, rounded half up (exact). */
  share: string;
}
