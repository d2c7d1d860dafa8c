import type { ApiKeyDtoScope } from '../../api/generated/model';

/** What a key is for, as the Generate dialog offers it. */
export const API_KEY_SCOPE_CHOICES: readonly { scope: ApiKeyDtoScope; label: string }[] = [
  { scope: 'in-world', label: 'In-world scripts' },
  { scope: 'read', label: 'A program that reads' },
  { scope: 'write', label: 'A program that reads and changes' },
];

/** What a key is for, as the keys list says it. */
export const API_KEY_SCOPE_LABELS: Record<ApiKeyDtoScope, string> = {
  'in-world': 'In-world scripts',
  read: 'Reads',
  write: 'Reads and changes',
};

/** How long a rotated key keeps working, as the Rotate dialog offers it. */
export const GRACE_CHOICES: readonly { hours: number; label: string }[] = [
  { hours: 1, label: '1 hour' },
  { hours: 24, label: '24 hours' },
  { hours: 168, label: '7 days' },
  { hours: 0, label: 'Stop it now' },
];

export const DEFAULT_GRACE_HOURS = 24;

const where = (copied: boolean, what: string) => (copied ? `${what} was copied to your clipboard.` : 'Copy the key below now: it is shown only once.');

/** The 'New API Key Generated' toast's text: where the key is, and where it goes (scripts, or a program's X-Api-Key header). */
export function newKeyToastText(copied: boolean, scope: ApiKeyDtoScope): string {
  const use = scope === 'in-world' ? 'Put it in your LSL scripts.' : 'Your program sends it in the X-Api-Key header.';
  return `${where(copied, 'The key')} ${use}`;
}

const localDateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** The 'API key rotated' toast's text: where the new key is, and until when the old one works. */
export function rotatedKeyToastText(copied: boolean, graceHours: number, previousKeyWorksUntil: string, format: Intl.DateTimeFormat = localDateTime): string {
  const old = graceHours === 0 ? 'The old key no longer works.' : `The old key works until ${format.format(new Date(previousKeyWorksUntil))}.`;
  return `${where(copied, 'The new key')} ${old}`;
}

/**
 * The Expires column: 'Never', the date, or, for a key that stops within two days (a rotated key in its grace period),
 * how long it has left.
 */
export function expiresLabel(expiresAt: string | null, now: Date, dateLabel: (iso: string) => string): string {
  if (expiresAt === null) return 'Never';
  const left = new Date(expiresAt).getTime() - now.getTime();
  if (left <= 0) return 'Stopped';
  if (left >= 48 * 3600_000) return dateLabel(expiresAt);
  const minutes = Math.ceil(left / 60_000);
  if (minutes < 60) return `Stops working in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
  const hours = Math.round(minutes / 60);
  return `Stops working in ${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}

/** The end of a day picked in a date field (YYYY-MM-DD), as the ISO date-time in UTC the API takes for `expiresAt`. */
export function endOfDayUtc(day: string): string {
  return `${day}T23:59:59Z`;
}

/** Today's date in UTC (YYYY-MM-DD): the earliest day a new key can stop at the end of. */
export function todayUtc(now: Date): string {
  return now.toISOString().slice(0, 10);
}
