import { fitWithinBytes } from './body-budget';

const wrap = (requests: { id: number; item: string }[]) => ({ requests });
const bytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value), 'utf8');

describe('fitWithinBytes', () => {
  it('keeps every item when the body fits', () => {
    const items = [
      { id: 1, item: 'Red Dress' },
      { id: 2, item: 'Blue Hat' },
    ];
    expect(fitWithinBytes(items, wrap, 2048)).toEqual(items);
  });

  it('stops before the body would pass the limit, counting UTF-8 bytes, not characters', () => {
    // 'é' is one character and two bytes.
    const items = Array.from({ length: 10 }, (_, id) => ({ id, item: 'é'.repeat(100) }));
    const kept = fitWithinBytes(items, wrap, 700);
    expect(kept.length).toBe(3);
    expect(bytes(wrap(kept))).toBeLessThanOrEqual(700);
    expect(bytes(wrap(items.slice(0, 4)))).toBeGreaterThan(700);
  });

  it('keeps the body exactly at the limit', () => {
    const items = [{ id: 1, item: 'x' }];
    const limit = bytes(wrap(items));
    expect(fitWithinBytes(items, wrap, limit)).toEqual(items);
    expect(fitWithinBytes(items, wrap, limit - 1)).toEqual([]);
  });

  it('keeps the order and never skips an item to fit a later, smaller one', () => {
    const items = [
      { id: 1, item: 'a' },
      { id: 2, item: 'b'.repeat(500) },
      { id: 3, item: 'c' },
    ];
    expect(fitWithinBytes(items, wrap, 100).map((item) => item.id)).toEqual([1]);
  });
});
