import type { Product } from '../../src/products/product.entity';
import type { Transaction } from '../../src/sales/transaction.entity';
import type { Vendor } from '../../src/vendors/vendor.entity';
import { type Factories, factories } from '../support/factories';
import { TestApp, type TestUser } from '../support/test-app';

/** An admin's Vendors, Products and Transactions hold every merchant's rows: each says whose it is. */
describe('whose each listed row is (the owner of vendors, products and sales)', () => {
  let t: TestApp;
  let make: Factories;
  let luna: TestUser;
  let kai: TestUser;
  let admin: TestUser;
  let lunaStore: Vendor;
  let kaiKiosk: Vendor;
  let dress: Product;
  let boots: Product;
  let lunaSale: Transaction;
  let kaiSale: Transaction;

  const ownerOf = (user: TestUser) => ({ id: user.id, email: user.email, name: 'Test Merchant' });

  beforeAll(async () => {
    t = await TestApp.start();
    make = factories(t.dataSource);
    luna = await t.makeUser();
    kai = await t.makeUser();
    admin = await t.makeUser({ role: 'admin' });
    lunaStore = await make.vendor(luna.id, { name: 'Luna Boutique' });
    kaiKiosk = await make.vendor(kai.id, { name: 'Kai Kiosk' });
    dress = await make.product(lunaStore.id, { name: 'Summer Dress' });
    boots = await make.product(kaiKiosk.id, { name: 'Riding Boots' });
    lunaSale = await make.transaction(lunaStore.id, { productId: dress.id });
    kaiSale = await make.transaction(kaiKiosk.id, { productId: boots.id });
  });
  afterAll(() => t.close());

  const get = (path: string, user: TestUser) => t.get(path, { token: user.token });

  it("lists every merchant's vendors to an admin, each with its owner's id, e-mail and name", async () => {
    const response = await get('/api/vendors', admin);
    expect(response.status).toBe(200);
    const owners = Object.fromEntries(response.body.map((vendor: { id: number; owner: unknown }) => [vendor.id, vendor.owner]));
    expect(owners).toEqual({ [lunaStore.id]: ownerOf(luna), [kaiKiosk.id]: ownerOf(kai) });
  });

  it("lists every merchant's products to an admin, each with the owner of its vendor", async () => {
    const response = await get('/api/products', admin);
    const owners = Object.fromEntries(response.body.map((product: { id: number; owner: unknown }) => [product.id, product.owner]));
    expect(owners).toEqual({ [dress.id]: ownerOf(luna), [boots.id]: ownerOf(kai) });
    expect((await get(`/api/products/${boots.id}`, admin)).body.owner).toEqual(ownerOf(kai));
  });

  it("lists every merchant's sales to an admin, each with the owner of its vendor, and says it in a sale's details", async () => {
    const response = await get('/api/transactions', admin);
    const owners = Object.fromEntries(response.body.items.map((sale: { id: number; owner: unknown }) => [sale.id, sale.owner]));
    expect(owners).toEqual({ [lunaSale.id]: ownerOf(luna), [kaiSale.id]: ownerOf(kai) });
    expect((await get(`/api/transactions/${kaiSale.id}`, admin)).body.owner).toEqual(ownerOf(kai));
  });

  it('names the owner by first and last name, else by e-mail', async () => {
    await t.dataSource.query(`UPDATE users SET "firstName" = NULL, "lastName" = NULL WHERE id = $1`, [kai.id]);
    const response = await get('/api/vendors', admin);
    const kiosk = response.body.find((vendor: { id: number }) => vendor.id === kaiKiosk.id);
    expect(kiosk.owner).toEqual({ id: kai.id, email: kai.email, name: kai.email });
    await t.dataSource.query(`UPDATE users SET "firstName" = 'Test', "lastName" = 'Merchant' WHERE id = $1`, [kai.id]);
  });

  it('still shows a merchant only their own rows, with themselves as the owner', async () => {
    const vendors = await get('/api/vendors', luna);
    expect(vendors.body.map((vendor: { id: number; owner: unknown }) => [vendor.id, vendor.owner])).toEqual([[lunaStore.id, ownerOf(luna)]]);
    const products = await get('/api/products', luna);
    expect(products.body.map((product: { id: number; owner: unknown }) => [product.id, product.owner])).toEqual([[dress.id, ownerOf(luna)]]);
    const sales = await get('/api/transactions', luna);
    expect(sales.body.items.map((sale: { id: number; owner: unknown }) => [sale.id, sale.owner])).toEqual([[lunaSale.id, ownerOf(luna)]]);
    expect((await get(`/api/products/${boots.id}`, luna)).status).toBe(404);
  });

  it('keeps a product on its new vendor when an edit moves it (the listed vendor is not saved back)', async () => {
    const outlet = await make.vendor(luna.id, { name: 'Luna Outlet' });
    const moved = await t.patch(`/api/products/${dress.id}`, { vendorId: outlet.id }, { token: luna.token });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ vendorId: outlet.id, owner: ownerOf(luna) });
    expect((await get(`/api/products/${dress.id}`, luna)).body.vendorId).toBe(outlet.id);
  });
});
