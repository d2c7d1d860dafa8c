/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export type GetPlatformAnalyticsInterval = typeof GetPlatformAnalyticsInterval[keyof typeof GetPlatformAnalyticsInterval];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const GetPlatformAnalyticsInterval = {
  day: 'day',
  week: 'week',
  month: 'month',
} as const;
