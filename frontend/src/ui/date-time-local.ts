/** Values of `<input type="datetime-local">`, which holds a date and time in the browser's time zone. */

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** An instant as a datetime-local value in the browser's time zone: '2026-12-01T18:00'. */
export function toDateTimeLocal(value: Date | string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local value (browser time) as the ISO 8601 instant the API wants; undefined when blank or invalid. */
export function fromDateTimeLocal(value: string): string | undefined {
  if (value.trim() === '') return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}
