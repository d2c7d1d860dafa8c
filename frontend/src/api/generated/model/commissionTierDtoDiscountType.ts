/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export type CommissionTierDtoDiscountType = typeof CommissionTierDtoDiscountType[keyof typeof CommissionTierDtoDiscountType];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CommissionTierDtoDiscountType = {
  percentage: 'percentage',
  fixed: 'fixed',
} as const;
