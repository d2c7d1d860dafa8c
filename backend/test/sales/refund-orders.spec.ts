import { randomUUID } from 'node:crypto';

import { UNKNOWN_BOX_KEY } from '../../src/delivery-boxes/delivery-boxes.service';
import { BOX_PAYS_REFUNDS_ONLY, ONE_PAYING_OBJECT, VENDOR_ID_REQUIRED } from '../../src/profit-sharing/payouts.service';
import { BOX_GONE_WITH_REFUND, NO_REFUND_ORDER, UNKNOWN_REFUND_ORDER } from '../../src/sales/refund-orders.service';
import { createApiKey, expectError, inWorldObject, liveBox, scripts, takeOffline } from '../in-world/in-world-support';
import { type Factories, factories } from '../support/factories';
import { TestApp, type TestUser } from '../support/test-app';

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
    // The same failure again changes nothing (nor tells the merchant twice); a late success still confirms it.
    expect((await report(id, { vendor_id: vendor.lslKey, success: false, reason: 'Something else' })).body.status).toBe('failed');
    const alerts = await t.dataSource.query(`SELECT title, body FROM notifications WHERE kind = 'refund_failed' AND metadata->>'refundOrderId' = $1`, [
      String(id),
    ]);
    expect(alerts).toEqual([
      {
        title: `Refund not paid: sale #${sale.transaction_id}`,
        body: `The L$400 refund of sale #${sale.transaction_id} was not paid in-world (LINDENDOLLAR_INSUFFICIENTFUNDS). Check your L$ balance and the paying script's debit permission, then retry it on the Transactions page.`,
      },
    ]);
    expect((await details(sale.transaction_id)).refundOrder).toMatchObject({ status: 'failed', reason: 'LINDENDOLLAR_INSUFFICIENTFUNDS' });
    const key = randomUUID();
    expect((await report(id, { vendor_id: vendor.lslKey, success: true, transaction_key: key })).body.status).toBe('confirmed');
    expect((await report(id, { vendor_id: vendor.lslKey, success: false })).body.status).toBe('confirmed');
    expect((await details(sale.transaction_id)).refundOrder).toMatchObject({ status: 'confirmed', transactionKey: key, reason: null });
  });

  /** An online vendor with payouts.lsl: its heartbeat, its secret, and its signed orders' refunds. */
  async function payingVendor(merchant: TestUser, apiKey: string, vendorKey: string, name: string) {
    const script = scripts(t, inWorldObject(apiKey, name));
    const heartbeat = async () => {
      const answer = await script.heartbeat({ kind: 'vendor', vendor_id: vendorKey });
      expect(answer.status).toBe(200);
      return answer.body as { payouts_due?: number };
    };
    await heartbeat();
    expect((await script.post('/api/lsl/payouts/secret', { vendor_id: vendorKey })).status).toBe(200);
    const refunds = async () => {
      const answer = await script.get(`/api/lsl/payouts/orders?vendor_id=${vendorKey}`);
      expect(answer.status).toBe(200);
      return (answer.body.orders as Array<{ kind: string; payout_id: number; attempt: number; amount: number }>).filter((order) => order.kind === 'refund');
    };
    const report = (id: number, body: Record<string, unknown>) => script.post(`/api/lsl/payouts/refunds/${id}/result`, { vendor_id: vendorKey, ...body });
    return {
      script,
      heartbeat,
      refunds,
      report,
      goOffline: () => takeOffline(t.dataSource, script.object),
    };
  }

  it("hands a refund to another of the merchant's online vendors while the sale's vendor is offline, never one it has fetched", async () => {
    const { merchant, apiKey, vendor, sell, refund, details, orderOf } = await shop();
    const seller = await payingVendor(merchant, apiKey, vendor.lslKey, 'Vendor - Red Dress');
    const otherVendor = await make.vendor(merchant.id);
    const helper = await payingVendor(merchant, apiKey, otherVendor.lslKey, 'Vendor - Landing Point');
    const strangerUser = await t.makeUser();
    const strangerVendor = await make.vendor(strangerUser.id);
    const stranger = await payingVendor(strangerUser, await createApiKey(t, strangerUser), strangerVendor.lslKey, 'Vendor - Elsewhere');

    // While the sale's vendor is online, its refund is its own.
    const sale = await sell();
    await refund(sale.transaction_id);
    const id = await orderOf(sale.transaction_id);
    expect((await helper.heartbeat()).payouts_due ?? 0).toBe(0);
    expect(await helper.refunds()).toEqual([]);

    // Offline for longer than two heartbeats: the merchant's other online vendor is told and takes it; no one else's does.
    await seller.goOffline();
    expect(await stranger.refunds()).toEqual([]);
    expect((await helper.heartbeat()).payouts_due).toBe(1);
    expect(await helper.refunds()).toEqual([expect.objectContaining({ payout_id: id, attempt: 1, amount: 400 })]);
    expect((await details(sale.transaction_id)).refundOrder.status).toBe('sent');
    // The seller comes back: the order is the helper's now, and only the helper's report counts.
    await seller.heartbeat();
    expect(await seller.refunds()).toEqual([]);
    expectError(await seller.report(id, { success: true }), 404, UNKNOWN_REFUND_ORDER);
    expect((await helper.report(id, { success: true, transaction_key: randomUUID() })).body.status).toBe('confirmed');

    // An order the seller has fetched stays with it when it goes offline: its script may have paid it already.
    const second = await sell();
    await refund(second.transaction_id);
    const secondId = await orderOf(second.transaction_id);
    expect((await seller.refunds()).map((order) => order.payout_id)).toEqual([secondId]);
    await seller.goOffline();
    expect(await helper.refunds()).toEqual([]);
    expect((await helper.heartbeat()).payouts_due ?? 0).toBe(0);
  });

  it('retries a failed refund from the web, once, for its merchant only, and the next attempt can confirm it', async () => {
    const { merchant, apiKey, vendor, sell, refund, details, orderOf } = await shop();
    const seller = await payingVendor(merchant, apiKey, vendor.lslKey, 'Vendor - Red Dress');
    const retry = (id: number, token = merchant.token) => t.post(`/api/transactions/${id}/refund-order/retry`, undefined, { token });
    const sale = await sell();
    await refund(sale.transaction_id);
    const id = await orderOf(sale.transaction_id);
    expectError(await retry(sale.transaction_id), 409, 'Only a failed refund can be retried; this one is requested.');
    expect(await seller.refunds()).toEqual([expect.objectContaining({ payout_id: id, attempt: 1 })]);
    expect((await seller.report(id, { success: false, reason: 'LINDENDOLLAR_INSUFFICIENTFUNDS' })).body.status).toBe('failed');

    // Not another merchant's to retry; a sale with no order (not refunded) has nothing to retry.
    expectError(await retry(sale.transaction_id, (await t.makeUser()).token), 404, 'Transaction not found.');
    expectError(await retry((await sell()).transaction_id), 404, NO_REFUND_ORDER);
    expect((await details(sale.transaction_id)).refundOrder).toMatchObject({ status: 'failed' });

    const retried = await retry(sale.transaction_id);
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ id, amount: 400, status: 'requested', reason: null });
    expectError(await retry(sale.transaction_id), 409, 'Only a failed refund can be retried; this one is requested.');
    const logged = await t.dataSource.query(`SELECT description FROM activities WHERE "userId" = $1 AND "activityType" = 'refund_retried'`, [merchant.id]);
    expect(logged).toEqual([{ description: `In-world refund of L$400 for sale #${sale.transaction_id} asked again` }]);

    // A second attempt, signed anew (the script refuses an attempt it has done), which Second Life confirms.
    expect(await seller.refunds()).toEqual([expect.objectContaining({ payout_id: id, attempt: 2 })]);
    expect((await seller.report(id, { success: true, transaction_key: randomUUID() })).body.status).toBe('confirmed');
    expectError(await retry(sale.transaction_id), 409, 'Only a failed refund can be retried; this one is confirmed.');
  });

  /** A delivery box with payouts.lsl beside delivery-box.lsl: its secret, and the refunds signed for it. */
  async function payingBox(merchant: TestUser, apiKey: string, name = 'Main Store Box') {
    const box = await liveBox(t, merchant, apiKey, { name, items: [] });
    expect((await box.script.post('/api/lsl/payouts/secret', { box_id: box.boxKey })).status).toBe(200);
    const orders = async () => {
      const answer = await box.script.get(`/api/lsl/payouts/orders?box_id=${box.boxKey}&debit=1`);
      expect(answer.status).toBe(200);
      return answer.body.orders as Array<{ kind: string; payout_id: number; attempt: number; amount: number; signature: string }>;
    };
    const report = (id: number, body: Record<string, unknown>) => box.script.post(`/api/lsl/payouts/refunds/${id}/result`, { box_id: box.boxKey, ...body });
    return { ...box, orders, report };
  }

  it("hands a refund to a delivery box's payouts script only while none of the merchant's vendors is online, and only that box reports it", async () => {
    const { merchant, apiKey, vendor, sell, refund, details, orderOf } = await shop();
    const seller = await payingVendor(merchant, apiKey, vendor.lslKey, 'Vendor - Red Dress');
    const box = await payingBox(merchant, apiKey);
    const sale = await sell();
    await refund(sale.transaction_id);
    const id = await orderOf(sale.transaction_id);

    // A vendor is online: the refund is the vendor's to send.
    expect(await box.orders()).toEqual([]);
    await seller.goOffline();
    // No vendor online: the box takes it, signed for the box, and only refunds ever come to a box.
    const taken = await box.orders();
    expect(taken).toEqual([
      expect.objectContaining({ kind: 'refund', payout_id: id, attempt: 1, amount: 400, signature: expect.stringMatching(/^[A-Za-z0-9+/]{43}=$/) }),
    ]);
    expect((await details(sale.transaction_id)).refundOrder.status).toBe('sent');
    expect(await box.orders()).toEqual([expect.objectContaining({ payout_id: id, attempt: 1 })]);

    // The vendor comes back: the order stays with the box, which may have paid it; the vendor can neither take nor report it.
    await seller.heartbeat();
    expect(await seller.refunds()).toEqual([]);
    expectError(await seller.report(id, { success: true }), 404, UNKNOWN_REFUND_ORDER);
    // Another merchant's script cannot name this box; a call names one vendor or one box; a box pays no partners.
    const stranger = scripts(t, inWorldObject(await createApiKey(t, await t.makeUser())));
    expectError(await stranger.get(`/api/lsl/payouts/orders?box_id=${box.boxKey}`), 404, UNKNOWN_BOX_KEY);
    expectError(await stranger.post(`/api/lsl/payouts/refunds/${id}/result`, { box_id: box.boxKey, success: true }), 404, UNKNOWN_BOX_KEY);
    expectError(await box.script.get(`/api/lsl/payouts/orders?box_id=${box.boxKey}&vendor_id=${vendor.lslKey}`), 400, ONE_PAYING_OBJECT);
    expectError(await box.script.get('/api/lsl/payouts/orders'), 400, VENDOR_ID_REQUIRED);
    expectError(await box.script.post('/api/lsl/payouts/1/result', { box_id: box.boxKey, success: true }), 400, BOX_PAYS_REFUNDS_ONLY);

    const transfer = randomUUID();
    expect((await box.report(id, { success: true, transaction_key: transfer })).body).toEqual({ refund_id: id, status: 'confirmed', amount: 400 });
    expect((await box.report(id, { success: false })).body.status).toBe('confirmed');
    expect((await details(sale.transaction_id)).refundOrder).toMatchObject({ status: 'confirmed', transactionKey: transfer });
    expect(await box.orders()).toEqual([]);
  });

  it('fails the refund a box holds when the box is switched off or deleted, and a retry offers it again', async () => {
    const { merchant, apiKey, sell, refund, details, orderOf } = await shop();
    // No vendor of the merchant is online.
    const box = await payingBox(merchant, apiKey);
    const retry = (transactionId: number) => t.post(`/api/transactions/${transactionId}/refund-order/retry`, undefined, { token: merchant.token });
    const sale = await sell();
    await refund(sale.transaction_id);
    const id = await orderOf(sale.transaction_id);
    expect((await box.orders()).map((order) => order.payout_id)).toEqual([id]);

    expect((await t.patch(`/api/delivery-boxes/${box.id}`, { isActive: false }, { token: merchant.token })).status).toBe(200);
    expect((await details(sale.transaction_id)).refundOrder).toMatchObject({ status: 'failed', reason: BOX_GONE_WITH_REFUND });
    // Switched off, the box takes no refund, even one asked again.
    expect((await retry(sale.transaction_id)).body).toMatchObject({ id, status: 'requested' });
    expect(await box.orders()).toEqual([]);

    // Back on, it takes the retried refund as a new attempt; deleted, it fails it again.
    expect((await t.patch(`/api/delivery-boxes/${box.id}`, { isActive: true }, { token: merchant.token })).status).toBe(200);
    expect(await box.orders()).toEqual([expect.objectContaining({ payout_id: id, attempt: 2 })]);
    expect((await t.delete(`/api/delivery-boxes/${box.id}`, { token: merchant.token })).status).toBe(204);
    expect((await details(sale.transaction_id)).refundOrder).toMatchObject({ status: 'failed', reason: BOX_GONE_WITH_REFUND });

    // Another box of the merchant takes it once it is retried.
    const second = await payingBox(merchant, apiKey, 'Landing Box');
    await retry(sale.transaction_id);
    expect(await second.orders()).toEqual([expect.objectContaining({ payout_id: id, attempt: 3 })]);
    expect((await second.report(id, { success: true, transaction_key: randomUUID() })).body.status).toBe('confirmed');
  });
});
