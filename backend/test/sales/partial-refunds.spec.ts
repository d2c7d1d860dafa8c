import { randomUUID } from 'node:crypto';

import { sltDate } from '../../src/common/time/second-life-time';
import { REFUND_AMOUNT_NOT_WHOLE, REFUND_REQUEST_KEY_NOT_UUID } from '../../src/sales/dto/refund-transaction.dto';
import { PARTIAL_REFUND_NEEDS_KEY } from '../../src/sales/transactions.service';
import { createApiKey, expectError, inWorldObject, scripts } from '../in-world/in-world-support';
import { type Factories, factories } from '../support/factories';
import { TestApp } from '../support/test-app';

/** A sale refunded in parts (docs/decisions/0100-partial-refunds.md): orders, the sale's figures, the commission, idempotency. */
describe('partial refunds', () => {
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
    const vendor = await make.vendor(merchant.id, { inventory: ['Red Dress'] });
    const dress = await make.product(vendor.id, { price: 400, name: 'Red Dress', stock: 5 });
    const card = await make.product(vendor.id, { price: 1000, name: 'Gift Card L$1000', giftCardValue: 1000 });
    const script = scripts(t, inWorldObject(apiKey));
    const sell = async (fields: Record<string, unknown> = {}) => {
      const sale = await script.postSale(
        JSON.stringify({ sale_id: randomUUID(), user_id: randomUUID(), vendor_id: vendor.lslKey, amount: 400, product_id: dress.id, ...fields }),
      );
      expect(sale.status).toBe(200);
      return (sale.body as { transaction_id: number }).transaction_id;
    };
    const refund = (id: number, body?: Record<string, unknown>, token = merchant.token) => t.post(`/api/transactions/${id}/refund`, body, { token });
    const details = async (id: number) => (await t.get(`/api/transactions/${id}`, { token: merchant.token })).body;
    const owed = async (): Promise<string> => (await t.get('/api/billing/balance', { token: merchant.token })).body.owed;
    const orders = async (id: number): Promise<Array<{ amount: number; commission: string; requestKey: string | null }>> =>
      t.dataSource.query(`SELECT amount, commission::text AS commission, "requestKey" FROM refund_orders WHERE "transactionId" = $1 ORDER BY id`, [id]);
    const totals = async () =>
      (
        await t.dataSource.query(
          `SELECT sales::int AS sales, amount::int AS amount, commission::text AS commission FROM vendor_sales_totals WHERE "vendorId" = $1`,
          [vendor.id],
        )
      )[0];
    const stock = async () => (await t.dataSource.query(`SELECT stock FROM products WHERE id = $1`, [dress.id]))[0].stock as number;
    return { merchant, vendor, card, dress, script, sell, refund, details, owed, orders, totals, stock };
  }

  it('refunds a sale in parts: each part is an order the vendor confirms, the sale and the balance count what is left', async () => {
    const { vendor, script, sell, refund, details, owed, orders, totals, stock } = await shop();
    const id = await sell();
    // L$400 at 5 %: L$20.00 of commission.
    expect(await owed()).toBe('20.00');
    expect(await stock()).toBe(4);

    const first = await refund(id, { amount: 100, requestKey: randomUUID() });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ id, status: 'completed', refundedAmount: 100, refundedCommission: '5.00', refundedAt: null, commission: '20.00' });
    // A quarter of the sale refunded: a quarter of its commission is no longer charged, and the rollups count L$300.
    expect(await owed()).toBe('15.00');
    expect(await totals()).toEqual({ sales: 1, amount: 300, commission: '15.00' });
    // The unit stays sold until the whole sale is refunded.
    expect(await stock()).toBe(4);

    const sale = await details(id);
    expect(sale.refundOrders).toEqual([expect.objectContaining({ amount: 100, commission: '5.00', status: 'requested' })]);
    expect(sale.refundOrder).toEqual(sale.refundOrders[0]);
    const orderId = sale.refundOrder.id as number;
    const confirmed = await script.post(`/api/lsl/payouts/refunds/${orderId}/result`, {
      vendor_id: vendor.lslKey,
      success: true,
      transaction_key: randomUUID(),
    });
    expect(confirmed.body).toEqual({ refund_id: orderId, status: 'confirmed', amount: 100 });
    expect((await details(id)).refundOrders[0].status).toBe('confirmed');

    // A second part, then more than what is left is refused and changes nothing, then the rest.
    expect((await refund(id, { amount: 250, requestKey: randomUUID() })).body).toMatchObject({
      status: 'completed',
      refundedAmount: 350,
      refundedCommission: '17.50',
    });
    expect(await owed()).toBe('2.50');
    expectError(
      await refund(id, { amount: 100, requestKey: randomUUID() }),
      400,
      'amount must be a whole number of L$ from 1 to 50, the part of this sale not yet refunded.',
    );
    expect((await details(id)).refundedAmount).toBe(350);
    expect(await orders(id)).toHaveLength(2);

    const rest = await refund(id);
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ status: 'refunded', refundedAmount: 400, refundedCommission: '20.00' });
    expect(rest.body.refundedAt).not.toBeNull();
    expect((await orders(id)).map((order) => [order.amount, order.commission])).toEqual([
      [100, '5.00'],
      [250, '12.50'],
      [50, '2.50'],
    ]);
    // Fully refunded: as a sale refunded at once, it counts nowhere, its unit is back in stock, and a refund more is a conflict.
    expect(await owed()).toBe('0.00');
    expect(await totals()).toEqual({ sales: 0, amount: 0, commission: '0.00' });
    expect(await stock()).toBe(5);
    expectError(await refund(id, { amount: 1, requestKey: randomUUID() }), 409, 'This sale has already been refunded.');
    const logged = await t.dataSource.query(
      `SELECT "activityType", description FROM activities WHERE (metadata->>'transactionId')::bigint = $1 AND "activityType" LIKE 'transaction_%refunded' ORDER BY id`,
      [id],
    );
    expect(logged).toEqual([
      { activityType: 'transaction_partly_refunded', description: `L$100 of sale #${id} of L$400 refunded (L$100 in all); commission of L$5.00 reversed` },
      { activityType: 'transaction_partly_refunded', description: `L$250 of sale #${id} of L$400 refunded (L$350 in all); commission of L$12.50 reversed` },
      { activityType: 'transaction_refunded', description: `L$50 of sale #${id} of L$400 refunded (L$400 in all); commission of L$2.50 reversed` },
    ]);
  });

  it('keeps the sales rollups equal to a rebuild from the sales after partial refunds', async () => {
    const { sell, refund, totals } = await shop();
    const ids = [await sell(), await sell(), await sell({ amount: 333 })];
    await refund(ids[0], { amount: 37, requestKey: randomUUID() });
    await refund(ids[1]);
    await refund(ids[2], { amount: 332, requestKey: randomUUID() });
    // 400 - 37 + 333 - 332 = 364 L$ left; 20.00 - 1.85 + 16.65 - 16.60 = 18.20 of commission.
    const kept = await totals();
    expect(kept).toEqual({ sales: 2, amount: 364, commission: '18.20' });
    await t.dataSource.query(`SELECT sales_rollups_rebuild()`);
    expect(await totals()).toEqual(kept);
  });

  it('creates one order when the same partial refund is sent twice at once, or retried later', async () => {
    const { sell, refund, orders, owed } = await shop();
    const id = await sell();
    const requestKey = randomUUID();
    const answers = await Promise.all([refund(id, { amount: 120, requestKey }), refund(id, { amount: 120, requestKey })]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers.map((answer) => answer.body.refundedAmount)).toEqual([120, 120]);
    const retried = await refund(id, { amount: 120, requestKey: requestKey.toUpperCase() });
    expect(retried.status).toBe(200);
    expect(retried.body.refundedAmount).toBe(120);
    expect(await orders(id)).toEqual([{ amount: 120, commission: '6.00', requestKey }]);
    expect(await owed()).toBe('14.00');
    // The same key for another amount is a mistake, not a retry.
    expectError(
      await refund(id, { amount: 80, requestKey }),
      409,
      'This requestKey was already used for a refund of L$120; make a new key for another refund.',
    );
  });

  it('refuses amounts that are not whole L$ of what is left, a part without its key, and a part of a sale not paid in L$, writing nothing', async () => {
    const { vendor, card, dress, script, sell, refund, details, orders } = await shop();
    const id = await sell();
    const key = randomUUID();
    for (const amount of [0, -5, 1.5, '100']) expectError(await refund(id, { amount, requestKey: key }), 400, REFUND_AMOUNT_NOT_WHOLE);
    expectError(
      await refund(id, { amount: 401, requestKey: key }),
      400,
      'amount must be a whole number of L$ from 1 to 400, the part of this sale not yet refunded.',
    );
    expectError(await refund(id, { amount: 100 }), 400, PARTIAL_REFUND_NEEDS_KEY);
    expectError(await refund(id, { amount: 100, requestKey: 'again-please' }), 400, REFUND_REQUEST_KEY_NOT_UUID);
    expectError(await refund(id, { amount: 100, requestKey: key, reason: 'x' }), 400, 'Unknown field "reason" is not allowed');
    expect(await details(id)).toMatchObject({ status: 'completed', refundedAmount: 0, refundedCommission: '0.00' });
    expect(await orders(id)).toEqual([]);

    // A sale paid with a gift card brought no L$ in: it is refunded whole or not at all.
    const bought = await script.postSale(
      JSON.stringify({ sale_id: randomUUID(), user_id: randomUUID(), vendor_id: vendor.lslKey, amount: 1000, product_id: card.id }),
    );
    const paid = await t.request('POST', '/api/lsl/vouchers/redeem', {
      rawBody: JSON.stringify({ vendor_id: vendor.lslKey, product_id: dress.id, user_id: randomUUID(), sale_id: randomUUID(), code: bought.body.voucher.code }),
      headers: script.headers(),
    });
    const voucherSale = paid.body.transaction_id as number;
    expectError(
      await refund(voucherSale, { amount: 100, requestKey: randomUUID() }),
      400,
      'Only a sale paid in L$ at a vendor in-world can be refunded in part; leave out amount to refund the whole sale.',
    );
    // Its whole amount, said explicitly, is a refund of the whole sale.
    expect((await refund(voucherSale, { amount: 400 })).body).toMatchObject({ status: 'refunded', refundedAmount: 400 });
  });

  it("answers 404 to another merchant's partial refund and leaves the sale untouched; an admin may refund part of it", async () => {
    const { sell, refund, details, orders } = await shop();
    const id = await sell();
    const stranger = await t.makeUser();
    expectError(await refund(id, { amount: 100, requestKey: randomUUID() }, stranger.token), 404, 'Transaction not found.');
    expect(await details(id)).toMatchObject({ status: 'completed', refundedAmount: 0 });
    expect(await orders(id)).toEqual([]);
    const admin = await t.makeUser({ role: 'admin' });
    expect((await refund(id, { amount: 100, requestKey: randomUUID() }, admin.token)).body).toMatchObject({ refundedAmount: 100 });
  });

  it("lists each part on the statement of the day it was refunded, with that part's commission", async () => {
    const { merchant, sell, refund } = await shop();
    const id = await sell();
    await refund(id, { amount: 100, requestKey: randomUUID() });
    // From yesterday (SLT), so a test run across SLT midnight still finds the sale and its refund.
    const [from, to] = [sltDate(new Date(Date.now() - 24 * 3600_000)), sltDate(new Date())];
    const statement = (await t.get(`/api/billing/statement?from=${from}&to=${to}`, { token: merchant.token })).body;
    const ofSale = statement.lines.filter((line: { transactionId: number }) => line.transactionId === id);
    expect(ofSale.map((line: { kind: string; refunds: number; commissionCharged: string }) => [line.kind, line.refunds, line.commissionCharged])).toEqual([
      ['sale', 0, '20.00'],
      ['refund', 100, '-5.00'],
    ]);
    expect(statement.totals).toMatchObject({ grossSales: 400, refunds: 100, commissionCharged: '15.00' });
  });
});
