/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export type GetCustomersSortOrder = typeof GetCustomersSortOrder[keyof typeof GetCustomersSortOrder];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const GetCustomersSortOrder = {
  asc: 'asc',
  desc: 'desc',
} as const;
