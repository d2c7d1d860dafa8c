/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
/**
 * The stream to open: your notifications, or the activity monitor (admins).
 */
export type LiveStream = typeof LiveStream[keyof typeof LiveStream];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const LiveStream = {
  notifications: 'notifications',
  monitor: 'monitor',
} as const;
