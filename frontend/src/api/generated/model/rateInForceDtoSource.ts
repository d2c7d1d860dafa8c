/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
/**
 * global: the active global configuration; platform_default: the platform default, used while no global configuration is active.
 */
export type RateInForceDtoSource = typeof RateInForceDtoSource[keyof typeof RateInForceDtoSource];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const RateInForceDtoSource = {
  global: 'global',
  platform_default: 'platform_default',
} as const;
