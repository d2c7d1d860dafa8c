import { describe, expect, it } from 'vitest';

import { importSummary, PRODUCT_TEMPLATE_CSV } from './product-import';

describe('importSummary', () => {
  it('says what an import creates and changes, with plurals', () => {
    expect(importSummary({ created: 2, updated: 1 })).toBe('2 new products and 1 change');
    expect(importSummary({ created: 1, updated: 0 })).toBe('1 new product');
    expect(importSummary({ created: 0, updated: 3 })).toBe('3 changes');
    expect(importSummary({ created: 0, updated: 0 })).toBe('nothing to import');
  });
});

describe('the product template', () => {
  it('has every column of a product file and one example line of as many cells', () => {
    const [header, example] = PRODUCT_TEMPLATE_CSV.trim().split('\r\n');
    const columns = header.split(',');
    expect(columns).toEqual([
      'id',
      'vendor',
      'name',
      'description',
      'price',
      'sl_item_id',
      'active',
      'stock',
      'low_stock_threshold',
      'available_from',
      'available_until',
      'gift_card_value',
      'marketplace_item_id',
      'texture_key',
      'demo_item_name',
      'display_order',
    ]);
    // The quoted description holds a comma: one cell.
    expect(example.replace(/"[^"]*"/g, 'x').split(',')).toHaveLength(columns.length);
  });
});
