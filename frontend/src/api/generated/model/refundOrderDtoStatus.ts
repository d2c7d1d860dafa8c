/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
/**
 * requested: waiting for the vendor's payouts script; sent: the script has it; confirmed: Second Life made the transfer; failed: Second Life refused it (reason).
 */
export type RefundOrderDtoStatus = typeof RefundOrderDtoStatus[keyof typeof RefundOrderDtoStatus];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const RefundOrderDtoStatus = {
  requested: 'requested',
  sent: 'sent',
  confirmed: 'confirmed',
  failed: 'failed',
} as const;
