/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
/**
 * Percent off the base rate (0 to 100) for percentage, L$ off the commission for fixed; up to 4 decimals.
 */
export type CommissionTierInputDtoDiscountValue = number | string;
