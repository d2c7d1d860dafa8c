/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export type AnalyticsDtoInterval = typeof AnalyticsDtoInterval[keyof typeof AnalyticsDtoInterval];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const AnalyticsDtoInterval = {
  day: 'day',
  week: 'week',
  month: 'month',
} as const;
