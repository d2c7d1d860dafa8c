/** Exact rules of the customers' figures, with no floating point. */

/** n ÷ d as a decimal string with 4 places, rounded half up, from integers only ('0.0000' when d is 0). */
export function shareOf(n: number, d: number): string {
  if (d === 0) return '0.0000';
  const tenThousandths = Math.floor((n * 20_000 + d) / (2 * d));
  return `${Math.floor(tenThousandths / 10_000)}.${String(tenThousandths % 10_000).padStart(4, '0')}`;
}

/** 'YYYY-MM' moved by `months` (negative: back). */
export function addMonths(month: string, months: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The months from `first` to `last`, both counted. */
export function monthsFrom(first: string, last: string): string[] {
  const months: string[] = [];
  for (let month = first; month <= last; month = addMonths(month, 1)) months.push(month);
  return months;
}
