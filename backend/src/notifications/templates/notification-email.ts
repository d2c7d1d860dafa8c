import type { NotificationCategory } from '../notification-kinds';
import { renderEmail } from './layout';

/** What each e-mail switch is called in Settings → Notifications. */
export const SWITCH_NAMES: Record<NotificationCategory, string> = {
  transactions: 'Transaction e-mails',
  redeliveries: 'Redelivery e-mails',
  events: 'Event e-mails',
};

export interface NotificationEmailInput {
  firstName: string | null;
  title: string;
  body: string;
  /** Absolute address of the page it is about. */
  url: string | null;
  category: NotificationCategory;
  unsubscribeUrl: string;
}

/** One notification sent at once (redeliveries, stock, objects, API keys). */
export function notificationEmail(input: NotificationEmailInput): { subject: string; text: string; html: string } {
  const { text, html } = renderEmail({
    greeting: `Hello ${input.firstName ?? 'there'},`,
    paragraphs: [input.body],
    action: input.url ? { label: 'Open SL Vendor Platform', url: input.url } : undefined,
    reason: `You get this e-mail because ${SWITCH_NAMES[input.category]} are on`,
    unsubscribeUrl: input.unsubscribeUrl,
  });
  return { subject: input.title, text, html };
}
