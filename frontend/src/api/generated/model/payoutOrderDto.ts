/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { PayoutOrderDtoKind } from './payoutOrderDtoKind';

export interface PayoutOrderDto {
  /** Whole L$ to transfer. */
  amount: number;
  /** The try this order is for: 1, then one more after each retry on the Partners page. */
  attempt: number;
  avatar_key: string;
  /** Unix time (seconds) after which the order is refused. */
  expires: number;
  /** partner: a partner's share of a sale, reported to /api/lsl/payouts/{payout_id}/result; refund: a buyer's refund ordered on the web, reported to /api/lsl/payouts/refunds/{payout_id}/result; commission: what the merchant owes the platform, paid to its collection avatar and reported to /api/lsl/commission-payments. */
  kind: PayoutOrderDtoKind;
  payout_id: number;
  /** Base64 HMAC-SHA256 under the secret of "kind|payout_id|attempt|avatar_key|amount|expires": llHMAC(secret, that text, "sha256"). */
  signature: string;
}
