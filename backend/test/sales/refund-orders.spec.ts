import { randomUUID } from 'node:crypto';

import { VENDOR_ID_REQUIRED } from '../../src/profit-sharing/payouts.service';
import { UNKNOWN_REFUND_ORDER } from '../../src/sales/refund-orders.service';
import { createApiKey, expectError, inWorldObject, scripts } from '../in-world/in-world-support';
import { type Factories, factories } from '../support/factories';
import { TestApp } from '../support/test-app';

/** A refund on the web orders the buyer's L$ back in-world (docs/decisions/0098-refund-orders.md): who gets one, and who may report it. */
describe('refund orders', () => {
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
    const dress = await make.product(vendor.id, { price: 400, name: 'Red Dress' });
    const card = await make.product(vendor.id, { price: 1000, name: 'Gift Card L$1000', giftCardValue: 1000 });
    const script = scripts(t, inWorldObject(apiKey));
    const sell = async (fields: Record<string, unknown> = {}) => {
      const sale = await script.postSale(
        JSON.stringify({ sale_id: randomUUID(), user_id: randomUUID(), vendor_id: vendor.lslKey, amount: 400, product_id: dress.id, ...fields }),
      );
      expect(sale.status).toBe(200);
      return sale.body as { transaction_id: number; voucher: { code: string } | null };
    };
    const refund = (id: number, token = merchant.token) => t.post(`/api/transactions/${id}/refund`, undefined, { token });
    const details = async (id: number) => (await t.get(`/api/transactions/${id}`, { token: merchant.token })).body;
    const orderOf = async (id: number): Promise<number> => (await details(id)).refundOrder.id;
    const report = (id: number, body: Record<string, unknown>, by = script) => by.post(`/api/lsl/payouts/refunds/${id}/result`, body);
    return { merchant, apiKey, vendor, dress, card, script, sell, refund, details, orderOf, report };
  }

  it('orders the L$ back for a sale paid in L$, by its merchant or an admin, and never twice', async () => {
    const { merchant, sell, refund, details } = await shop();
    const sale = await sell();
    expect((await details(sale.transaction_id)).refundOrder).toBeNull();
    const owed = async () => (await t.get('/api/billing/balance', { token: merchant.token })).body.owed;
    // L$400 at 5 %: L$20.00 of commission, which the refund takes off the merchant's balance.
    expect(await owed()).toBe('20.00');
    expect((await refund(sale.transaction_id)).status).toBe(200);
    expect(await owed()).toBe('0.00');
    expect((await details(sale.transaction_id)).refundOrder).toMatchObject({ amount: 400, status: 'requested' });
    expect((await refund(sale.transaction_id)).status).toBe(409);
    const byAdmin = await sell();
    expect((await refund(byAdmin.transaction_id, (await t.makeUser({ role: 'admin' })).token)).status).toBe(200);
    expect((await details(byAdmin.transaction_id)).refundOrder).toMatchObject({ amount: 400, status: 'requested' });
    expect((await refund((await sell()).transaction_id, (await t.makeUser()).token)).status).toBe(404);
  });

  it('orders nothing for a sale paid with a gift card: no L$ were paid for it', async () => {
    const { sell, refund, details, card, dress, vendor, script } = await shop();
    const bought = await sell({ product_id: card.id, amount: 1000 });
    const paid = await t.request('POST', '/api/lsl/vouchers/redeem', {
      rawBody: JSON.stringify({ vendor_id: vendor.lslKey, product_id: dress.id, user_id: randomUUID(), sale_id: randomUUID(), code: bought.voucher!.code }),
      headers: script.headers(),
    });
    expect(paid.status).toBe(200);
    expect((await refund(paid.body.transaction_id)).status).toBe(200);
    expect((await details(paid.body.transaction_id)).refundOrder).toBeNull();
  });

  it("takes a report only from the order's own vendor and merchant, once, keeping Second Life's reason", async () => {
    const { vendor, sell, refund, details, orderOf, report } = await shop();
    const sale = await sell();
    await refund(sale.transaction_id);
    const id = await orderOf(sale.transaction_id);
    expectError(await report(id, { success: true }), 400, VENDOR_ID_REQUIRED);
    // Another vendor of the same merchant, another merchant's key: not theirs.
    const other = await make.vendor((await t.dataSource.query(`SELECT "ownerId" FROM vendors WHERE id = $1`, [vendor.id]))[0].ownerId);
    expectError(await report(id, { vendor_id: other.lslKey, success: true }), 404, UNKNOWN_REFUND_ORDER);
    const stranger = scripts(t, inWorldObject(await createApiKey(t, await t.makeUser())));
    expect((await report(id, { vendor_id: vendor.lslKey, success: true }, stranger)).status).toBe(404);
    expect((await details(sale.transaction_id)).refundOrder.status).toBe('requested');

    const failed = await report(id, { vendor_id: vendor.lslKey, success: false, reason: 'LINDENDOLLAR_INSUFFICIENTFUNDS' });
    expect(failed.body).toEqual({ refund_id: id, status: 'failed', amount: 400 });
    // The same failure again changes nothing; a late success still confirms it.
    expect((await report(id, { vendor_id: vendor.lslKey, success: false, reason: 'Something else' })).body.status).toBe('failed');
    expect((await details(sale.transaction_id)).refundOrder).toMatchObject({ status: 'failed', reason: 'LINDENDOLLAR_INSUFFICIENTFUNDS' });
    const key = randomUUID();
    expect((await report(id, { vendor_id: vendor.lslKey, success: true, transaction_key: key })).body.status).toBe('confirmed');
    expect((await report(id, { vendor_id: vendor.lslKey, success: false })).body.status).toBe('confirmed');
    expect((await details(sale.transaction_id)).refundOrder).toMatchObject({ status: 'confirmed', transactionKey: key, reason: null });
  });
});
