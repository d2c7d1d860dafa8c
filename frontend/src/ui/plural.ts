/** The noun for `count` things: `one` for exactly 1, else `many` (by default `one` + 's'); 0 takes the plural. */
export function plural(count: number, one: string, many = `${one}s`): string {
  return count === 1 ? one : many;
}

/** '1 vendor', '3 vendors', '1,250 sales': the count with thousands separators and the noun it needs. */
export function countLabel(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString('en-US')} ${plural(count, one, many)}`;
}
