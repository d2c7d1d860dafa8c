/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
/**
 * partner: a partner's share of a sale, reported to /api/lsl/payouts/{payout_id}/result; refund: a buyer's refund ordered on the web, reported to /api/lsl/payouts/refunds/{payout_id}/result; commission: what the merchant owes the platform, paid to its collection avatar and reported to /api/lsl/commission-payments.
 */
export type PayoutOrderDtoKind = typeof PayoutOrderDtoKind[keyof typeof PayoutOrderDtoKind];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const PayoutOrderDtoKind = {
  partner: 'partner',
  refund: 'refund',
  commission: 'commission',
} as const;
