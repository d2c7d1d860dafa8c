/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export type HealthDtoStatus = typeof HealthDtoStatus[keyof typeof HealthDtoStatus];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const HealthDtoStatus = {
  ok: 'ok',
  error: 'error',
} as const;
