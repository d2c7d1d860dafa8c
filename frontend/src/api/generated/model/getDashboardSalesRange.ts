/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export type GetDashboardSalesRange = typeof GetDashboardSalesRange[keyof typeof GetDashboardSalesRange];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const GetDashboardSalesRange = {
  '7days': '7days',
  '30days': '30days',
  '3months': '3months',
} as const;
