/**
 * The events an endpoint can subscribe to, each with what causes it and an example of its `data` (the same examples
 * are in the OpenAPI document's x-webhooks and in docs/integrations.md). An endpoint may also name a family
 * (`redelivery.*`). `webhook.test` is sent only by the Send test event button.
 */
export const WEBHOOK_EVENTS = {
  'sale.completed': {
    about: 'A vendor recorded a sale (sent once per sale, also when the vendor retried its report).',
    example: {
      transactionId: 48213,
      vendorId: 12,
      productId: 305,
      productName: 'Mesh Boots (Black)',
      amount: 450,
      commission: '22.50',
      buyerKey: '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f',
      buyerName: 'Ada Resident',
      giftTo: null,
      paidWith: 'lindens',
      region: 'Fashion Isle',
      createdAt: '2026-11-30T14:05:09.000Z',
    },
  },
  'sale.daily_summary': {
    about: "The day's sales, once each SLT day a few minutes after midnight (a digest instead of every sale).",
    example: { day: '2026-11-29', sales: 42, amount: 12340, commission: '617.00' },
  },
  'sale.refunded': {
    about: 'A sale was refunded, in whole or in part (from the web; the L$ go back in-world through your vendors).',
    example: { transactionId: 48213, vendorId: 12, amount: 450, refundedAmount: 450, completes: true },
  },
  'redelivery.requested': {
    about: 'A buyer asked for a redelivery at a terminal or on the web.',
    example: {
      title: 'Redelivery requested: #77',
      message: 'Ada Resident asked for a redelivery of sale #48213 (Mesh Boots (Black)).',
      redeliveryId: 77,
      transactionId: 48213,
    },
  },
  'redelivery.failed': {
    about: 'A redelivery could not be given (no box holds the item, or the box did not answer).',
    example: {
      title: 'Redelivery #77 failed',
      message: 'Redelivery #77 of Mesh Boots (Black) to Ada Resident could not be given.',
      redeliveryId: 77,
      boxId: 4,
    },
  },
  'delivery.late': {
    about: 'A sale delivered from a delivery box is still waiting for its box.',
    example: {
      title: 'Sale #48213 not delivered yet',
      message: 'Sale #48213 has waited for a delivery box for 10 minutes.',
      redeliveryId: 78,
      transactionId: 48213,
    },
  },
  'object.offline': {
    about: 'A vendor, delivery box or terminal has sent no heartbeat for 11 minutes (once per silence).',
    example: {
      title: 'Offline: Main Store Vendor',
      message:
        'Your vendor Main Store Vendor in Fashion Isle has sent no heartbeat since 2026-11-30 06:05 SLT. Check that it is rezzed and its script is running.',
      objectId: 9,
      objectKey: '0b8c2f4e-1d3a-4e5f-9a7b-6c5d4e3f2a1b',
      kind: 'vendor',
      vendorId: 12,
      boxId: null,
    },
  },
  'object.online': {
    about: 'A vendor, delivery box or terminal told offline is sending heartbeats again (once per silence).',
    example: {
      title: 'Back online: Main Store Vendor',
      message: 'Your vendor Main Store Vendor in Fashion Isle is sending heartbeats again (since 2026-11-30 06:40 SLT).',
      objectId: 9,
      objectKey: '0b8c2f4e-1d3a-4e5f-9a7b-6c5d4e3f2a1b',
      kind: 'vendor',
      vendorId: 12,
      boxId: null,
    },
  },
  'object.sales_waiting': {
    about: 'A vendor holds sales it could not report (once a day per object).',
    example: {
      title: 'Sales waiting in Main Store Vendor',
      message:
        'Your vendor Main Store Vendor in Fashion Isle holds 3 sales it could not report. It sends them as soon as the platform answers it; if this stays, check its script and the region.',
      objectKey: '0b8c2f4e-1d3a-4e5f-9a7b-6c5d4e3f2a1b',
      parked: 3,
      queued: 0,
    },
  },
  'object.unreachable': {
    about: "A delivery box's or vendor's address stopped answering the platform (once a day per object).",
    example: {
      title: 'Unreachable: Main Store Box',
      message: 'The platform could not reach your delivery box Main Store Box in Fashion Isle: 3 pings in a row went unanswered. …',
      objectKey: '0b8c2f4e-1d3a-4e5f-9a7b-6c5d4e3f2a1b',
      reason: '3 pings in a row went unanswered',
    },
  },
  'stock.low': {
    about: 'A product reached its low-stock mark (once a day per product).',
    example: { title: 'Low stock: Mesh Boots (Black)', message: 'Only 3 left of Mesh Boots (Black) (your low-stock mark is 5).', productId: 305, stock: 3 },
  },
  'stock.sold_out': {
    about: 'A product sold its last copy (once a day per product).',
    example: {
      title: 'Sold out: Mesh Boots (Black)',
      message: 'Mesh Boots (Black) has no stock left: its sales are refused (and refunded in-world) until you add stock on the Products page.',
      productId: 305,
    },
  },
  'payout.blocked': {
    about: "Partners' payouts stopped because a vendor cannot pay them.",
    example: { title: 'A vendor cannot pay', message: 'Main Store Vendor has no debit permission: partner payouts wait.', vendorId: 12 },
  },
  'payout.commission_failed': {
    about: "A vendor's commission payment to the platform failed in-world.",
    example: {
      title: 'Commission payment failed',
      message: 'Main Store Vendor could not pay L$120 of commission.',
      transactionKey: '5d2e8a10-3b4c-4d5e-8f90-a1b2c3d4e5f6',
      reason: 'insufficient funds',
    },
  },
  'payout.commission_overdue': {
    about: 'Your vendors were paused: commission stayed unpaid past the grace period (once a day).',
    example: {
      title: 'Vendors paused: commission unpaid',
      message:
        'Your vendors were paused: L$120.00 of commission unpaid for more than 14 days. Let them pay it (check their debit permission and your L$ balance), then resume them on the Vendors page.',
      outstanding: '120.00',
      graceDays: 14,
    },
  },
  'payout.refund_failed': {
    about: "A buyer's refund could not be paid in-world (once per attempt).",
    example: {
      title: 'Refund not paid: sale #48213',
      message:
        "The L$450 refund of sale #48213 was not paid in-world (LINDENDOLLAR_INSUFFICIENTFUNDS). Check your L$ balance and the paying script's debit permission, then retry it on the Transactions page.",
      transactionId: 48213,
      refundOrderId: 31,
      reason: 'LINDENDOLLAR_INSUFFICIENTFUNDS',
    },
  },
  price_mismatch: {
    about: 'A vendor sold at a price other than the catalogue price.',
    example: {
      title: 'A sale was paid at the wrong price',
      message: 'Main Store Vendor sold Mesh Boots (Black) for L$400; the catalogue says L$450.',
      until: '2026-11-30T14:10:00.000Z',
      count: 1,
      transactionIds: [48213],
    },
  },
} as const;

export type WebhookEventType = keyof typeof WEBHOOK_EVENTS | 'webhook.test';
export const WEBHOOK_EVENT_TYPES = Object.keys(WEBHOOK_EVENTS) as Array<keyof typeof WEBHOOK_EVENTS>;

/** What an endpoint may list: an event type, or a family of them (`sale.*`). */
export const WEBHOOK_SUBSCRIPTIONS: string[] = [
  ...WEBHOOK_EVENT_TYPES,
  ...[...new Set(WEBHOOK_EVENT_TYPES.filter((type) => type.includes('.')).map((type) => `${type.split('.')[0]}.*`))],
];

export const TEST_EVENT_EXAMPLE = { message: 'A test event from SL Vendor Platform: your endpoint is reachable and verifies signatures.' };

/** Whether an endpoint listing `subscriptions` hears `type` (the same rule as the SQL that makes deliveries). */
export function subscribes(subscriptions: readonly string[], type: string): boolean {
  return subscriptions.includes(type) || (type.includes('.') && subscriptions.includes(`${type.split('.')[0]}.*`));
}
