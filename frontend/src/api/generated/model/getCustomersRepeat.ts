/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export type GetCustomersRepeat = typeof GetCustomersRepeat[keyof typeof GetCustomersRepeat];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const GetCustomersRepeat = {
  true: 'true',
} as const;
