/**
 * The longest prefix of `items` whose response body, serialised as JSON the way it is sent, stays within
 * `maxBytes` (UTF-8): scripts only read the first bytes of a body (2048 by default) and refuse a cut-off list.
 */
export function fitWithinBytes<T, B>(items: readonly T[], wrap: (items: T[]) => B, maxBytes: number): T[] {
  const kept: T[] = [];
  for (const item of items) {
    const candidate = [...kept, item];
    if (Buffer.byteLength(JSON.stringify(wrap(candidate)), 'utf8') > maxBytes) break;
    kept.push(item);
  }
  return kept;
}
