/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export type GetTransactionsSortOrder = typeof GetTransactionsSortOrder[keyof typeof GetTransactionsSortOrder];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const GetTransactionsSortOrder = {
  asc: 'asc',
  desc: 'desc',
} as const;
