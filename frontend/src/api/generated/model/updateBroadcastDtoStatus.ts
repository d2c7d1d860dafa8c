/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export type UpdateBroadcastDtoStatus = typeof UpdateBroadcastDtoStatus[keyof typeof UpdateBroadcastDtoStatus];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const UpdateBroadcastDtoStatus = {
  running: 'running',
  paused: 'paused',
  completed: 'completed',
  cancelled: 'cancelled',
} as const;
