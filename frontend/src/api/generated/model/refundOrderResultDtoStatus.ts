/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
/**
 * The order as it stands: a repeated report answers the same.
 */
export type RefundOrderResultDtoStatus = typeof RefundOrderResultDtoStatus[keyof typeof RefundOrderResultDtoStatus];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const RefundOrderResultDtoStatus = {
  requested: 'requested',
  sent: 'sent',
  confirmed: 'confirmed',
  failed: 'failed',
} as const;
