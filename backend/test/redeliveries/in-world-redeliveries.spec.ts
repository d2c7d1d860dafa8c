import { randomUUID } from 'node:crypto';

import { Redelivery } from '../../src/redeliveries/redelivery.entity';
import { counts, createApiKey, expectError, inWorldObject, liveBox, saleBody, scripts, simulatorHeaders } from '../in-world/in-world-support';
import { type Factories, factories } from '../support/factories';
import { TestApp, type TestResponse, type TestUser } from '../support/test-app';

/** The redelivery terminal and the delivery box against the real API. */
describe('in-world redeliveries (redelivery-terminal.lsl, delivery-box.lsl)', () => {
  let t: TestApp;
  let make: Factories;
  let merchant: TestUser;
  let apiKey: string;
  let rows: ReturnType<typeof counts>;

  beforeAll(async () => {
    t = await TestApp.start();
    make = factories(t.dataSource);
    rows = counts(t.dataSource);
    merchant = await t.makeUser();
    apiKey = await createApiKey(t, merchant);
  });
  afterAll(() => t.close());

  const terminal = (key = apiKey) => scripts(t, inWorldObject(key, 'Redelivery Terminal'));
  const box = (key = apiKey) => scripts(t, inWorldObject(key, 'Delivery Box'));
  const vendorScript = (key = apiKey) => scripts(t, inWorldObject(key, 'Vendor - Red Dress'));
  const requestRow = (id: number) => t.dataSource.getRepository(Redelivery).findOneByOrFail({ id });

  /** A fresh merchant with a key, so lists hold only this test's rows. */
  async function freshMerchant(): Promise<{ user: TestUser; key: string }> {
    const user = await t.makeUser();
    return { user, key: await createApiKey(t, user) };
  }

  async function expectRefused(send: () => Promise<TestResponse>, status: number, message: string): Promise<void> {
    const before = await rows.redeliveries();
    expectError(await send(), status, message);
    expect(await rows.redeliveries()).toBe(before);
  }

  it('takes a purchase from sale to redelivered: terminal request, handed to the box, delivered, completed', async () => {
    const { user: owner, key: ownerKey } = await freshMerchant();
    const vendor = await make.vendor(owner.id);
    const deliveryBox = await liveBox(t, owner, ownerKey, { items: ['Red Dress'] });
    const product = await make.product(vendor.id, { name: 'Red Dress (boxed)', slItemId: 'Red Dress' });
    const buyer = randomUUID();
    // The vendor gives the item itself (decision 0090): the box only redelivers it.
    expect((await vendorScript(ownerKey).put('/api/lsl/vendors/inventory', { vendor_id: vendor.lslKey, items: ['Red Dress'] })).status).toBe(200);
    const sale = await vendorScript(ownerKey).postSale(
      saleBody({ buyer, vendorKey: vendor.lslKey, amount: 250, productId: product.id, buyerName: 'Ann Resident' }),
    );
    expect(sale.status).toBe(200);
    const transactionId: number = sale.body.transaction_id;

    const purchases = await terminal(ownerKey).purchases(buyer);
    expect(purchases.status).toBe(200);
    expect(purchases.body).toEqual({
      purchases: [{ transaction_id: transactionId, item: 'Red Dress', amount: 250, date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) }],
    });

    const filed = await terminal(ownerKey).requestRedelivery(transactionId, buyer);
    expect(filed.status).toBe(201);
    expect(filed.body).toEqual({ id: expect.any(Number), status: 'assigned' });
    const id: number = filed.body.id;
    expect(await requestRow(id)).toMatchObject({ transactionId, requestedBy: buyer, status: 'assigned', boxId: deliveryBox.id });

    const pending = await deliveryBox.script.pending(deliveryBox.boxKey);
    expect(pending.status).toBe(200);
    expect(pending.body).toEqual({ requests: [{ id, buyer, item: 'Red Dress' }] });

    const delivered = await deliveryBox.script.delivered(id, deliveryBox.boxKey);
    expect(delivered.status).toBe(200);
    expect(delivered.body).toEqual({ id, status: 'completed' });
    const row = await requestRow(id);
    expect(row).toMatchObject({ status: 'completed', boxId: deliveryBox.id });
    expect(row.completedAt).toBeInstanceOf(Date);
    expect((await deliveryBox.script.pending(deliveryBox.boxKey)).body).toEqual({ requests: [] });
  });

  it('answers the same report twice with 2xx, and refuses the opposite report on a closed request', async () => {
    const { user, key } = await freshMerchant();
    const vendor = await make.vendor(user.id);
    const sale = await make.transaction(vendor.id);
    const delivered = await make.redelivery(sale.id);
    const other = await make.transaction(vendor.id);
    const failed = await make.redelivery(other.id);

    expect((await box(key).delivered(delivered.id)).status).toBe(200);
    const again = await box(key).delivered(delivered.id);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ id: delivered.id, status: 'completed' });
    expectError(await box(key).failed(delivered.id, 'The item Red Dress is not in the delivery box.'), 409, 'This redelivery request is already completed.');

    const first = await box(key).failed(failed.id, 'The item Red Dress is not in the delivery box.');
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ id: failed.id, status: 'failed' });
    const repeat = await box(key).failed(failed.id, 'The item cannot be transferred.');
    expect(repeat.status).toBe(200);
    expect((await requestRow(failed.id)).failureReason).toBe('The item Red Dress is not in the delivery box.');
    expectError(await box(key).delivered(failed.id), 409, 'This redelivery request is already failed.');
  });

  it('lets a box close a request a merchant sent to it', async () => {
    const { user, key } = await freshMerchant();
    const vendor = await make.vendor(user.id);
    const processedAt = new Date(Date.now() - 60_000);
    const request = await make.redelivery((await make.transaction(vendor.id)).id, { status: 'assigned', processedAt, assignedAt: processedAt });
    expect((await box(key).delivered(request.id)).status).toBe(200);
    const row = await requestRow(request.id);
    expect(row.status).toBe('completed');
    expect(row.processedAt?.getTime()).toBe(processedAt.getTime());
  });

  it("refuses a report about another merchant's request as not found, and changes nothing", async () => {
    const { key: strangerKey } = await freshMerchant();
    const vendor = await make.vendor(merchant.id);
    const request = await make.redelivery((await make.transaction(vendor.id)).id);
    expectError(await box(strangerKey).delivered(request.id), 404, 'Redelivery request not found.');
    expectError(await box(strangerKey).failed(request.id, 'No.'), 404, 'Redelivery request not found.');
    expectError(await box().delivered(2_000_000_000), 404, 'Redelivery request not found.');
    expect((await requestRow(request.id)).status).toBe('pending');
  });

  it('refuses a failed report without a reason, and a bad id', async () => {
    const vendor = await make.vendor(merchant.id);
    const request = await make.redelivery((await make.transaction(vendor.id)).id);
    const object = inWorldObject(apiKey);
    const noReason = await t.request('POST', `/api/lsl/redeliveries/${request.id}/failed`, {
      rawBody: '{}',
      headers: simulatorHeaders(object),
    });
    expectError(noReason, 400, 'reason is required: why the item could not be given');
    expectError(await box().delivered('abc' as unknown as number), 400, 'The id in the path must be a positive whole number.');
    expect((await requestRow(request.id)).status).toBe('pending');
  });

  it('returns the open request instead of filing a second one, also when asked at once', async () => {
    const vendor = await make.vendor(merchant.id);
    const buyer = randomUUID();
    const sale = await make.transaction(vendor.id, { buyerId: buyer });
    const before = await rows.redeliveries();

    const answers = await Promise.all(Array.from({ length: 4 }, () => terminal().requestRedelivery(sale.id, buyer)));

    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1);
    expect(await rows.redeliveries()).toBe(before + 1);

    await t.dataSource.getRepository(Redelivery).update({ id: answers[0].body.id }, { status: 'assigned', assignedAt: new Date() });
    const whileAssigned = await terminal().requestRedelivery(sale.id, buyer);
    expect(whileAssigned.body).toEqual({ id: answers[0].body.id, status: 'assigned' });

    // Once closed, the buyer may ask again.
    await t.dataSource.getRepository(Redelivery).update({ id: answers[0].body.id }, { status: 'completed' });
    const again = await terminal().requestRedelivery(sale.id, buyer);
    expect(again.status).toBe(201);
    expect(again.body.id).not.toBe(answers[0].body.id);
  });

  it('refuses a request from someone who is not the buyer', async () => {
    const vendor = await make.vendor(merchant.id);
    const sale = await make.transaction(vendor.id, { buyerId: randomUUID() });
    await expectRefused(() => terminal().requestRedelivery(sale.id, randomUUID()), 403, 'Only the buyer can request a redelivery.');
  });

  it("refuses a request about another merchant's purchase, or one that does not exist", async () => {
    const { key: strangerKey } = await freshMerchant();
    const vendor = await make.vendor(merchant.id);
    const buyer = randomUUID();
    const sale = await make.transaction(vendor.id, { buyerId: buyer });
    await expectRefused(() => terminal(strangerKey).requestRedelivery(sale.id, buyer), 404, 'Transaction not found.');
    await expectRefused(() => terminal().requestRedelivery(2_000_000_000, buyer), 404, 'Transaction not found.');
  });

  it('refuses a request for a refunded purchase, without requested_by, or with a bad key', async () => {
    const vendor = await make.vendor(merchant.id);
    const buyer = randomUUID();
    const refunded = await make.transaction(vendor.id, { buyerId: buyer, status: 'refunded' });
    await expectRefused(() => terminal().requestRedelivery(refunded.id, buyer), 409, 'Only a completed purchase can be delivered again.');
    const sale = await make.transaction(vendor.id, { buyerId: buyer });
    const object = inWorldObject(apiKey);
    await expectRefused(
      () => t.request('POST', '/api/redeliveries', { rawBody: JSON.stringify({ transaction_id: sale.id }), headers: simulatorHeaders(object) }),
      400,
      "requested_by is required: the buyer's avatar key",
    );
    await expectRefused(() => terminal().requestRedelivery(sale.id, 'Ann Resident'), 400, "requested_by must be the buyer's avatar key (a UUID)");
    await expectRefused(() => terminal(`slv_${'f'.repeat(48)}`).requestRedelivery(sale.id, buyer), 401, 'A valid API key is required.');
  });

  describe('filed by the merchant with a bearer token', () => {
    it("files a request for a purchase of the merchant's vendor, requested by the merchant", async () => {
      const vendor = await make.vendor(merchant.id);
      const sale = await make.transaction(vendor.id);
      const response = await t.post('/api/redeliveries', { transaction_id: sale.id }, { token: merchant.token });
      expect(response.status).toBe(201);
      expect(response.body).toEqual({ id: expect.any(Number), status: 'pending' });
      expect(await requestRow(response.body.id)).toMatchObject({ transactionId: sale.id, requestedBy: merchant.id, status: 'pending' });
      const again = await t.post('/api/redeliveries', { transaction_id: sale.id }, { token: merchant.token });
      expect(again.body.id).toBe(response.body.id);
    });

    it("refuses another merchant's purchase, and a call with neither token nor key", async () => {
      const stranger = await t.makeUser();
      const sale = await make.transaction((await make.vendor(merchant.id)).id);
      await expectRefused(() => t.post('/api/redeliveries', { transaction_id: sale.id }, { token: stranger.token }), 404, 'Transaction not found.');
      await expectRefused(() => t.post('/api/redeliveries', { transaction_id: sale.id }), 401, 'Authentication required. Please sign in.');
      await expectRefused(
        () => t.post('/api/redeliveries', { transaction_id: sale.id }, { token: 'not-a-token' }),
        401,
        'Authentication required. Please sign in.',
      );
    });
  });

  describe('the delivery box list', () => {
    it('gives a box the requests handed to it only, oldest first, at most 10, with the item to give', async () => {
      const { user, key } = await freshMerchant();
      const vendor = await make.vendor(user.id);
      const named = await make.product(vendor.id, { name: 'Blue Hat', slItemId: null });
      const other = await make.vendor((await t.makeUser()).id);
      const started = Date.now() - 3600_000;
      const ids: number[] = [];
      for (let index = 0; index < 12; index += 1) {
        const sale = await make.transaction(vendor.id, { productId: index === 0 ? null : named.id });
        ids.push((await make.redelivery(sale.id, { requestedAt: new Date(started + index * 1000) })).id);
      }
      await make.redelivery((await make.transaction(vendor.id)).id, { status: 'completed' });
      const elsewhere = await make.box(user.id);
      await make.redelivery((await make.transaction(vendor.id, { productId: named.id })).id, {
        status: 'assigned',
        boxId: elsewhere.id,
        assignedAt: new Date(),
      });
      await make.redelivery((await make.transaction(other.id)).id);
      const deliveryBox = await liveBox(t, user, key, { items: ['Blue Hat'] });

      const pending = await deliveryBox.script.pending(deliveryBox.boxKey);

      expect(pending.status).toBe(200);
      // The first sale names no product: no box can give it, so it waits.
      expect(pending.body.requests.map((request: { id: number }) => request.id)).toEqual(ids.slice(1, 11));
      expect(pending.body.requests[0].item).toBe('Blue Hat');
      expect(pending.body.requests[0].buyer).toMatch(/^[0-9a-f-]{36}$/);
      expect(await requestRow(ids[0])).toMatchObject({
        status: 'pending',
        waitingReason: 'The purchase names no product, so no delivery box knows which item to give.',
      });
    });

    it("refuses a box key that is missing, invented or another merchant's", async () => {
      const { user, key } = await freshMerchant();
      const theirs = await make.box((await t.makeUser()).id);
      const object = inWorldObject(key, 'Delivery Box');
      expectError(
        await t.request('GET', '/api/lsl/redeliveries/pending', { headers: simulatorHeaders(object) }),
        400,
        "box_id is required: the delivery box's key from the LSL Integration page",
      );
      expectError(await box(key).pending('not-a-key'), 400, "box_id must be the delivery box's key (a UUID) from the LSL Integration page");
      expectError(await box(key).pending(randomUUID()), 404, 'Unknown box key.');
      expectError(await box(key).pending(theirs.boxKey), 404, 'Unknown box key.');
      expect((await box(key).pending((await make.box(user.id)).boxKey)).status).toBe(200);
    });

    it('never answers more than 2048 bytes, even with long multi-byte item names', async () => {
      const { user, key } = await freshMerchant();
      const vendor = await make.vendor(user.id);
      const product = await make.product(vendor.id, { slItemId: 'Robe de soirée ✨'.repeat(12) });
      for (let index = 0; index < 10; index += 1) await make.redelivery((await make.transaction(vendor.id, { productId: product.id })).id);
      const deliveryBox = await liveBox(t, user, key, { items: [product.slItemId!] });

      const pending = await deliveryBox.script.pending(deliveryBox.boxKey);

      expect(Buffer.byteLength(pending.text, 'utf8')).toBeLessThanOrEqual(2048);
      expect(pending.body.requests.length).toBeGreaterThan(0);
      expect(pending.body.requests.length).toBeLessThan(10);
      expect(JSON.parse(pending.text)).toEqual(pending.body);
    });
  });

  describe('the terminal purchase list', () => {
    it("lists the buyer's completed purchases from the owner's vendors, newest first, at most 20, dated in SLT", async () => {
      const { user, key } = await freshMerchant();
      const vendor = await make.vendor(user.id);
      const product = await make.product(vendor.id, { name: 'Red Dress', slItemId: '' });
      const buyer = randomUUID();
      // 05:30 UTC on 21 November is 21:30 on 20 November in SLT (UTC-8).
      const lateEvening = await make.transaction(vendor.id, {
        buyerId: buyer,
        productId: product.id,
        amount: 250,
        createdAt: new Date('2026-11-21T05:30:00Z'),
      });
      // In summer SLT is UTC-7: 06:59 UTC on 1 July is 23:59 on 30 June.
      const summer = await make.transaction(vendor.id, { buyerId: buyer, productId: null, amount: 90, createdAt: new Date('2026-07-01T06:59:00Z') });
      await make.transaction(vendor.id, { buyerId: buyer, status: 'refunded', createdAt: new Date('2026-11-22T00:00:00Z') });
      await make.transaction((await make.vendor((await t.makeUser()).id)).id, { buyerId: buyer });
      await make.transaction(vendor.id, { buyerId: randomUUID() });

      const purchases = await terminal(key).purchases(buyer.toUpperCase());

      expect(purchases.status).toBe(200);
      expect(purchases.body).toEqual({
        purchases: [
          { transaction_id: lateEvening.id, item: 'Red Dress', amount: 250, date: '2026-11-20' },
          { transaction_id: summer.id, item: `Purchase #${summer.id}`, amount: 90, date: '2026-06-30' },
        ],
      });

      for (let day = 1; day <= 22; day += 1) {
        await make.transaction(vendor.id, { buyerId: buyer, productId: product.id, createdAt: new Date(Date.UTC(2026, 9, day, 12)) });
      }
      const many = await terminal(key).purchases(buyer);
      expect(many.body.purchases).toHaveLength(20);
      expect(many.body.purchases[0]).toMatchObject({ transaction_id: lateEvening.id });
      // The newest, then 22 down to 4 October.
      expect(many.body.purchases[19]).toMatchObject({ date: '2026-10-04' });
      expect(Buffer.byteLength(many.text, 'utf8')).toBeLessThanOrEqual(8192);
    });

    it('refuses a buyer that is not an avatar key, and a missing one', async () => {
      expectError(await terminal().purchases('Ann Resident'), 400, "buyer must be the buyer's avatar key (a UUID)");
      const object = inWorldObject(apiKey);
      expectError(await t.request('GET', '/api/lsl/purchases', { headers: simulatorHeaders(object) }), 400, "buyer is required: the buyer's avatar key");
    });
  });
});
