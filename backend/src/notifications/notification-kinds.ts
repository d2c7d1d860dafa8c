/** What a notification is about. */
export const NOTIFICATION_KINDS = [
  'sale_milestone',
  'daily_sales_milestone',
  'sale_refunded',
  'price_mismatch',
  'redelivery_requested',
  'redelivery_failed',
  'sale_delivery_late',
  'product_sold_out',
  'product_low_stock',
  'object_offline',
  'object_online',
  'object_sales_waiting',
  'object_unreachable',
  'api_key_created',
  'api_key_revoked',
  'commission_payment_failed',
  'commission_overdue',
  'payouts_blocked',
  'webhook_disabled',
  'refund_failed',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * Which e-mail preference a kind falls under (Settings → Notifications): sales news goes out as one digest a day,
 * redeliveries and the rest (stock, objects, API keys) at once.
 */
export type NotificationCategory = 'transactions' | 'redeliveries' | 'events';

export const CATEGORY_OF: Record<NotificationKind, NotificationCategory> = {
  sale_milestone: 'transactions',
  daily_sales_milestone: 'transactions',
  sale_refunded: 'transactions',
  price_mismatch: 'transactions',
  redelivery_requested: 'redeliveries',
  redelivery_failed: 'redeliveries',
  sale_delivery_late: 'redeliveries',
  product_sold_out: 'events',
  product_low_stock: 'events',
  object_offline: 'events',
  object_online: 'events',
  object_sales_waiting: 'events',
  object_unreachable: 'events',
  api_key_created: 'events',
  api_key_revoked: 'events',
  commission_payment_failed: 'events',
  commission_overdue: 'events',
  payouts_blocked: 'events',
  webhook_disabled: 'events',
  refund_failed: 'events',
};

/** The user's switch for each category (users table columns). */
export const PREFERENCE_OF: Record<NotificationCategory, 'emailTransactions' | 'emailRedeliveries' | 'emailEvents'> = {
  transactions: 'emailTransactions',
  redeliveries: 'emailRedeliveries',
  events: 'emailEvents',
};

/** Sale counts worth a notification: the first sale, the 10th, the 100th... */
export const SALE_MILESTONES = [1, 10, 100, 1_000, 10_000, 100_000, 1_000_000] as const;

/** Sales in one SLT day worth a notification, in whole L$. */
export const DAILY_SALES_MILESTONES = [1_000, 10_000, 100_000, 1_000_000] as const;

/**
 * A milestone is announced only when the merchant's count reached it recently: within the sales just recorded plus
 * this many (sales other instances recorded meanwhile). A merchant who had 5 000 sales when notifications started is
 * not told about their 1 000th.
 */
export const MILESTONE_SLACK = 50;

/** The highest milestone at or below `value`, or null. */
export function highestReached(milestones: readonly number[], value: number): number | null {
  let reached: number | null = null;
  for (const milestone of milestones) if (milestone <= value) reached = milestone;
  return reached;
}

/** The sale milestone to announce after `recorded` new sales brought the count to `count`, or null. */
export function saleMilestoneFor(count: number, recorded: number): number | null {
  const milestone = highestReached(SALE_MILESTONES, count);
  if (milestone === null || count - milestone >= recorded + MILESTONE_SLACK) return null;
  return milestone;
}

/** "1st", "10th", "1,000th". */
export function ordinal(value: number): string {
  if (value === 1) return 'first';
  return `${value.toLocaleString('en-US')}th`;
}

/** A notification to write: whom it is for, its kind and text, where it links, what it dedupes on. */
export interface NewNotification {
  userId: string;
  kind: NotificationKind;
  title: string;
  body: string;
  link?: string | null;
  metadata?: Record<string, unknown> | null;
  dedupeKey?: string | null;
}
