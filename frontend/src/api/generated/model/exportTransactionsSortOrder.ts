/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export type ExportTransactionsSortOrder = typeof ExportTransactionsSortOrder[keyof typeof ExportTransactionsSortOrder];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ExportTransactionsSortOrder = {
  asc: 'asc',
  desc: 'desc',
} as const;
