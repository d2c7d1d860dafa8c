/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export type HeartbeatDtoKind = typeof HeartbeatDtoKind[keyof typeof HeartbeatDtoKind];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const HeartbeatDtoKind = {
  vendor: 'vendor',
  'delivery-box': 'delivery-box',
  terminal: 'terminal',
} as const;
