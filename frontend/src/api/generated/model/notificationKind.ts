/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export type NotificationKind = typeof NotificationKind[keyof typeof NotificationKind];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const NotificationKind = {
  sale_milestone: 'sale_milestone',
  daily_sales_milestone: 'daily_sales_milestone',
  sale_refunded: 'sale_refunded',
  price_mismatch: 'price_mismatch',
  redelivery_requested: 'redelivery_requested',
  redelivery_failed: 'redelivery_failed',
  sale_delivery_late: 'sale_delivery_late',
  product_sold_out: 'product_sold_out',
  product_low_stock: 'product_low_stock',
  object_offline: 'object_offline',
  object_online: 'object_online',
  object_sales_waiting: 'object_sales_waiting',
  object_unreachable: 'object_unreachable',
  api_key_created: 'api_key_created',
  api_key_revoked: 'api_key_revoked',
  commission_payment_failed: 'commission_payment_failed',
  commission_overdue: 'commission_overdue',
  payouts_blocked: 'payouts_blocked',
  webhook_disabled: 'webhook_disabled',
  refund_failed: 'refund_failed',
} as const;
