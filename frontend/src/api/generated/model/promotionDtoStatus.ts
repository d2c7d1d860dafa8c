/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
/**
 * Where it stands now: scheduled, running, ended, used up (a coupon) or inactive.
 */
export type PromotionDtoStatus = typeof PromotionDtoStatus[keyof typeof PromotionDtoStatus];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const PromotionDtoStatus = {
  scheduled: 'scheduled',
  running: 'running',
  ended: 'ended',
  used_up: 'used up',
  inactive: 'inactive',
} as const;
