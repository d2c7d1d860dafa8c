import { formatDay, formatLindens, formatSlt, renderEmail } from './layout';
import { SWITCH_NAMES } from './notification-email';

export interface DigestInput {
  firstName: string | null;
  /** The SLT day, YYYY-MM-DD. */
  day: string;
  sales: number;
  amount: number;
  news: Array<{ title: string; body: string; createdAt: Date }>;
  url: string;
  unsubscribeUrl: string;
}

/** The day's sales and sales news (milestones, refunds) in one e-mail. */
export function dailyDigestEmail(input: DigestInput): { subject: string; text: string; html: string } {
  const day = formatDay(input.day);
  const sales =
    input.sales === 0
      ? `Your vendors recorded no sales on ${day} (SLT).`
      : `Your vendors recorded ${input.sales === 1 ? '1 sale' : `${input.sales.toLocaleString('en-US')} sales`} on ${day} (SLT), ${formatLindens(input.amount)} in all.`;
  const { text, html } = renderEmail({
    greeting: `Hello ${input.firstName ?? 'there'},`,
    paragraphs: input.news.length > 0 ? [sales, 'Also that day:'] : [sales],
    items: input.news.map((item) => `${formatSlt(item.createdAt)}: ${/[.!?]$/.test(item.title) ? item.title : `${item.title}.`} ${item.body}`),
    action: { label: 'See your sales', url: input.url },
    reason: `You get this daily summary because ${SWITCH_NAMES.transactions} are on`,
    unsubscribeUrl: input.unsubscribeUrl,
  });
  return { subject: `Your sales on ${day}`, text, html };
}
