/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export type GetTransactionsPriceMismatch = typeof GetTransactionsPriceMismatch[keyof typeof GetTransactionsPriceMismatch];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const GetTransactionsPriceMismatch = {
  true: 'true',
} as const;
