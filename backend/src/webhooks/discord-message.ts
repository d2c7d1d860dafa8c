/** What an endpoint is sent: Standard Webhooks JSON for a program, or a chat message for a Discord channel's webhook. */
export const WEBHOOK_FORMATS = ['standard', 'discord'] as const;
export type WebhookFormat = (typeof WEBHOOK_FORMATS)[number];

/** Hosts of Discord's own webhook addresses (https://discord.com/api/webhooks/<id>/<token>). */
const DISCORD_HOSTS = new Set(['discord.com', 'discordapp.com', 'ptb.discord.com', 'canary.discord.com']);

export const DISCORD_URL_INVALID = "url must be a Discord channel's webhook address, https://discord.com/api/webhooks/…, for a Discord endpoint";

/** Whether `url` is a Discord webhook address (or an origin allowed for tests, which stands in for Discord). */
export function isDiscordWebhookUrl(url: string, allowedOrigins: readonly string[]): boolean {
  if (!URL.canParse(url)) return false;
  const parsed = new URL(url);
  if (allowedOrigins.includes(parsed.origin)) return true;
  return parsed.protocol === 'https:' && DISCORD_HOSTS.has(parsed.hostname) && /^\/api\/webhooks\/\d+\/[\w-]+$/.test(parsed.pathname);
}

/** Buyers' and objects' names are written by people in Second Life: Discord's markdown in them is shown as typed. */
function plain(text: unknown): string {
  const value = typeof text === 'string' || typeof text === 'number' ? String(text) : '';
  return value.replace(/([\\*_~`|>#[\]()-])/g, '\\$1');
}

const lindens = (amount: unknown) => `L$${Number(amount).toLocaleString('en-US')}`;

/** The chat message for an event: one or two lines a merchant reads in their channel (Discord allows 2000 characters). */
export function discordMessage(type: string, data: Record<string, unknown>): string {
  let text: string;
  if (type === 'sale.completed') {
    const product = data.productName ? ` ${plain(data.productName)},` : '';
    const buyer = data.buyerName ? ` bought by ${plain(data.buyerName)}` : '';
    const where = data.region ? ` in ${plain(data.region)}` : '';
    text = `**New sale: ${lindens(data.amount)}**${product}${buyer}${where} (sale #${String(data.transactionId)}).`;
  } else if (type === 'sale.daily_summary') {
    const sales = Number(data.sales);
    text = `**Sales on ${String(data.day)} (SLT)**: ${sales.toLocaleString('en-US')} ${sales === 1 ? 'sale' : 'sales'}, ${lindens(data.amount)} (commission L$${String(data.commission)}).`;
  } else if (type === 'sale.refunded') {
    text = `**Sale #${String(data.transactionId)} refunded**: ${lindens(data.refundedAmount)} of ${lindens(data.amount)}.`;
  } else if (typeof data.title === 'string') {
    text = `**${plain(data.title)}**\n${plain(data.message)}`;
  } else {
    text = plain(data.message ?? type);
  }
  return text.slice(0, 2000);
}

/** The JSON Discord's webhook takes: the message, under the platform's name, mentioning nobody. */
export function discordBody(type: string, data: Record<string, unknown>): string {
  return JSON.stringify({ username: 'SL Vendor Platform', content: discordMessage(type, data), allowed_mentions: { parse: [] } });
}
