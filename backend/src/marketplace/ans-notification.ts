import { createHash, timingSafeEqual } from 'node:crypto';

import { isSecondLifeKey } from '../common/second-life/avatar-key';

/** The header the Marketplace signs each notification with: SHA-1 (hex) of the raw query string followed by the salt. */
export const ANS_HASH_HEADER = 'x-ans-verify-hash';

const MAX_TRANSACTION_ID = 64;
const MAX_NAME = 255;
/** Whole L$ in an integer column. */
const MAX_AMOUNT = 2_147_483_647;
const SHA1_HEX = /^[0-9a-f]{40}$/;

/** The query string of a request URL exactly as it was sent, without the leading '?' ('' when there is none). */
export function rawQueryOf(url: string): string {
  const start = url.indexOf('?');
  return start < 0 ? '' : url.slice(start + 1);
}

/** The hash the Marketplace sends for this query string and salt: lower-case hex SHA-1 of the two joined. */
export function ansHash(rawQuery: string, salt: string): string {
  return createHash('sha1')
    .update(rawQuery + salt, 'utf8')
    .digest('hex');
}

/** Whether the header carries the hash of this query string and salt, compared in constant time. */
export function ansHashMatches(rawQuery: string, salt: string, header: string | string[] | undefined): boolean {
  const sent = (Array.isArray(header) ? header[0] : header)?.trim().toLowerCase();
  if (sent === undefined || !SHA1_HEX.test(sent)) return false;
  return timingSafeEqual(Buffer.from(ansHash(rawQuery, salt), 'ascii'), Buffer.from(sent, 'ascii'));
}

/** A Marketplace order, as the sale it is recorded as needs it. */
export interface AnsOrder {
  /** The Marketplace's TransactionID: the same order notified again has the same one. */
  transactionId: string;
  /** The payer's avatar key, lower case. */
  payerKey: string;
  payerName: string | null;
  /** The avatar who got the item when it is not the payer (a gift), lower case; null otherwise. */
  giftTo: string | null;
  giftToName: string | null;
  /** The Marketplace listing's item id, to find the merchant's product. */
  itemId: string | null;
  itemName: string | null;
  /** PaymentGross: whole L$ the payer paid. */
  amount: number;
  region: string | null;
}

/** A field of the notification that cannot be recorded, and why. */
export interface AnsProblem {
  field: string;
  message: string;
}

/**
 * The order in a notification's query string, by Second Life's field names (the first value of each; unknown fields
 * are ignored), or the first field that is missing or wrong.
 */
export function readAnsOrder(rawQuery: string): { order: AnsOrder } | { problem: AnsProblem } {
  const fields = new Map<string, string>();
  for (const [name, value] of new URLSearchParams(rawQuery)) {
    const key = name.toLowerCase();
    if (!fields.has(key)) fields.set(key, value);
  }
  const text = (name: string, max = MAX_NAME): string | null => {
    const value = fields.get(name.toLowerCase())?.trim();
    return value ? value.slice(0, max) : null;
  };

  const transactionId = fields.get('transactionid')?.trim() ?? '';
  if (transactionId === '') return problem('TransactionID', 'TransactionID is required.');
  if ([...transactionId].length > MAX_TRANSACTION_ID) return problem('TransactionID', `TransactionID must be at most ${MAX_TRANSACTION_ID} characters.`);

  const gross = fields.get('paymentgross')?.trim() ?? '';
  if (gross === '') return problem('PaymentGross', 'PaymentGross is required.');
  if (!/^\d{1,10}$/.test(gross) || Number(gross) > MAX_AMOUNT) {
    return problem('PaymentGross', 'PaymentGross must be a whole number of L$ of at least 0.');
  }

  const payerKey = fields.get('payerkey')?.trim() ?? '';
  if (!isSecondLifeKey(payerKey)) return problem('PayerKey', 'PayerKey must be an avatar key.');
  const receiverKey = fields.get('receiverkey')?.trim() ?? '';
  if (receiverKey !== '' && !isSecondLifeKey(receiverKey)) return problem('ReceiverKey', 'ReceiverKey must be an avatar key.');

  const payer = payerKey.toLowerCase();
  const receiver = receiverKey.toLowerCase();
  const gift = receiver !== '' && receiver !== payer;
  return {
    order: {
      transactionId,
      payerKey: payer,
      payerName: text('PayerName'),
      giftTo: gift ? receiver : null,
      giftToName: gift ? text('ReceiverName') : null,
      itemId: text('ItemID'),
      itemName: text('ItemName'),
      amount: Number(gross),
      region: text('Region') ?? text('Location'),
    },
  };
}

function problem(field: string, message: string): { problem: AnsProblem } {
  return { problem: { field, message } };
}
