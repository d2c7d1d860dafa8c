import type { Product } from '../../src/products/product.entity';
import type { Transaction } from '../../src/sales/transaction.entity';
import { type Factories, factories } from '../support/factories';
import { TestApp, type TestUser } from '../support/test-app';

/** Transactions' search finds sales by product name, and the filter takes a product. */
describe('transactions by product', () => {
  let t: TestApp;
  let make: Factories;
  let merchant: TestUser;
  let other: TestUser;
  let admin: TestUser;
  let jacket: Product;
  let boots: Product;
  let theirJacket: Product;
  let sales: Record<string, Transaction>;

  beforeAll(async () => {
    t = await TestApp.start();
    make = factories(t.dataSource);
    merchant = await t.makeUser();
    other = await t.makeUser();
    admin = await t.makeUser({ role: 'admin' });
    const store = await make.vendor(merchant.id);
    const theirs = await make.vendor(other.id);
    jacket = await make.product(store.id, { name: 'Mesh Jacket' });
    boots = await make.product(store.id, { name: 'Riding Boots' });
    theirJacket = await make.product(theirs.id, { name: 'Leather Jacket' });
    sales = {
      jacket: await make.transaction(store.id, { productId: jacket.id, buyerName: 'Ann Resident' }),
      boots: await make.transaction(store.id, { productId: boots.id, buyerName: 'Bob Resident' }),
      // A buyer whose name has the text too: found either way.
      buyer: await make.transaction(store.id, { productId: boots.id, buyerName: 'Jacketta Resident' }),
      theirs: await make.transaction(theirs.id, { productId: theirJacket.id, buyerName: 'Cleo Resident' }),
    };
  });
  afterAll(() => t.close());

  const ids = async (query: string, user: TestUser) => {
    const response = await t.get(`/api/transactions${query}`, { token: user.token });
    expect(response.status).toBe(200);
    return (response.body.items as { id: number }[]).map((item) => item.id).sort((a, b) => a - b);
  };
  const sorted = (...list: Transaction[]) => list.map((sale) => sale.id).sort((a, b) => a - b);

  it('finds sales by the product name, ignoring case, anywhere in it, as well as by buyer name', async () => {
    expect(await ids('?q=JACKET', merchant)).toEqual(sorted(sales.jacket, sales.buyer));
    expect(await ids('?q=riding', merchant)).toEqual(sorted(sales.boots, sales.buyer));
  });

  it("never finds another merchant's sales by their product's name; an admin finds every merchant's", async () => {
    expect(await ids('?q=leather', merchant)).toEqual([]);
    expect(await ids('?q=jacket', admin)).toEqual(sorted(sales.jacket, sales.buyer, sales.theirs));
  });

  it("filters by product, and a merchant filtering by another merchant's product gets nothing", async () => {
    expect(await ids(`?productId=${boots.id}`, merchant)).toEqual(sorted(sales.boots, sales.buyer));
    expect(await ids(`?productId=${boots.id}&q=bob`, merchant)).toEqual(sorted(sales.boots));
    expect(await ids(`?productId=${theirJacket.id}`, merchant)).toEqual([]);
    expect((await t.get('/api/transactions?productId=0', { token: merchant.token })).status).toBe(400);
  });

  it('exports the sales of one product', async () => {
    const csv = await t.get(`/api/transactions/export.csv?productId=${jacket.id}`, { token: merchant.token });
    expect(csv.status).toBe(200);
    const lines = csv.text.trim().split('\r\n').slice(1);
    expect(lines.map((line) => Number(line.split(',')[0]))).toEqual([sales.jacket.id]);
  });
});
