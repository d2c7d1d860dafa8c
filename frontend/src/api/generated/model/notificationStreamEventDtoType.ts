/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export type NotificationStreamEventDtoType = typeof NotificationStreamEventDtoType[keyof typeof NotificationStreamEventDtoType];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const NotificationStreamEventDtoType = {
  ready: 'ready',
  created: 'created',
  read: 'read',
} as const;
