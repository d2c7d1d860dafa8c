/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export type ExportTransactionsPriceMismatch = typeof ExportTransactionsPriceMismatch[keyof typeof ExportTransactionsPriceMismatch];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ExportTransactionsPriceMismatch = {
  true: 'true',
} as const;
