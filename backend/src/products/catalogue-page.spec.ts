import { BadRequestException } from '@nestjs/common';

import { CATALOGUE_MAX_BYTES, type CatalogueEntry, cataloguePage, catalogueVersion } from './catalogue-page';
import type { CatalogueDto } from './dto/catalogue.dto';
import { MAX_DISPLAY_ORDER } from './dto/product-input.dto';

const MAX_INTEGER = 2_147_483_647;

function entry(id: number, fields: Partial<CatalogueEntry['product']> = {}, displayOrder = id): CatalogueEntry {
  return {
    displayOrder,
    product: {
      id,
      name: `Product ${id}`,
      price: 250,
      priceDue: 250,
      itemName: `Product ${id} (boxed)`,
      textureKey: '89556747-24cb-43ed-920b-47caed15465f',
      demoItemName: null,
      soldOut: false,
      available: true,
      ...fields,
    },
  };
}

const bytes = (page: CatalogueDto) => Buffer.byteLength(JSON.stringify(page), 'utf8');

/** Every page from the first, following nextCursor. */
function allPages(entries: CatalogueEntry[]): CatalogueDto[] {
  const pages = [cataloguePage(entries)];
  while (pages[pages.length - 1].nextCursor !== undefined) pages.push(cataloguePage(entries, pages[pages.length - 1].nextCursor));
  return pages;
}

describe('the catalogue served to a vendor', () => {
  it('serves a small catalogue on one page, without a cursor', () => {
    const page = cataloguePage([entry(1), entry(2)]);
    expect(page.products.map((product) => product.id)).toEqual([1, 2]);
    expect(page).not.toHaveProperty('nextCursor');
    expect(page.version).toMatch(/^[0-9a-f]{16}$/);
  });

  it('pages a long catalogue in at most 2,048 bytes a page, every product once, in order, every page with the same version', () => {
    const entries = Array.from({ length: 60 }, (_, index) => entry(index + 1, { name: `Robe de soirée n°${index + 1} ✨`.repeat(3) }));
    const pages = allPages(entries);
    expect(pages.length).toBeGreaterThan(3);
    for (const page of pages) expect(bytes(page)).toBeLessThanOrEqual(CATALOGUE_MAX_BYTES);
    expect(pages.flatMap((page) => page.products.map((product) => product.id))).toEqual(entries.map((item) => item.product.id));
    expect(new Set(pages.map((page) => page.version)).size).toBe(1);
  });

  it('fits a product with every field at its longest, in three-byte characters, on a page with a cursor', () => {
    const widest = entry(MAX_INTEGER, {
      name: '€'.repeat(200),
      price: MAX_INTEGER,
      priceDue: MAX_INTEGER,
      itemName: '€'.repeat(255),
      demoItemName: '€'.repeat(63),
      soldOut: false,
      available: false,
    });
    widest.displayOrder = MAX_DISPLAY_ORDER;
    const pages = allPages([widest, { ...widest, product: { ...widest.product, id: MAX_INTEGER - 1 }, displayOrder: MAX_DISPLAY_ORDER - 1 }]);
    expect(pages).toHaveLength(2);
    expect(pages[0].nextCursor).toBeDefined();
    for (const page of pages) expect(bytes(page)).toBeLessThanOrEqual(CATALOGUE_MAX_BYTES);
  });

  it('orders by the places given, and starts after the place a cursor names even when places repeat', () => {
    const entries = [entry(5, {}, 1), entry(2, {}, 2), entry(9, {}, 2), entry(1, {}, 3)];
    const wide = entries.map((item) => ({ ...item, product: { ...item.product, name: 'x'.repeat(600) } }));
    const ids = allPages(wide).flatMap((page) => page.products.map((product) => product.id));
    expect(ids).toEqual([5, 2, 9, 1]);
  });

  it('moves the version when a price due, the order or a place changes, and only then', () => {
    const entries = [entry(1), entry(2)];
    const version = catalogueVersion(entries);
    expect(catalogueVersion([entry(1), entry(2)])).toBe(version);
    expect(catalogueVersion([entry(1, { priceDue: 200 }), entry(2)])).not.toBe(version);
    expect(catalogueVersion([entry(2), entry(1)])).not.toBe(version);
    expect(catalogueVersion([entry(1, {}, 10), entry(2, {}, 20)])).not.toBe(version);
    expect(catalogueVersion([entry(1, { soldOut: true }), entry(2)])).not.toBe(version);
  });

  it.each([['not base64'], ['eA'], [Buffer.from('1.x').toString('base64url')]])('refuses a cursor it did not give (%s)', (cursor) => {
    expect(() => cataloguePage([entry(1)], cursor)).toThrow(BadRequestException);
  });
});
