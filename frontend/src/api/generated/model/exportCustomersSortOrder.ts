/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export type ExportCustomersSortOrder = typeof ExportCustomersSortOrder[keyof typeof ExportCustomersSortOrder];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ExportCustomersSortOrder = {
  asc: 'asc',
  desc: 'desc',
} as const;
