/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export type PayoutOrdersDebit = typeof PayoutOrdersDebit[keyof typeof PayoutOrdersDebit];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const PayoutOrdersDebit = {
  NUMBER_0: '0',
  NUMBER_1: '1',
} as const;
