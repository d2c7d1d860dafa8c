/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export type HealthDtoDatabase = typeof HealthDtoDatabase[keyof typeof HealthDtoDatabase];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const HealthDtoDatabase = {
  up: 'up',
  down: 'down',
} as const;
