/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export type ExportCustomersSortBy = typeof ExportCustomersSortBy[keyof typeof ExportCustomersSortBy];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ExportCustomersSortBy = {
  lastPurchaseAt: 'lastPurchaseAt',
  spent: 'spent',
  purchases: 'purchases',
  firstPurchaseAt: 'firstPurchaseAt',
} as const;
