/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
/**
 * due: the vendor is to pay it; paid: the vendor paid it; failed: see reason.
 */
export type PayoutDtoStatus = typeof PayoutDtoStatus[keyof typeof PayoutDtoStatus];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const PayoutDtoStatus = {
  due: 'due',
  paid: 'paid',
  failed: 'failed',
} as const;
