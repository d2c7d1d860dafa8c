/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export type WebhookSubscription = typeof WebhookSubscription[keyof typeof WebhookSubscription];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const WebhookSubscription = {
  salecompleted: 'sale.completed',
  saledaily_summary: 'sale.daily_summary',
  salerefunded: 'sale.refunded',
  redeliveryrequested: 'redelivery.requested',
  redeliveryfailed: 'redelivery.failed',
  deliverylate: 'delivery.late',
  objectoffline: 'object.offline',
  objectonline: 'object.online',
  objectsales_waiting: 'object.sales_waiting',
  objectunreachable: 'object.unreachable',
  stocklow: 'stock.low',
  stocksold_out: 'stock.sold_out',
  payoutblocked: 'payout.blocked',
  payoutcommission_failed: 'payout.commission_failed',
  payoutcommission_overdue: 'payout.commission_overdue',
  payoutrefund_failed: 'payout.refund_failed',
  price_mismatch: 'price_mismatch',
  'sale*': 'sale.*',
  'redelivery*': 'redelivery.*',
  'delivery*': 'delivery.*',
  'object*': 'object.*',
  'stock*': 'stock.*',
  'payout*': 'payout.*',
} as const;
