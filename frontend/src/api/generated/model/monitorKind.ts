/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export type MonitorKind = typeof MonitorKind[keyof typeof MonitorKind];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const MonitorKind = {
  sale: 'sale',
  refused: 'refused',
  throttled: 'throttled',
  object_offline: 'object_offline',
  activity: 'activity',
} as const;
