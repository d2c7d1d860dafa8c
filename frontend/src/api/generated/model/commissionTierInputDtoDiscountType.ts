/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export type CommissionTierInputDtoDiscountType = typeof CommissionTierInputDtoDiscountType[keyof typeof CommissionTierInputDtoDiscountType];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CommissionTierInputDtoDiscountType = {
  percentage: 'percentage',
  fixed: 'fixed',
} as const;
