/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
/**
 * Commission as a fraction of the sale, 0 to 1, up to 6 decimals (0.05 is 5 %).
 */
export type SaveCommissionConfigDtoBaseRate = number | string;
