/** RFC 4180: a field with a comma, quote or line break is quoted, and its quotes doubled. */
export function csvValue(value: string | number | null): string {
  if (value === null) return '';
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Text that needs quoting or defusing; most text needs neither, and one test settles it. */
const NEEDS_CARE = /^[=+\-@\t\r\n]|[",\r\n]/;

/**
 * Free text typed in-world (names, regions): a leading = + - @ or control character would make a
 * spreadsheet run it as a formula, so such text is prefixed with an apostrophe (OWASP CSV injection).
 */
export function csvText(value: string | null): string {
  if (value === null) return '';
  if (!NEEDS_CARE.test(value)) return value;
  return csvValue(/^[=+\-@\t\r\n]/.test(value) ? `'${value}` : value);
}
