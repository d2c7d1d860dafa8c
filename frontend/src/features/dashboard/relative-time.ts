const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
];

/** '2 seconds ago', '5 minutes ago', '3 days ago' (a time in the future reads as 'now'). */
export function relativeTime(iso: string, now: Date, locale?: string): string {
  const seconds = Math.max(0, Math.round((now.getTime() - Date.parse(iso)) / 1000));
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (seconds >= size || unit === 'second') return format.format(-Math.floor(seconds / size), unit);
  }
  return format.format(0, 'second');
}
