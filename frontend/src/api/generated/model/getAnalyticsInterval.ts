/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export type GetAnalyticsInterval = typeof GetAnalyticsInterval[keyof typeof GetAnalyticsInterval];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const GetAnalyticsInterval = {
  day: 'day',
  week: 'week',
  month: 'month',
} as const;
