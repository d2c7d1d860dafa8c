/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export interface RotateApiKeyDto {
  /**
   * How many hours the old key keeps working, so scripts and programs can be updated without a stop (default 24; 0: it stops now).
   * @minimum 0
   * @maximum 720
   */
  graceHours?: number;
}
