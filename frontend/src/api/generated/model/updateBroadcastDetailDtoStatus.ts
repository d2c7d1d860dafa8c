/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export type UpdateBroadcastDetailDtoStatus = typeof UpdateBroadcastDetailDtoStatus[keyof typeof UpdateBroadcastDetailDtoStatus];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const UpdateBroadcastDetailDtoStatus = {
  running: 'running',
  paused: 'paused',
  completed: 'completed',
  cancelled: 'cancelled',
} as const;
