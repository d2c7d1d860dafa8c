/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export interface UpdateCommissionSettingsDto {
  /** Percent from 0 to 100 with at most 2 decimals, as a decimal string (a JSON number is accepted too). */
  defaultCommissionRate: string;
}
