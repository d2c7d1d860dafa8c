/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
/**
 * The payout as it stands: a repeated report answers the same.
 */
export type PayoutResultDtoStatus = typeof PayoutResultDtoStatus[keyof typeof PayoutResultDtoStatus];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const PayoutResultDtoStatus = {
  due: 'due',
  paid: 'paid',
  failed: 'failed',
} as const;
