import { TEXTURE_KEY_MESSAGE } from '../../src/products/dto/product-input.dto';
import type { Vendor } from '../../src/vendors/vendor.entity';
import { type Factories, factories } from '../support/factories';
import { TestApp, type TestUser } from '../support/test-app';

const TEXTURE = '89556747-24cb-43ed-920b-47caed15465f';

/** Bulk product import from a CSV file (docs/decisions/0061-bulk-product-import.md): checked line by line, written whole or not at all. */
describe('product import', () => {
  let t: TestApp;
  let make: Factories;
  let merchant: TestUser;
  let other: TestUser;
  let main: Vendor;
  let booth: Vendor;
  let othersVendor: Vendor;

  beforeAll(async () => {
    t = await TestApp.start();
    make = factories(t.dataSource);
    merchant = await t.makeUser();
    other = await t.makeUser();
    main = await make.vendor(merchant.id, { name: 'Main Store' });
    booth = await make.vendor(merchant.id, { name: 'Event Booth' });
    othersVendor = await make.vendor(other.id, { name: 'Rival Store' });
  });
  afterAll(() => t.close());

  const importCsv = (csv: string, dryRun: boolean, token = merchant.token) => t.post('/api/products/import', { csv, dryRun }, { token });
  const productsOf = async (vendorIds: number[]) =>
    t.dataSource.query(
      `SELECT name, description, price, "vendorId", "isActive", "slItemId", stock, "marketplaceItemId" FROM products WHERE "vendorId" = ANY($1) ORDER BY id`,
      [vendorIds],
    );
  const productCount = async () => (await t.dataSource.query(`SELECT count(*)::int AS count FROM products`))[0].count as number;

  it('previews a file on a dry run, writing nothing, then imports it whole', async () => {
    const existing = await make.product(main.id, { name: 'Old Name', price: 100 });
    const csv = [
      'id,Vendor,Name,Description,Price,SL Item ID,Active,Stock,marketplace_item_id',
      `,Main Store,Summer Dress,"Mesh, five colours\nwith a HUD",250,Summer Dress (boxed),yes,12,5551234`,
      `,${booth.id},Gacha Plush,,"1,075",,no,,`,
      `${existing.id},main store,New Name,,120,,,,`,
    ].join('\r\n');
    const before = await productCount();

    const preview = await importCsv(csv, true);
    expect(preview.status).toBe(200);
    expect(preview.body).toEqual({
      imported: false,
      created: 2,
      updated: 1,
      errorCount: 0,
      rows: [
        { line: 2, action: 'create', productId: null, name: 'Summer Dress', vendorName: 'Main Store', price: 250, errors: [] },
        { line: 4, action: 'create', productId: null, name: 'Gacha Plush', vendorName: 'Event Booth', price: 1075, errors: [] },
        { line: 5, action: 'update', productId: existing.id, name: 'New Name', vendorName: 'Main Store', price: 120, errors: [] },
      ],
    });
    expect(await productCount()).toBe(before);

    const imported = await importCsv(csv, false);
    expect(imported.status).toBe(200);
    expect(imported.body).toMatchObject({ imported: true, created: 2, updated: 1, errorCount: 0 });
    expect(await productsOf([main.id, booth.id])).toEqual([
      { name: 'New Name', description: null, price: 120, vendorId: main.id, isActive: true, slItemId: null, stock: null, marketplaceItemId: null },
      {
        name: 'Summer Dress',
        description: 'Mesh, five colours\nwith a HUD',
        price: 250,
        vendorId: main.id,
        isActive: true,
        slItemId: 'Summer Dress (boxed)',
        stock: 12,
        marketplaceItemId: '5551234',
      },
      { name: 'Gacha Plush', description: null, price: 1075, vendorId: booth.id, isActive: false, slItemId: null, stock: null, marketplaceItemId: null },
    ]);
    const [activity] = await t.dataSource.query(
      `SELECT "activityType", metadata FROM activities WHERE "userId" = $1 AND "activityType" = 'products_imported'`,
      [merchant.id],
    );
    expect(activity).toEqual({ activityType: 'products_imported', metadata: { created: 2, updated: 1 } });
  });

  it("lists each line's errors, and importing such a file writes nothing", async () => {
    const othersProduct = await make.product(othersVendor.id, { name: 'Not yours' });
    await make.product(main.id, { name: 'Listed', marketplaceItemId: '777' });
    const csv = [
      'id,vendor,name,price,available_from,available_until,marketplace_item_id',
      ',Main Store,Fine Product,10,,,',
      ',Main Store,,ten,,,',
      ',Rival Store,Sneaky,10,,,',
      `,${othersVendor.id},Sneaky by id,10,,,`,
      `${othersProduct.id},Main Store,Taken over,10,,,`,
      ',Main Store,Backwards,10,2026-12-10T00:00:00Z,2026-12-01T00:00:00Z,',
      ',Main Store,Twice A,10,,,888',
      ',Main Store,Twice B,10,,,888',
      ',Main Store,Already listed,10,,,777',
    ].join('\n');
    const before = await productCount();

    const preview = await importCsv(csv, true);
    expect(preview.status).toBe(200);
    expect(preview.body.errorCount).toBe(7);
    expect(preview.body.rows.map((row: { line: number; errors: string[] }) => [row.line, row.errors])).toEqual([
      [2, []],
      [3, ['Product name is required', 'Price must be a whole number of L$ of at least 1']],
      [4, ['No vendor of yours is named "Rival Store"']],
      [5, [`Vendor ${othersVendor.id} is not one of your vendors`]],
      [6, [`Product ${othersProduct.id} is not one of your products`]],
      [7, ['Available until must be after available from']],
      [8, []],
      [9, ['Marketplace item ID 888 is also on line 8']],
      [10, ['Another of your products has this Marketplace item ID.']],
    ]);
    // A line with errors still names its product as the file has it (none when the cell is empty).
    expect(preview.body.rows.map((row: { line: number; name: string | null }) => [row.line, row.name])).toEqual([
      [2, 'Fine Product'],
      [3, null],
      [4, 'Sneaky'],
      [5, 'Sneaky by id'],
      [6, 'Taken over'],
      [7, 'Backwards'],
      [8, 'Twice A'],
      [9, 'Twice B'],
      [10, 'Already listed'],
    ]);

    const refused = await importCsv(csv, false);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Some lines have errors, so nothing was imported. Fix them and import the file again.');
    expect(Object.keys(refused.body.fieldErrors)).toEqual(['line 3', 'line 4', 'line 5', 'line 6', 'line 7', 'line 9', 'line 10']);
    expect(refused.body.fieldErrors['line 4']).toEqual(['No vendor of yours is named "Rival Store"']);
    expect(await productCount()).toBe(before);
    expect((await t.dataSource.query(`SELECT name FROM products WHERE id = $1`, [othersProduct.id]))[0].name).toBe('Not yours');
  });

  it("sets and clears the catalogue's columns: item name, texture key, demo item and display order", async () => {
    const stall = await make.vendor(merchant.id, { name: 'Catalogue Stall' });
    const kept = await make.product(stall.id, { name: 'Kept', displayOrder: 7, textureKey: TEXTURE, demoItemName: 'Kept DEMO', slItemId: 'Kept (boxed)' });
    const catalogue = () =>
      t.dataSource.query(`SELECT name, "slItemId", "textureKey", "demoItemName", "displayOrder" FROM products WHERE "vendorId" = $1 ORDER BY id`, [stall.id]);
    const csv = [
      'id,vendor,name,price,Item Name,Texture Key,demo_item_name,display_order',
      `,Catalogue Stall,Dress,250,Dress (boxed),${TEXTURE.toUpperCase()},Dress DEMO,30`,
      ',Catalogue Stall,Shoes,100,,,,',
      `${kept.id},Catalogue Stall,Kept,90,,,,`,
    ].join('\n');

    const imported = await importCsv(csv, false);
    expect(imported.status).toBe(200);
    expect(imported.body.errorCount).toBe(0);
    // A blank display order puts a new product after the vendor's others (the file's included) and leaves a changed one in its place; blank text clears.
    expect(await catalogue()).toEqual([
      { name: 'Kept', slItemId: null, textureKey: null, demoItemName: null, displayOrder: 7 },
      { name: 'Dress', slItemId: 'Dress (boxed)', textureKey: TEXTURE, demoItemName: 'Dress DEMO', displayOrder: 30 },
      { name: 'Shoes', slItemId: null, textureKey: null, demoItemName: null, displayOrder: 31 },
    ]);

    // A file without those columns changes none of them.
    expect((await importCsv(`id,vendor,name,price\n${kept.id},Catalogue Stall,Kept again,90`, false)).status).toBe(200);
    expect((await catalogue())[0]).toEqual({ name: 'Kept again', slItemId: null, textureKey: null, demoItemName: null, displayOrder: 7 });
  });

  it("checks the catalogue's columns by the product form's rules", async () => {
    const csv = [
      'vendor,name,price,texture_key,demo_item_name,display_order',
      'Main Store,Fine,10,,,2',
      'Main Store,Bad texture,10,not-a-uuid,,',
      `Main Store,Long demo,10,,${'D'.repeat(64)},`,
      'Main Store,Negative order,10,,,-1',
      'Main Store,Huge order,10,,,1000001',
      'Main Store,Words order,10,,,first',
    ].join('\n');
    const before = await productCount();
    const preview = await importCsv(csv, true);
    expect(preview.status).toBe(200);
    expect(preview.body.rows.map((row: { line: number; errors: string[] }) => [row.line, row.errors])).toEqual([
      [2, []],
      [3, [TEXTURE_KEY_MESSAGE]],
      [4, ['Demo item name must be at most 63 characters (the longest name Second Life gives an item)']],
      [5, ['Display order must be a whole number from 0 to 1000000']],
      [6, ['Display order must be a whole number from 0 to 1000000']],
      [7, ['Display order must be a whole number from 0 to 1000000']],
    ]);
    expect((await importCsv(csv, false)).status).toBe(400);
    expect(await productCount()).toBe(before);
  });

  it.each([
    [
      'an unknown column',
      'vendor,name,price,colour\nMain Store,A,1,red',
      'Unknown column "colour". The columns are: id, vendor, name, description, price, sl_item_id, active, stock, low_stock_threshold, available_from, available_until, gift_card_value, marketplace_item_id, texture_key, demo_item_name, display_order.',
    ],
    ['a missing required column', 'vendor,name\nMain Store,A', 'The file must have the columns vendor, name, price; missing: price.'],
    ['a column given twice', 'vendor,name,price,Price\nMain Store,A,1,2', 'The column "Price" appears twice.'],
    ['an unclosed quote', 'vendor,name,price\nMain Store,"A,1', 'Line 2: a quoted cell is not closed.'],
    ['a header and no products', 'vendor,name,price\n', 'The file has a header line but no products.'],
    ['an empty file', '', 'The file is empty: it needs a header line and one line per product.'],
  ])('refuses %s with a sentence saying what to fix', async (_name, csv, message) => {
    const before = await productCount();
    for (const dryRun of [true, false]) {
      const response = await importCsv(csv, dryRun);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(message);
    }
    expect(await productCount()).toBe(before);
  });

  it('refuses more than 1 000 products in one file', async () => {
    const lines = Array.from({ length: 1001 }, (_, index) => `Main Store,Product ${index},10`);
    const response = await importCsv(['vendor,name,price', ...lines].join('\n'), true);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('The file has 1,001 products: import at most 1,000 at a time.');
  });

  it('refuses a body without the file, and a caller who is not signed in', async () => {
    const missing = await t.post('/api/products/import', { dryRun: true }, { token: merchant.token });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('csv must be the text of a CSV file');
    expect((await t.post('/api/products/import', { csv: 'vendor,name,price\nMain Store,A,1' })).status).toBe(401);
  });

  it("imports into the caller's own vendors only, an admin too", async () => {
    const admin = await t.makeUser({ role: 'admin' });
    const response = await importCsv(`vendor,name,price\n${main.id},Admin product,10`, true, admin.token);
    expect(response.body.rows[0].errors).toEqual([`Vendor ${main.id} is not one of your vendors`]);
  });
});
