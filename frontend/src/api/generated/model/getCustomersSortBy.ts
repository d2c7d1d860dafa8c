/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export type GetCustomersSortBy = typeof GetCustomersSortBy[keyof typeof GetCustomersSortBy];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const GetCustomersSortBy = {
  lastPurchaseAt: 'lastPurchaseAt',
  spent: 'spent',
  purchases: 'purchases',
  firstPurchaseAt: 'firstPurchaseAt',
} as const;
