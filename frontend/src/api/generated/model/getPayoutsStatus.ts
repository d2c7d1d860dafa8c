/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export type GetPayoutsStatus = typeof GetPayoutsStatus[keyof typeof GetPayoutsStatus];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const GetPayoutsStatus = {
  due: 'due',
  paid: 'paid',
  failed: 'failed',
} as const;
