import { describe, expect, it } from 'vitest';

import { boxFigures } from './delivery-box-figures';

const now = new Date('2026-07-01T19:00:00.000Z');
const fiveMinutesAgo = '2026-07-01T18:55:00.000Z';

describe('delivery box figures', () => {
  it('counts the items held and the requests assigned', () => {
    const [items, assigned] = boxFigures({ inventory: ['Red Dress', 'Blue Jacket'], inventoryUpdatedAt: fiveMinutesAgo, assigned: 3 }, now);
    expect(items).toMatchObject({ label: 'Items held', value: '2', hint: 'Reported 5 minutes ago: Red Dress, Blue Jacket.' });
    expect(assigned).toMatchObject({ label: 'Assigned', value: '3' });
  });

  it('says when the box never reported its contents, or reported none', () => {
    expect(boxFigures({ inventory: [], inventoryUpdatedAt: null, assigned: 0 }, now)[0].hint).toBe('The box has not reported its contents yet.');
    expect(boxFigures({ inventory: [], inventoryUpdatedAt: fiveMinutesAgo, assigned: 0 }, now)[0].hint).toBe('Reported 5 minutes ago: the box holds no item.');
  });

  it('lists the first ten item names and counts the rest', () => {
    const inventory = Array.from({ length: 13 }, (_, index) => `Item ${index + 1}`);
    const [items] = boxFigures({ inventory, inventoryUpdatedAt: fiveMinutesAgo, assigned: 0 }, now);
    expect(items.value).toBe('13');
    expect(items.hint).toBe(`Reported 5 minutes ago: ${inventory.slice(0, 10).join(', ')} and 3 more.`);
  });
});
