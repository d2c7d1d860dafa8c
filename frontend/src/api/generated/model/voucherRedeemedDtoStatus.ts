/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export type VoucherRedeemedDtoStatus = typeof VoucherRedeemedDtoStatus[keyof typeof VoucherRedeemedDtoStatus];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const VoucherRedeemedDtoStatus = {
  pending: 'pending',
  completed: 'completed',
  refunded: 'refunded',
  failed: 'failed',
} as const;
