/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
/**
 * Where the base rate comes from: a running event, the vendor's configuration, the global one, or the owner's default rate.
 */
export type CommissionCalculationDtoSource = typeof CommissionCalculationDtoSource[keyof typeof CommissionCalculationDtoSource];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CommissionCalculationDtoSource = {
  event: 'event',
  vendor: 'vendor',
  global: 'global',
  default: 'default',
} as const;
