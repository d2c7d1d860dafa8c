import type { WebhookDeliveryDto, WebhookEndpointDto, WebhookFormat, WebhookSubscription } from '../../api/generated/model';

/** The events a merchant can pick, in the order the platform lists them, each with a plain name. */
export const WEBHOOK_EVENT_CHOICES: ReadonlyArray<{ value: WebhookSubscription; label: string }> = [
  { value: 'sale.completed', label: 'Sale completed' },
  { value: 'sale.daily_summary', label: "Day's sales summary" },
  { value: 'sale.refunded', label: 'Sale refunded' },
  { value: 'redelivery.requested', label: 'Redelivery requested' },
  { value: 'redelivery.failed', label: 'Redelivery failed' },
  { value: 'delivery.late', label: 'Box delivery late' },
  { value: 'object.offline', label: 'Vendor or box offline' },
  { value: 'object.online', label: 'Vendor or box back online' },
  { value: 'object.sales_waiting', label: 'Sales held in a vendor' },
  { value: 'object.unreachable', label: 'Box or vendor unreachable' },
  { value: 'stock.low', label: 'Low stock' },
  { value: 'stock.sold_out', label: 'Sold out' },
  { value: 'payout.blocked', label: 'Partner payouts blocked' },
  { value: 'payout.commission_failed', label: 'Commission payment failed' },
  { value: 'payout.commission_overdue', label: 'Vendors paused: commission unpaid' },
  { value: 'payout.refund_failed', label: 'Refund not paid' },
  { value: 'price_mismatch', label: 'Price mismatch' },
];

export const WEBHOOK_URL_MAX = 2000;
export const WEBHOOK_DESCRIPTION_MAX = 100;

export interface WebhookFormValues {
  format: WebhookFormat;
  /** An administrator's endpoint for every merchant's events. */
  platform: boolean;
  url: string;
  description: string;
  events: string[];
}

export const NEW_WEBHOOK_FORM: WebhookFormValues = { format: 'standard', platform: false, url: '', description: '', events: ['sale.completed'] };

/** What a Discord channel gets when added: the alerts, not every sale. */
export const DISCORD_DEFAULT_EVENTS = [
  'object.offline',
  'object.online',
  'object.sales_waiting',
  'object.unreachable',
  'stock.sold_out',
  'payout.blocked',
  'payout.commission_failed',
  'payout.commission_overdue',
  'payout.refund_failed',
  'price_mismatch',
];

export const WEBHOOK_FORMAT_CHOICES: ReadonlyArray<{ value: WebhookFormat; label: string; hint: string }> = [
  { value: 'standard', label: 'Signed JSON', hint: 'For your program or service: each event signed with the endpoint secret.' },
  { value: 'discord', label: 'Discord channel', hint: "A channel's webhook address (Channel settings → Integrations → Webhooks): each event as a message." },
];

/** The form's own checks before the API is called (the API also checks that the address is public). */
export function validateWebhookForm(values: WebhookFormValues): Partial<Record<keyof WebhookFormValues, string>> {
  const errors: Partial<Record<keyof WebhookFormValues, string>> = {};
  const url = values.url.trim();
  if (url === '') errors.url = 'URL is required';
  // The API says when an http:// address is refused (only origins a test or operator allows take one).
  else if (!/^https?:\/\/\S+$/i.test(url)) errors.url = 'URL must start with https://';
  else if (url.length > WEBHOOK_URL_MAX) errors.url = `URL must be at most ${WEBHOOK_URL_MAX} characters`;
  if (values.description.trim().length > WEBHOOK_DESCRIPTION_MAX) errors.description = `Description must be at most ${WEBHOOK_DESCRIPTION_MAX} characters`;
  if (values.events.length === 0) errors.events = 'Choose at least one event';
  return errors;
}

/** What an endpoint's status chip says. */
export function endpointState(endpoint: WebhookEndpointDto): { label: string; color: 'success' | 'warning' | 'default' | 'error' } {
  if (!endpoint.enabled) return endpoint.disabledReason ? { label: 'Switched off by the platform', color: 'error' } : { label: 'Off', color: 'default' };
  if (endpoint.failingSince) return { label: 'Failing', color: 'warning' };
  return { label: 'On', color: 'success' };
}

/** A delivery's outcome in a few words: "200 OK", "500 · retried at …", "No answer". */
export function deliveryOutcome(delivery: WebhookDeliveryDto): string {
  if (delivery.attempts === 0) return 'Not sent yet';
  return delivery.lastStatusCode === null ? 'No answer' : `HTTP ${delivery.lastStatusCode}`;
}

export const DELIVERY_STATUS_LABELS: Record<WebhookDeliveryDto['status'], string> = {
  pending: 'Retrying',
  delivered: 'Delivered',
  failed: 'Failed',
};
