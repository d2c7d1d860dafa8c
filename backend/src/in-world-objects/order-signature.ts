import { createHmac } from 'node:crypto';

/** What an order pays: a partner's share of a sale, a buyer's refund, or the commission the merchant owes the platform. */
export type PayoutOrderKind = 'partner' | 'refund' | 'commission';

/** What a payout order says, as the script checks it: pay `amount` L$ to `avatarKey`, this attempt, before `expires`. */
export interface PayoutOrderFields {
  kind: PayoutOrderKind;
  /** The payout's id, or the refund order's: each kind numbers its own. */
  id: number;
  attempt: number;
  avatarKey: string;
  amount: number;
  /** Unix time in seconds after which the script refuses the order. */
  expires: number;
}

/** The signed text: the fields joined by '|', in the order payouts.lsl joins them. */
export function orderMessage(order: PayoutOrderFields): string {
  return [order.kind, order.id, order.attempt, order.avatarKey.toLowerCase(), order.amount, order.expires].join('|');
}

/** HMAC-SHA256 of `message` under `secret` (both as UTF-8), in Base64: what llHMAC(secret, message, "sha256") answers. */
export function hmacBase64(secret: string, message: string): string {
  return createHmac('sha256', Buffer.from(secret, 'utf8')).update(message, 'utf8').digest('base64');
}

/** The order's signature under the object's secret. */
export function signOrder(secret: string, order: PayoutOrderFields): string {
  return hmacBase64(secret, orderMessage(order));
}
