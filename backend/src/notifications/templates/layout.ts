import { SLT_TIME_ZONE } from '../../common/time/second-life-time';

/** Text safe to put in HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

const sltTime = new Intl.DateTimeFormat('en-US', {
  timeZone: SLT_TIME_ZONE,
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** "Nov 23, 2026, 10:15 AM SLT". */
export function formatSlt(instant: Date): string {
  return `${sltTime.format(instant)} SLT`;
}

/** "Sunday, November 22, 2026" for an SLT day given as YYYY-MM-DD. */
export function formatDay(day: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }).format(
    new Date(`${day}T12:00:00Z`),
  );
}

export function formatLindens(amount: number): string {
  return `L$${amount.toLocaleString('en-US')}`;
}

export interface EmailParts {
  greeting: string;
  /** Paragraphs of plain text. */
  paragraphs: string[];
  /** A list shown after the paragraphs. */
  items?: string[];
  action?: { label: string; url: string };
  /** Why the recipient gets it, e.g. 'Redelivery e-mails are on'. */
  reason: string;
  unsubscribeUrl: string;
}

/** The plain-text and HTML versions of one e-mail, from the same parts. */
export function renderEmail(parts: EmailParts): { text: string; html: string } {
  const lines = [parts.greeting, '', ...parts.paragraphs.flatMap((paragraph) => [paragraph, ''])];
  if (parts.items && parts.items.length > 0) lines.push(...parts.items.map((item) => `- ${item}`), '');
  if (parts.action) lines.push(`${parts.action.label}: ${parts.action.url}`, '');
  lines.push('--', `SL Vendor Platform. ${parts.reason} in Settings → Notifications.`, `Stop these e-mails: ${parts.unsubscribeUrl}`, '');
  const text = lines.join('\n');

  const paragraph = (content: string) => `<p style="margin:0 0 16px">${escapeHtml(content)}</p>`;
  const html = [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>',
    '<body style="margin:0;padding:24px;background:#f5f5f7;font-family:Arial,Helvetica,sans-serif;color:#1d1d1f;font-size:15px;line-height:1.5">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">',
    paragraph(parts.greeting),
    ...parts.paragraphs.map(paragraph),
    parts.items && parts.items.length > 0
      ? `<ul style="margin:0 0 16px;padding-left:20px">${parts.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`
      : '',
    parts.action ? `<p style="margin:0 0 16px"><a href="${escapeHtml(parts.action.url)}" style="color:#1565c0">${escapeHtml(parts.action.label)}</a></p>` : '',
    '</div>',
    `<p style="max-width:560px;margin:16px auto 0;font-size:12px;color:#6e6e73">SL Vendor Platform. ${escapeHtml(parts.reason)} in Settings → Notifications. `,
    `<a href="${escapeHtml(parts.unsubscribeUrl)}" style="color:#6e6e73">Stop these e-mails</a>.</p>`,
    '</body></html>',
  ].join('\n');
  return { text, html };
}
