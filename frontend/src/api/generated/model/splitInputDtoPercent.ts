/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
/**
 * Percent of the price each sale was paid, more than 0 and at most 100, up to 2 decimals.
 */
export type SplitInputDtoPercent = string | number;
