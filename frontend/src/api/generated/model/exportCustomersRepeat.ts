/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export type ExportCustomersRepeat = typeof ExportCustomersRepeat[keyof typeof ExportCustomersRepeat];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ExportCustomersRepeat = {
  true: 'true',
} as const;
