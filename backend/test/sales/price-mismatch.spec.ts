import { randomUUID } from 'node:crypto';

import { sltDate } from '../../src/common/time/second-life-time';
import { PriceMismatchAlerts } from '../../src/notifications/price-mismatch-alerts';
import { Transaction } from '../../src/sales/transaction.entity';
import { createApiKey, inWorldObject, scripts } from '../in-world/in-world-support';
import { type Factories, factories } from '../support/factories';
import { TestApp, type TestUser } from '../support/test-app';

/** A sale paid at neither the price nor the price due: recorded, flagged, listed, counted and alerted once a day. */
describe('sales checked against prices', () => {
  let t: TestApp;
  let make: Factories;

  beforeAll(async () => {
    t = await TestApp.start();
    make = factories(t.dataSource);
  });
  afterAll(() => t.close());

  async function shop() {
    const merchant = await t.makeUser();
    const apiKey = await createApiKey(t, merchant);
    const vendor = await make.vendor(merchant.id);
    const dress = await make.product(vendor.id, { price: 350, name: 'Red Dress' });
    const script = scripts(t, inWorldObject(apiKey));
    const sell = (fields: Record<string, unknown>) =>
      script.postSale(JSON.stringify({ sale_id: randomUUID(), user_id: randomUUID(), vendor_id: vendor.lslKey, amount: 350, product_id: dress.id, ...fields }));
    return { merchant, apiKey, vendor, dress, sell };
  }

  const saleRow = (id: number) => t.dataSource.getRepository(Transaction).findOneByOrFail({ id });
  const flagged = async (merchant: TestUser) => {
    const list = await t.get('/api/transactions?priceMismatch=true', { token: merchant.token });
    expect(list.status).toBe(200);
    return list.body.items.map((item: { id: number }) => item.id);
  };
  const alertsOf = (merchant: TestUser) =>
    t.dataSource.query(`SELECT title, body, link, metadata, "dedupeKey" FROM notifications WHERE "userId" = $1 AND kind = 'price_mismatch' ORDER BY id`, [
      merchant.id,
    ]);

  it('records an underpaid sale as completed and flags it with the list price', async () => {
    const { merchant, sell, dress } = await shop();
    const sale = await sell({ amount: 100, buyer_name: 'Ann Resident' });
    expect(sale.status).toBe(200);
    expect(sale.body).toMatchObject({ status: 'completed', amount: 100, refund: 0 });
    expect(await saleRow(sale.body.transaction_id)).toMatchObject({ priceMismatch: true, listPrice: 350, amount: 100 });

    const details = await t.get(`/api/transactions/${sale.body.transaction_id}`, { token: merchant.token });
    expect(details.body).toMatchObject({ productId: dress.id, amount: 100, priceMismatch: true, listPrice: 350, status: 'completed' });

    // The CSV export carries the list price and the flag, its last two columns.
    const csv = await t.get('/api/transactions/export.csv', { token: merchant.token });
    const [header, line] = csv.text.split('\r\n');
    expect(header.split(',').slice(-3)).toEqual(['listPrice', 'priceMismatch', 'refundedAmount']);
    expect(line).toMatch(new RegExp(`^${sale.body.transaction_id},.*,Ann Resident,100,.*,350,true,0$`));
  });

  it('flags an overpaid sale and one the vendor gave already', async () => {
    const { sell } = await shop();
    const over = await sell({ amount: 400 });
    const given = await sell({ amount: 1, given: true });
    expect([over.status, given.status]).toEqual([200, 200]);
    expect(await saleRow(over.body.transaction_id)).toMatchObject({ priceMismatch: true, listPrice: 350 });
    expect(await saleRow(given.body.transaction_id)).toMatchObject({ priceMismatch: true, listPrice: 350, amount: 1 });
  });

  it('does not flag a sale at the list price, nor a sale without a product', async () => {
    const { sell, merchant } = await shop();
    const listed = await sell({ amount: 350 });
    // JSON leaves product_id out.
    const unnamed = await sell({ product_id: undefined, amount: 100 });
    expect([listed.status, unnamed.status]).toEqual([200, 200]);
    expect(await saleRow(listed.body.transaction_id)).toMatchObject({ priceMismatch: false, listPrice: 350 });
    expect(await saleRow(unnamed.body.transaction_id)).toMatchObject({ priceMismatch: false, listPrice: null, productId: null });
    const details = await t.get(`/api/transactions/${unnamed.body.transaction_id}`, { token: merchant.token });
    expect(details.body).toMatchObject({ productId: null, productName: null, priceMismatch: false, listPrice: null });
    expect(await flagged(merchant)).toEqual([]);
  });

  it('takes the list price or the promoted price due, and flags anything else', async () => {
    const { sell, merchant } = await shop();
    expect((await t.post('/api/promotions', { name: 'Fifth off', kind: 'sale', percentOff: 20 }, { token: merchant.token })).status).toBe(201);
    const atList = await sell({ amount: 350 });
    // A script that charges the price due itself: L$350 less 20 %.
    const atDue = await sell({ amount: 280 });
    const under = await sell({ amount: 200 });
    expect(atList.body).toMatchObject({ amount: 280, refund: 70 });
    expect(await saleRow(atList.body.transaction_id)).toMatchObject({ priceMismatch: false });
    expect(await saleRow(atDue.body.transaction_id)).toMatchObject({ priceMismatch: false });
    expect(await saleRow(under.body.transaction_id)).toMatchObject({ priceMismatch: true, listPrice: 350 });
  });

  it('takes the price due after a coupon', async () => {
    const { sell, merchant } = await shop();
    expect((await t.post('/api/promotions', { name: 'Ten off', kind: 'coupon', code: 'TENOFF', amountOff: 10 }, { token: merchant.token })).status).toBe(201);
    const withCoupon = await sell({ amount: 340, coupon: 'TENOFF' });
    expect(withCoupon.status).toBe(200);
    expect(await saleRow(withCoupon.body.transaction_id)).toMatchObject({ priceMismatch: false });
  });

  it('never flags a sale paid with a gift card', async () => {
    const { sell, merchant, vendor, dress, apiKey } = await shop();
    const card = await make.product(vendor.id, { price: 1000, name: 'Gift Card L$1000', giftCardValue: 1000 });
    const bought = await sell({ product_id: card.id, amount: 1000 });
    expect(await saleRow(bought.body.transaction_id)).toMatchObject({ priceMismatch: false, listPrice: 1000 });
    const redeemed = await t.request('POST', '/api/lsl/vouchers/redeem', {
      rawBody: JSON.stringify({ vendor_id: vendor.lslKey, product_id: dress.id, user_id: randomUUID(), sale_id: randomUUID(), code: bought.body.voucher.code }),
      headers: { 'content-type': 'application/json', 'x-api-key': apiKey },
    });
    expect(redeemed.status).toBe(200);
    expect(await saleRow(redeemed.body.transaction_id)).toMatchObject({ paidWith: 'voucher', priceMismatch: false });
    expect(await flagged(merchant)).toEqual([]);
  });

  it("lists only the merchant's own flagged sales, and counts this week's on the dashboard", async () => {
    const { sell, merchant } = await shop();
    const under = await sell({ amount: 100 });
    await sell({ amount: 350 });
    const refunded = await sell({ amount: 90 });
    expect((await t.post(`/api/transactions/${refunded.body.transaction_id}/refund`, undefined, { token: merchant.token })).status).toBe(200);

    expect(await flagged(merchant)).toEqual([refunded.body.transaction_id, under.body.transaction_id]);
    const other = await t.makeUser();
    expect(await flagged(other)).toEqual([]);
    // A refunded sale no longer counts.
    expect((await t.get('/api/dashboard/stats', { token: merchant.token })).body.priceMismatches).toBe(1);
    expect((await t.get('/api/dashboard/stats', { token: other.token })).body.priceMismatches).toBe(0);

    const wrong = await t.get('/api/transactions?priceMismatch=yes', { token: merchant.token });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toContain('priceMismatch must be true (only price-mismatch sales) or left out');
  });

  it('alerts the merchant with the list of flagged sales, at most once a day, then with the ones since', async () => {
    const { sell, merchant } = await shop();
    const under = await sell({ amount: 100, buyer_name: 'Ann Resident' });
    await sell({ amount: 350 });
    const alerts = t.app.get(PriceMismatchAlerts);

    await alerts.check();
    const [first, ...others] = await alertsOf(merchant);
    expect(others).toEqual([]);
    expect(first).toMatchObject({
      title: 'A sale was paid at the wrong price',
      link: '/transactions?priceMismatch=true',
      dedupeKey: `price-mismatch:${sltDate(new Date())}`,
      metadata: { count: 1, transactionIds: [under.body.transaction_id] },
    });
    expect(first.body).toContain(`#${under.body.transaction_id} Red Dress, bought by Ann Resident: paid L$100, price L$350`);

    // Another one the same day waits for tomorrow's alert.
    const later = await sell({ amount: 120 });
    await alerts.check();
    expect(await alertsOf(merchant)).toHaveLength(1);

    // Tomorrow (the first alert moved a day back): only the sale since the last alert.
    await t.dataSource.query(`UPDATE notifications SET "dedupeKey" = 'price-mismatch:yesterday' WHERE "userId" = $1 AND kind = 'price_mismatch'`, [
      merchant.id,
    ]);
    await alerts.check();
    const [, second] = await alertsOf(merchant);
    expect(second.metadata).toMatchObject({ count: 1, transactionIds: [later.body.transaction_id] });
    expect(second.body).toContain('paid L$120, price L$350');
  });
});
