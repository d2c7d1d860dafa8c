/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export type GetPendingRedeliveriesNotices = typeof GetPendingRedeliveriesNotices[keyof typeof GetPendingRedeliveriesNotices];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const GetPendingRedeliveriesNotices = {
  NUMBER_0: '0',
  NUMBER_1: '1',
} as const;
