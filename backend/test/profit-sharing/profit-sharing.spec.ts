import { randomUUID } from 'node:crypto';

import { NO_OBJECT_KEY, NO_SECRET, SECRET_ISSUED } from '../../src/in-world-objects/order-secrets';
import { signOrder } from '../../src/in-world-objects/order-signature';
import { ORDER_SECONDS } from '../../src/profit-sharing/payouts.service';
import { createApiKey, expectError, inWorldObject, saveCommissionConfig, scripts, simulatorHeaders } from '../in-world/in-world-support';
import { type Factories, factories } from '../support/factories';
import { keyUseSettled, notificationsHeard, statementsOf } from '../support/sale-statements';
import { TestApp, type TestResponse, type TestUser } from '../support/test-app';

const ANN = 'a2e76fcd-9360-4f6d-a924-00000000000a';
const BOB = 'a2e76fcd-9360-4f6d-a924-00000000000b';
const CLEO = 'a2e76fcd-9360-4f6d-a924-00000000000c';

/**
 * Profit sharing end to end, against the real app and PostgreSQL: partners' splits per vendor and per product, the
 * payouts a sale answers and records, the vendor's reports, the ledger and its retries (docs/product.md, "Profit
 * sharing"). The owners here have no commission configuration unless a test makes one: sales are charged 5 %.
 */
describe('profit sharing', () => {
  let t: TestApp;
  let make: Factories;

  beforeAll(async () => {
    t = await TestApp.start();
    make = factories(t.dataSource);
  });
  afterAll(() => t.close());

  /** A merchant with one vendor selling one product, the vendor's calls, and the merchant's splits and ledger calls. */
  async function shop(price = 1000) {
    const merchant = await t.makeUser();
    const apiKey = await createApiKey(t, merchant);
    // The vendor holds its product's item and gives it itself (decision 0090).
    const vendor = await make.vendor(merchant.id, { inventory: ['Partnered Dress'] });
    const product = await make.product(vendor.id, { price, name: 'Partnered Dress' });
    const object = inWorldObject(apiKey);
    const script = scripts(t, object);
    const sell = (fields: { saleId?: string; amount?: number; productId?: number | null; buyer?: string } = {}) =>
      script.postSale(
        JSON.stringify({
          sale_id: fields.saleId ?? randomUUID(),
          user_id: fields.buyer ?? randomUUID(),
          vendor_id: vendor.lslKey,
          amount: fields.amount ?? price,
          ...(fields.productId === null ? {} : { product_id: fields.productId ?? product.id }),
        }),
      );
    // lsl/payouts.lsl's report, byte for byte as llHTTPRequest sends it.
    const report = (payoutId: number, body: Record<string, unknown>) =>
      t.request('POST', `/api/lsl/payouts/${payoutId}/result`, {
        rawBody: JSON.stringify({ vendor_id: vendor.lslKey, ...body }),
        headers: simulatorHeaders(object),
      });
    const splitVendor = (splits: unknown, user: TestUser = merchant) => t.put(`/api/vendors/${vendor.id}/splits`, { splits }, { token: user.token });
    const splitProduct = (splits: unknown, user: TestUser = merchant) => t.put(`/api/products/${product.id}/splits`, { splits }, { token: user.token });
    const ledger = (query = '') => t.get(`/api/payouts${query}`, { token: merchant.token });
    // lsl/payouts.lsl: its secret once, then its signed orders.
    const secret = () => script.post('/api/lsl/payouts/secret', { vendor_id: vendor.lslKey });
    const orders = () => script.get(`/api/lsl/payouts/orders?vendor_id=${vendor.lslKey}`);
    return { merchant, apiKey, vendor, product, script, sell, report, splitVendor, splitProduct, ledger, secret, orders };
  }

  const partner = (avatarKey: string, percent: string | number, avatarName = `Partner ${avatarKey.slice(-1).toUpperCase()}`) => ({
    avatarKey,
    avatarName,
    percent,
  });

  /** A 4xx whose sentence holds `fragment`. */
  const expectRefusal = (response: TestResponse, status: number, fragment: string) =>
    expect({ status: response.status, message: response.body?.message }).toEqual({ status, message: expect.stringContaining(fragment) });

  const payoutRows = (transactionId: number) =>
    t.dataSource.query(
      `SELECT "avatarKey", "avatarName", percent::text, amount, status, reason, "overLimit", attempts FROM payouts WHERE "transactionId" = $1 ORDER BY id`,
      [transactionId],
    );

  describe('splits', () => {
    it("saves a vendor's splits as a whole list and answers them with the commission they must leave room for", async () => {
      const { vendor, splitVendor, merchant } = await shop();
      const saved = await splitVendor([partner(ANN, '15.5', 'Ann Resident'), partner(BOB.toUpperCase(), 7, '  Bob Builder  ')]);
      expect(saved.status).toBe(200);
      expect(saved.body).toEqual({
        target: 'vendor',
        vendorId: vendor.id,
        vendorName: vendor.name,
        productId: null,
        productName: null,
        splits: [
          { avatarKey: ANN, avatarName: 'Ann Resident', percent: '15.5' },
          { avatarKey: BOB, avatarName: 'Bob Builder', percent: '7' },
        ],
        totalPercent: '22.5',
        maxCommissionPercent: '5',
        vendorSplits: [],
      });
      expect((await t.get(`/api/vendors/${vendor.id}/splits`, { token: merchant.token })).body).toEqual(saved.body);

      // The list replaces the saved one; [] removes every split.
      expect((await splitVendor([partner(CLEO, '1')])).body.splits).toEqual([{ avatarKey: CLEO, avatarName: 'Partner C', percent: '1' }]);
      expect((await splitVendor([])).body).toMatchObject({ splits: [], totalPercent: '0' });
      const activities = await t.dataSource.query(
        `SELECT "activityType", description FROM activities WHERE "userId" = $1 AND "activityType" = 'profit_splits_saved' ORDER BY id`,
        [merchant.id],
      );
      expect(activities.map((row: { description: string }) => row.description)).toEqual([
        `Profit splits of vendor ${vendor.name} (#${vendor.id}) saved: 2 partners, 22.5%`,
        `Profit splits of vendor ${vendor.name} (#${vendor.id}) saved: 1 partner, 1%`,
        `Profit splits of vendor ${vendor.name} (#${vendor.id}) saved: no partners`,
      ]);
    });

    it('refuses splits that with the commission pass 100 %, naming the overflow, and keeps the saved ones', async () => {
      const { vendor, splitVendor, splitProduct, merchant } = await shop();
      expect((await splitVendor([partner(ANN, '50'), partner(BOB, '45')])).status).toBe(200);

      const refused = await splitVendor([partner(ANN, '60'), partner(BOB, '37.5')]);
      expectError(
        refused,
        400,
        "The splits add up to 97.5 % and the platform's commission can be up to 5 % of a sale here: 102.5 % in all, 2.5 % over 100 %. Lower the splits by at least 2.5 %.",
      );
      expect(refused.body.fieldErrors).toEqual({ splits: [refused.body.message] });
      expectRefusal(await splitProduct([partner(CLEO, '95.01')]), 400, '0.01 % over 100 %');
      // Nothing of the refused lists was written.
      expect(
        (await t.get(`/api/vendors/${vendor.id}/splits`, { token: merchant.token })).body.splits.map((split: { percent: string }) => split.percent),
      ).toEqual(['50', '45']);
      expect((await t.dataSource.query(`SELECT count(*)::int AS n FROM profit_splits WHERE "ownerId" = $1`, [merchant.id]))[0].n).toBe(2);
    });

    it('checks against the highest rate that can apply to the vendor: its configuration, and an event it joined that has not ended', async () => {
      const { vendor, splitVendor, merchant } = await shop();
      await saveCommissionConfig(t.dataSource, { vendorId: vendor.id, baseRate: '0.08' });
      expectRefusal(await splitVendor([partner(ANN, '92.01')]), 400, 'can be up to 8 %');
      expect((await splitVendor([partner(ANN, '92')])).body.maxCommissionPercent).toBe('8');

      // An event starting next week at 12 %: its rate can apply to sales then.
      const event = await make.event(merchant.id, {
        commissionRate: '12.00',
        startDate: new Date(Date.now() + 7 * 86_400_000),
        endDate: new Date(Date.now() + 14 * 86_400_000),
      });
      await make.join(event.id, vendor.id, '12.00');
      expectRefusal(await splitVendor([partner(ANN, '90')]), 400, 'can be up to 12 %');
      expect((await splitVendor([partner(ANN, '88')])).status).toBe(200);
      // An event that has ended no longer bounds them.
      await t.dataSource.query(`UPDATE events SET "startDate" = now() - interval '14 days', "endDate" = now() - interval '7 days' WHERE id = $1`, [event.id]);
      expect((await splitVendor([partner(ANN, '92')])).status).toBe(200);
    });

    it.each([
      [[partner(ANN, 0)], 'splits.0.percent', 'Percent must be more than 0 and at most 100'],
      [[partner(ANN, '100.01')], 'splits.0.percent', 'Percent must be more than 0 and at most 100'],
      [[partner(ANN, '-5')], 'splits.0.percent', 'Percent must be more than 0 and at most 100'],
      [[partner(ANN, '12.345')], 'splits.0.percent', 'Percent can have at most 2 decimals'],
      [[partner(ANN, 'ten')], 'splits.0.percent', 'Percent must be more than 0 and at most 100'],
      [[{ avatarKey: ANN, avatarName: 'Ann' }], 'splits.0.percent', 'Percent is required'],
      [[partner(ANN, 5, '   ')], 'splits.0.avatarName', 'Avatar name is required'],
      [[partner(ANN, 5, 'x'.repeat(101))], 'splits.0.avatarName', 'Avatar name must be at most 100 characters'],
      [[partner('not-a-key', 5)], 'splits.0.avatarKey', 'Avatar key must be an avatar key (a UUID)'],
      [[partner('00000000-0000-0000-0000-000000000000', 5)], 'splits.0.avatarKey', 'Avatar key must be an avatar key (a UUID)'],
      [[partner(ANN, 5), partner(ANN.toUpperCase(), 5)], 'splits', 'Each partner can have only one split here: the same avatar key appears twice'],
      [
        Array.from({ length: 11 }, (_, index) => partner(`a2e76fcd-9360-4f6d-a924-0000000001${String(index).padStart(2, '0')}`, 1)),
        'splits',
        'A vendor or product can have at most 10 partners',
      ],
      ['everyone', 'splits', 'splits must be a list of partners'],
      [[42], 'splits.0', 'Each split must be an object with avatarKey, avatarName and percent'],
      [[[], []], 'splits', 'Each split must be an object with avatarKey, avatarName and percent'],
    ])('refuses %j with a sentence on %s', async (splits, field, message) => {
      const { splitVendor } = await shop();
      const refused = await splitVendor(splits);
      expect(refused.status).toBe(400);
      expect(refused.body.fieldErrors[field]).toEqual([message]);
    });

    it('refuses a body without splits and unknown fields', async () => {
      const { vendor, merchant } = await shop();
      expectError(
        await t.put(`/api/vendors/${vendor.id}/splits`, {}, { token: merchant.token }),
        400,
        'splits is required: the list of partners ([] for none)',
      );
      expectError(
        await t.put(`/api/vendors/${vendor.id}/splits`, { splits: [{ ...partner(ANN, 5), share: 1 }] }, { token: merchant.token }),
        400,
        'Unknown field "splits.0.share" is not allowed',
      );
    });

    it("gives a product its own splits, which replace its vendor's; with none of its own it shows the vendor's", async () => {
      const { vendor, product, splitVendor, splitProduct, merchant } = await shop();
      await splitVendor([partner(ANN, '10')]);
      const own = await splitProduct([partner(BOB, '20')]);
      expect(own.body).toMatchObject({
        target: 'product',
        vendorId: vendor.id,
        productId: product.id,
        productName: product.name,
        splits: [{ avatarKey: BOB, percent: '20' }],
        vendorSplits: [{ avatarKey: ANN, percent: '10' }],
      });
      const listed = await t.get('/api/splits', { token: merchant.token });
      expect(listed.body).toEqual([
        {
          target: 'vendor',
          vendorId: vendor.id,
          vendorName: vendor.name,
          productId: null,
          productName: null,
          splits: [{ avatarKey: ANN, avatarName: 'Partner A', percent: '10' }],
          totalPercent: '10',
        },
        {
          target: 'product',
          vendorId: vendor.id,
          vendorName: vendor.name,
          productId: product.id,
          productName: product.name,
          splits: [{ avatarKey: BOB, avatarName: 'Partner B', percent: '20' }],
          totalPercent: '20',
        },
      ]);
      expect((await splitProduct([])).body).toMatchObject({ splits: [], vendorSplits: [{ avatarKey: ANN }] });
    });

    it("answers 404 for another merchant's vendor and product, reading and saving, and writes nothing", async () => {
      const owner = await shop();
      const other = await t.makeUser();
      const admin = await t.makeUser({ role: 'admin' });
      for (const intruder of [other, admin]) {
        expectError(await t.get(`/api/vendors/${owner.vendor.id}/splits`, { token: intruder.token }), 404, 'Vendor not found.');
        expectError(await owner.splitVendor([partner(ANN, 10)], intruder), 404, 'Vendor not found.');
        expectError(await t.get(`/api/products/${owner.product.id}/splits`, { token: intruder.token }), 404, 'Product not found.');
        expectError(await owner.splitProduct([partner(ANN, 10)], intruder), 404, 'Product not found.');
        expect((await t.get('/api/splits', { token: intruder.token })).body).toEqual([]);
      }
      expectError(await t.get('/api/vendors/999999/splits', { token: owner.merchant.token }), 404, 'Vendor not found.');
      expectError(await t.get('/api/vendors/abc/splits', { token: owner.merchant.token }), 400, 'The id in the path must be a positive whole number.');
      expect(
        (
          await t.dataSource.query(`SELECT count(*)::int AS n FROM profit_splits WHERE "vendorId" = $1 OR "productId" = $2`, [
            owner.vendor.id,
            owner.product.id,
          ])
        )[0].n,
      ).toBe(0);
    });

    it('refuses a signed-out caller and a deactivated merchant', async () => {
      const { vendor, merchant } = await shop();
      expectError(await t.get(`/api/vendors/${vendor.id}/splits`), 401, 'Authentication required. Please sign in.');
      expect((await t.put(`/api/vendors/${vendor.id}/splits`, { splits: [] })).status).toBe(401);
      await t.dataSource.query(`UPDATE users SET "isActive" = false WHERE id = $1`, [merchant.id]);
      expectError(
        await t.put(`/api/vendors/${vendor.id}/splits`, { splits: [partner(ANN, 5)] }, { token: merchant.token }),
        403,
        'Your account has been deactivated.',
      );
      expectError(await t.get('/api/payouts', { token: merchant.token }), 403, 'Your account has been deactivated.');
    });
  });

  describe('payouts of a sale', () => {
    it('answers a sale with two partners with their exact payouts, records them due, and leaves the rest with the merchant', async () => {
      const { splitVendor, sell, merchant, vendor } = await shop(999);
      await splitVendor([partner(ANN, '12.5', 'Ann Resident'), partner(BOB, '33.33', 'Bob Builder')]);
      const sale = await sell();
      expect(sale.status).toBe(200);
      // 12.5 % of L$999 = 124.875 → 124; 33.33 % = 332.9667 → 332; the merchant keeps 999 - 456 = 543.
      const rows = await payoutRows(sale.body.transaction_id);
      expect(sale.body.payouts).toEqual([
        { payout_id: expect.any(Number), avatar_key: ANN, amount: 124 },
        { payout_id: expect.any(Number), avatar_key: BOB, amount: 332 },
      ]);
      expect(sale.body).toMatchObject({ amount: 999, commission: '49.95' });
      expect(rows).toEqual([
        { avatarKey: ANN, avatarName: 'Ann Resident', percent: '12.50', amount: 124, status: 'due', reason: null, overLimit: false, attempts: 0 },
        { avatarKey: BOB, avatarName: 'Bob Builder', percent: '33.33', amount: 332, status: 'due', reason: null, overLimit: false, attempts: 0 },
      ]);
      const [stored] = await t.dataSource.query(
        `SELECT "ownerId", "vendorId", "createdAt" = (SELECT "createdAt" FROM transactions WHERE id = $1) AS "sameTime" FROM payouts WHERE id = $2`,
        [sale.body.transaction_id, sale.body.payouts[0].payout_id],
      );
      expect(stored).toEqual({ ownerId: merchant.id, vendorId: vendor.id, sameTime: true });
    });

    it("pays a product's own partners instead of the vendor's, and nobody on a sale without splits", async () => {
      const { splitVendor, splitProduct, sell, vendor } = await shop(1000);
      const plain = await sell();
      expect(plain.body.payouts).toEqual([]);
      await splitVendor([partner(ANN, '10')]);
      await splitProduct([partner(BOB, '20')]);
      expect((await sell()).body.payouts).toEqual([{ payout_id: expect.any(Number), avatar_key: BOB, amount: 200 }]);
      // A sale without a product, or of a product without splits of its own, pays the vendor's.
      expect((await sell({ productId: null })).body.payouts).toEqual([{ payout_id: expect.any(Number), avatar_key: ANN, amount: 100 }]);
      const other = await make.product(vendor.id, { price: 500 });
      expect((await sell({ productId: other.id, amount: 500 })).body.payouts).toEqual([{ payout_id: expect.any(Number), avatar_key: ANN, amount: 50 }]);
    });

    it('pays on the price after a discount, and nothing on a gift card payment', async () => {
      const { splitVendor, sell, merchant, vendor, product, apiKey } = await shop(1000);
      await splitVendor([partner(ANN, '10')]);
      const promotion = await t.post('/api/promotions', { name: 'Spring', kind: 'sale', percentOff: '25' }, { token: merchant.token });
      expect(promotion.status).toBe(201);
      const discounted = await sell();
      expect(discounted.body).toMatchObject({ amount: 750, refund: 250, payouts: [{ avatar_key: ANN, amount: 75 }] });

      const card = await t.post('/api/gift-cards', { faceValue: 1000 }, { token: merchant.token });
      const redeemed = await t.request('POST', '/api/lsl/vouchers/redeem', {
        rawBody: JSON.stringify({ vendor_id: vendor.lslKey, product_id: product.id, code: card.body.code, user_id: randomUUID(), sale_id: randomUUID() }),
        headers: simulatorHeaders(inWorldObject(apiKey)),
      });
      expect(redeemed.status).toBe(200);
      expect(redeemed.body).toMatchObject({ paid_with: 'voucher', payouts: [] });
      expect(await payoutRows(redeemed.body.transaction_id)).toEqual([]);
    });

    it('answers a replayed sale_id with the same payouts and makes no new ones', async () => {
      const { splitVendor, sell, report } = await shop(1000);
      await splitVendor([partner(ANN, '10'), partner(BOB, '5')]);
      const saleId = randomUUID();
      const first = await sell({ saleId });
      const again = await sell({ saleId });
      expect(again.status).toBe(200);
      expect(again.body).toEqual(first.body);
      expect(await payoutRows(first.body.transaction_id)).toHaveLength(2);
      // Once paid, a payout is no longer one to make: a later replay leaves it out.
      expect((await report(first.body.payouts[0].payout_id, { success: true })).status).toBe(200);
      expect((await sell({ saleId })).body.payouts).toEqual([first.body.payouts[1]]);
    });

    it("uses splits saved after the vendor's last sale: the vendor's kept pricing is forgotten", async () => {
      const { splitVendor, sell } = await shop(1000);
      expect((await sell()).body.payouts).toEqual([]);
      expect((await sell()).body.payouts).toEqual([]);
      await splitVendor([partner(ANN, '30')]);
      expect((await sell()).body.payouts).toEqual([{ payout_id: expect.any(Number), avatar_key: ANN, amount: 300 }]);
      await splitVendor([partner(ANN, '20')]);
      expect((await sell()).body.payouts).toEqual([{ payout_id: expect.any(Number), avatar_key: ANN, amount: 200 }]);
      await splitVendor([]);
      expect((await sell()).body.payouts).toEqual([]);
    });

    it('records the sale but no payout to make when the commission charged leaves too little room, saying why', async () => {
      const { vendor, splitVendor, sell, ledger } = await shop(1000);
      await splitVendor([partner(ANN, '60'), partner(BOB, '35')]);
      // The administrators raise the vendor's rate after the splits were saved.
      await saveCommissionConfig(t.dataSource, { vendorId: vendor.id, baseRate: '0.10' });
      const sale = await sell();
      expect(sale.status).toBe(200);
      expect(sale.body).toMatchObject({ amount: 1000, commission: '100.00', payouts: [] });
      const reason =
        'The splits (95 %) and the commission charged on this sale (10 %) came to 105 %, 5 % over 100 %, so no L$ was paid to partners. Lower the splits, then retry.';
      expect(await payoutRows(sale.body.transaction_id)).toEqual([
        { avatarKey: ANN, avatarName: 'Partner A', percent: '60.00', amount: 600, status: 'failed', reason, overLimit: true, attempts: 0 },
        { avatarKey: BOB, avatarName: 'Partner B', percent: '35.00', amount: 350, status: 'failed', reason, overLimit: true, attempts: 0 },
      ]);
      expect((await ledger('?status=failed')).body.items.map((item: { reason: string }) => item.reason)).toEqual([reason, reason]);
    });

    it("writes a sale with splits in the statements of one without: the splits come with the vendor's pricing, the payouts with the sale", async () => {
      const { splitVendor, sell, apiKey } = await shop(1000);
      await splitVendor([partner(ANN, '10'), partner(BOB, '10')]);
      // The splits' notices empty the vendor's pricing: heard before the sale that fills it again, never after it.
      await notificationsHeard(t);
      await sell();
      // The API key's last use is written after an answer, and its notice empties the caches again: let it pass.
      await keyUseSettled(t, apiKey);
      const statements = await statementsOf(async () => expect((await sell()).body.payouts).toHaveLength(2));
      expect(statements).toEqual(['WITH product AS']);
    });
  });

  describe('reports and retries', () => {
    it('records a reported payout once: the same report again, or another report after it, changes nothing and answers the same', async () => {
      const { splitVendor, sell, report, ledger } = await shop(1000);
      await splitVendor([partner(ANN, '10')]);
      const [payout] = (await sell()).body.payouts;
      const transactionKey = randomUUID();
      // Five copies of the report at once (the script resends when it hears nothing back).
      const answers = await Promise.all(Array.from({ length: 5 }, () => report(payout.payout_id, { success: true, transaction_key: transactionKey })));
      for (const answer of answers)
        expect({ status: answer.status, body: answer.body }).toEqual({ status: 200, body: { payout_id: payout.payout_id, status: 'paid', amount: 100 } });
      const late = await report(payout.payout_id, { success: false, reason: 'LINDENDOLLAR_INSUFFICIENTFUNDS', transaction_key: randomUUID() });
      expect(late.body).toEqual({ payout_id: payout.payout_id, status: 'paid', amount: 100 });
      const [row] = (await ledger()).body.items;
      expect(row).toMatchObject({ id: payout.payout_id, status: 'paid', transactionKey, reason: null, attempts: 1 });
    });

    it("refuses a report of another merchant's payout or another vendor's, and one from a vendor key that is not the key owner's", async () => {
      const owner = await shop(1000);
      await owner.splitVendor([partner(ANN, '10')]);
      const [payout] = (await owner.sell()).body.payouts;
      const other = await shop(1000);
      expectError(await other.report(payout.payout_id, { success: true }), 404, 'Unknown payout.');
      // The same merchant's other vendor.
      const secondVendor = await make.vendor(owner.merchant.id);
      const fromOtherVendor = await t.request('POST', `/api/lsl/payouts/${payout.payout_id}/result`, {
        rawBody: JSON.stringify({ vendor_id: secondVendor.lslKey, success: true }),
        headers: simulatorHeaders(inWorldObject(owner.apiKey)),
      });
      expectError(fromOtherVendor, 404, 'Unknown payout.');
      expectError(await other.report(payout.payout_id, { vendor_id: owner.vendor.lslKey, success: true }), 404, 'Unknown vendor key.');
      expectError(
        await t.request('POST', `/api/lsl/payouts/${payout.payout_id}/result`, {
          rawBody: JSON.stringify({ success: true }),
          headers: { 'content-type': 'application/json' },
        }),
        401,
        'A valid API key is required.',
      );
      expectError(await owner.report(payout.payout_id, { success: 'yes' }), 400, 'success must be true or false');
      expectError(
        await owner.report(payout.payout_id, { success: true, transaction_key: 'nope' }),
        400,
        'transaction_key must be the key llTransferLindenDollars returned (a UUID)',
      );
      expectError(await owner.report(payout.payout_id, { success: false, reason: 'x'.repeat(501) }), 400, 'reason must be at most 500 characters');
      expect(
        (await payoutRows((await t.dataSource.query(`SELECT "transactionId"::int FROM payouts WHERE id = $1`, [payout.payout_id]))[0].transactionId))[0].status,
      ).toBe('due');
    });

    it('retries a failed payout from the ledger: due again, counted in the heartbeat, ordered again, then paid once', async () => {
      const { vendor, splitVendor, sell, report, script, merchant, ledger, secret, orders } = await shop(1000);
      await splitVendor([partner(ANN, '10'), partner(BOB, '5')]);
      const sale = await sell();
      const [toAnn, toBob] = sale.body.payouts;
      expect((await report(toAnn.payout_id, { success: false, reason: 'LINDENDOLLAR_INSUFFICIENTFUNDS' })).body).toEqual({
        payout_id: toAnn.payout_id,
        status: 'failed',
        amount: 100,
      });
      expect((await report(toBob.payout_id, { success: true, transaction_key: randomUUID() })).body.status).toBe('paid');
      // A failure reported again keeps the first reason.
      expect((await report(toAnn.payout_id, { success: false, reason: 'Something else' })).body.status).toBe('failed');
      const heartbeat = () => script.heartbeat({ kind: 'vendor', vendor_id: vendor.lslKey });
      // Nothing due: the heartbeat's answer carries no payouts.
      expect((await heartbeat()).body).toEqual({ ok: true, heartbeat_seconds: 300, paused: false });

      const failed = (await ledger('?status=failed')).body.items;
      expect(failed).toEqual([expect.objectContaining({ id: toAnn.payout_id, reason: 'LINDENDOLLAR_INSUFFICIENTFUNDS', attempts: 1 })]);
      const retried = await t.post(`/api/payouts/${toAnn.payout_id}/retry`, undefined, { token: merchant.token });
      expect(retried.status).toBe(200);
      expect(retried.body).toMatchObject({ id: toAnn.payout_id, status: 'due', reason: null, amount: 100, attempts: 1 });
      // The vendor's next heartbeat says one payout waits, and names none; the object's orders name it, for a second try.
      expect((await heartbeat()).body).toEqual({ ok: true, heartbeat_seconds: 300, paused: false, payouts_due: 1 });
      const key: string = (await secret()).body.secret;
      const ordered = (await orders()).body;
      expect(ordered).toEqual({
        orders: [
          { kind: 'partner', payout_id: toAnn.payout_id, attempt: 2, avatar_key: ANN, amount: 100, expires: expect.any(Number), signature: expect.any(String) },
        ],
        more: false,
      });
      const [order] = ordered.orders;
      expect(order.signature).toBe(signOrder(key, { kind: 'partner', id: order.payout_id, attempt: 2, avatarKey: ANN, amount: 100, expires: order.expires }));
      expect((await report(toAnn.payout_id, { success: true, transaction_key: randomUUID() })).body.status).toBe('paid');
      expect((await heartbeat()).body.payouts_due).toBeUndefined();
      expect((await orders()).body).toEqual({ orders: [], more: false });
      expect((await ledger(`?avatarKey=${ANN}`)).body.items).toEqual([expect.objectContaining({ status: 'paid', attempts: 2 })]);
      const logged = await t.dataSource.query(`SELECT description FROM activities WHERE "userId" = $1 AND "activityType" = 'payout_retried'`, [merchant.id]);
      expect(logged).toEqual([{ description: `Payout #${toAnn.payout_id} to Partner A from sale #${sale.body.transaction_id} sent back to the vendor` }]);
    });

    it("retries only a failed payout of a completed sale, and never another merchant's", async () => {
      const { splitVendor, sell, report, merchant } = await shop(1000);
      await splitVendor([partner(ANN, '10')]);
      const sale = await sell();
      const [payout] = sale.body.payouts;
      const retry = (user: TestUser = merchant) => t.post(`/api/payouts/${payout.payout_id}/retry`, undefined, { token: user.token });
      expectError(await retry(), 409, 'Only a failed payout can be retried; this payout is due.');
      await report(payout.payout_id, { success: true });
      expectError(await retry(), 409, 'Only a failed payout can be retried; this payout is paid.');
      expectError(await retry(await t.makeUser()), 404, 'Payout not found.');
      expectError(await retry(await t.makeUser({ role: 'admin' })), 404, 'Payout not found.');
      expectError(await t.post('/api/payouts/0/retry', undefined, { token: merchant.token }), 400, 'The id in the path must be a positive whole number.');

      // A refunded sale pays nobody: its failed payout stays failed, and its due ones are not handed to the vendor.
      const refunded = await sell();
      await report(refunded.body.payouts[0].payout_id, { success: false, reason: 'LINDENDOLLAR_ENTITYDOESNOTEXIST' });
      expect((await t.post(`/api/transactions/${refunded.body.transaction_id}/refund`, undefined, { token: merchant.token })).status).toBe(200);
      expectError(
        await t.post(`/api/payouts/${refunded.body.payouts[0].payout_id}/retry`, undefined, { token: merchant.token }),
        409,
        'This sale is refunded: its partners are not paid, so the payout cannot be retried.',
      );
    });

    it('retries a payout refused by the check with the splits as they are now, once they fit beside the commission charged', async () => {
      const { vendor, splitVendor, sell, merchant, secret, orders } = await shop(1000);
      await splitVendor([partner(ANN, '60'), partner(BOB, '35')]);
      await saveCommissionConfig(t.dataSource, { vendorId: vendor.id, baseRate: '0.10' });
      const sale = await sell();
      const [toAnn, toBob] = (await t.get(`/api/transactions/${sale.body.transaction_id}`, { token: merchant.token })).body.payouts;
      const retry = (id: number) => t.post(`/api/payouts/${id}/retry`, undefined, { token: merchant.token });
      expectError(
        await retry(toAnn.id),
        409,
        'The splits (95 %) and the commission charged on this sale (10 %) still come to 105 %, 5 % over 100 %, so no L$ was paid to partners. Lower the splits, then retry.',
      );
      // Bob leaves; Ann's share goes down.
      expect((await splitVendor([partner(ANN, '50', 'Ann Resident')])).status).toBe(200);
      expect((await retry(toAnn.id)).body).toMatchObject({ status: 'due', percent: '50', amount: 500, avatarName: 'Ann Resident', reason: null });
      expectError(
        await retry(toBob.id),
        409,
        'Partner B no longer has a split on these sales: add them back to the splits to retry, or leave the payout failed.',
      );
      // Bob back at 45 % would take the sale's payouts and commission past 100 % (50 + 45 + 10).
      const bobBack = await splitVendor([partner(ANN, '45'), partner(BOB, '45')]);
      expect(bobBack.status).toBe(200);
      expectError(
        await retry(toBob.id),
        409,
        "Partner B's 45 % with this sale's other payouts (50 %) and the commission charged on it (10 %) would come to 105 %, 5 % over 100 %. Lower the splits, then retry.",
      );
      await splitVendor([partner(ANN, '45'), partner(BOB, '40')]);
      expect((await retry(toBob.id)).body).toMatchObject({ status: 'due', percent: '40', amount: 400 });
      expect((await secret()).status).toBe(200);
      expect(
        (await orders()).body.orders.map((order: { payout_id: number; avatar_key: string; amount: number }) => [
          order.payout_id,
          order.avatar_key,
          order.amount,
        ]),
      ).toEqual([
        [toAnn.id, ANN, 500],
        [toBob.id, BOB, 400],
      ]);
    });

    it('shows the ledger per partner, due, paid and failed, pages and filters it, and only to its merchant', async () => {
      const { splitVendor, sell, report, merchant, ledger } = await shop(1000);
      await splitVendor([partner(ANN, '10', 'Ann Resident'), partner(BOB, '20', 'Bob Builder')]);
      const sales = [await sell(), await sell(), await sell()];
      await report(sales[0].body.payouts[0].payout_id, { success: true });
      await report(sales[0].body.payouts[1].payout_id, { success: true });
      await report(sales[1].body.payouts[0].payout_id, { success: false, reason: 'LINDENDOLLAR_INSUFFICIENTFUNDS' });
      const partners = await t.get('/api/payouts/partners', { token: merchant.token });
      expect(partners.body).toEqual([
        { avatarKey: ANN, avatarName: 'Ann Resident', due: { count: 1, amount: 100 }, paid: { count: 1, amount: 100 }, failed: { count: 1, amount: 100 } },
        { avatarKey: BOB, avatarName: 'Bob Builder', due: { count: 2, amount: 400 }, paid: { count: 1, amount: 200 }, failed: { count: 0, amount: 0 } },
      ]);
      const page = await ledger('?pageSize=2&page=2');
      expect(page.body).toMatchObject({ total: 6, page: 2, pageSize: 2 });
      expect(page.body.items).toHaveLength(2);
      const bobs = await ledger(`?avatarKey=${BOB.toUpperCase()}&status=due`);
      expect(bobs.body.items.map((item: { transactionId: number }) => item.transactionId)).toEqual([
        sales[2].body.transaction_id,
        sales[1].body.transaction_id,
      ]);
      expect(bobs.body.items[0]).toMatchObject({ vendorName: expect.any(String), productName: expect.any(String), percent: '20', amount: 200 });
      expectError(await ledger('?status=lost'), 400, 'status must be one of due, paid, failed');
      const stranger = await t.makeUser();
      expect((await t.get('/api/payouts', { token: stranger.token })).body).toEqual({ items: [], total: 0, page: 1, pageSize: 25 });
      expect((await t.get('/api/payouts/partners', { token: stranger.token })).body).toEqual([]);
      expect((await t.get('/api/payouts')).status).toBe(401);
    });

    it("shows a sale's payouts in its details, to its merchant and to admins", async () => {
      const { splitVendor, sell, merchant } = await shop(1000);
      await splitVendor([partner(ANN, '10', 'Ann Resident')]);
      const sale = await sell();
      const details = await t.get(`/api/transactions/${sale.body.transaction_id}`, { token: merchant.token });
      expect(details.body.payouts).toEqual([
        expect.objectContaining({
          id: sale.body.payouts[0].payout_id,
          transactionId: sale.body.transaction_id,
          avatarKey: ANN,
          avatarName: 'Ann Resident',
          percent: '10',
          amount: 100,
          status: 'due',
        }),
      ]);
      const admin = await t.makeUser({ role: 'admin' });
      expect((await t.get(`/api/transactions/${sale.body.transaction_id}`, { token: admin.token })).body.payouts).toHaveLength(1);
      expectError(await t.get(`/api/transactions/${sale.body.transaction_id}`, { token: (await t.makeUser()).token }), 404, 'Transaction not found.');
      // The list keeps its shape.
      expect((await t.get('/api/transactions', { token: merchant.token })).body.items[0].payouts).toBeUndefined();
    });
  });

  /** The API key's last use is written once a minute after an answer; wait for it so its cache notice has passed. */
  describe('signed payout orders (lsl/payouts.lsl)', () => {
    it('issues each object its secret once, per vendor key; another merchant, or a call without the object key, gets none', async () => {
      const { merchant, apiKey, vendor, script, secret } = await shop(1000);
      const first = await secret();
      expect(first.status).toBe(200);
      expect(first.body.secret).toMatch(/^[0-9a-f]{64}$/);
      expectError(await secret(), 409, SECRET_ISSUED);
      // Another object of the same vendor has a secret of its own.
      const other = scripts(t, inWorldObject(apiKey));
      const second = await other.post('/api/lsl/payouts/secret', { vendor_id: vendor.lslKey });
      expect(second.status).toBe(200);
      expect(second.body.secret).not.toBe(first.body.secret);
      // Not from outside Second Life, not with another merchant's key.
      const headers = { ...simulatorHeaders(other.object) };
      delete headers['x-secondlife-object-key'];
      const bare = await t.request('POST', '/api/lsl/payouts/secret', { rawBody: JSON.stringify({ vendor_id: vendor.lslKey }), headers });
      expectError(bare, 400, NO_OBJECT_KEY);
      const stranger = scripts(t, inWorldObject(await createApiKey(t, await t.makeUser())));
      expect((await stranger.post('/api/lsl/payouts/secret', { vendor_id: vendor.lslKey })).status).toBe(404);
      expect((await stranger.get(`/api/lsl/payouts/orders?vendor_id=${vendor.lslKey}`)).status).toBe(404);
      // A new vendor key: the object (its data lost, say) may ask again, and its orders are signed with the new secret.
      const rotated = await t.post(`/api/vendors/${vendor.id}/rotate-key`, undefined, { token: merchant.token });
      expect(rotated.status).toBe(200);
      const again = await script.post('/api/lsl/payouts/secret', { vendor_id: rotated.body.lslKey });
      expect(again.status).toBe(200);
    });

    it("signs the vendor's due payouts for the asking object only, for 10 minutes, and never hands one out with a heartbeat", async () => {
      const { vendor, apiKey, splitVendor, sell, script, secret, orders } = await shop(1000);
      await splitVendor([partner(ANN, '10'), partner(BOB, '5')]);
      expectError(await orders(), 409, NO_SECRET);
      const key: string = (await secret()).body.secret;
      await sell();
      const before = Math.floor(Date.now() / 1000);
      const answer = await orders();
      expect(answer.status).toBe(200);
      expect(answer.body.more).toBe(false);
      expect(
        answer.body.orders.map((order: { avatar_key: string; amount: number; attempt: number }) => [order.avatar_key, order.amount, order.attempt]),
      ).toEqual([
        [ANN, 100, 1],
        [BOB, 50, 1],
      ]);
      for (const order of answer.body.orders) {
        expect(order.expires).toBeGreaterThanOrEqual(before + ORDER_SECONDS);
        expect(order.expires).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000) + ORDER_SECONDS);
        expect(order.signature).toBe(
          signOrder(key, {
            kind: order.kind,
            id: order.payout_id,
            attempt: order.attempt,
            avatarKey: order.avatar_key,
            amount: order.amount,
            expires: order.expires,
          }),
        );
      }
      // Another object of the vendor gets the same payouts signed with its own secret, which this object's check refuses.
      const other = scripts(t, inWorldObject(apiKey));
      const otherKey: string = (await other.post('/api/lsl/payouts/secret', { vendor_id: vendor.lslKey })).body.secret;
      const [otherOrder] = (await other.get(`/api/lsl/payouts/orders?vendor_id=${vendor.lslKey}`)).body.orders;
      const fields = {
        kind: 'partner' as const,
        id: otherOrder.payout_id,
        attempt: 1,
        avatarKey: otherOrder.avatar_key,
        amount: otherOrder.amount,
        expires: otherOrder.expires,
      };
      expect(otherOrder.signature).toBe(signOrder(otherKey, fields));
      expect(otherOrder.signature).not.toBe(signOrder(key, fields));
      // The heartbeat only counts them.
      const heartbeat = await script.heartbeat({ kind: 'vendor', vendor_id: vendor.lslKey });
      expect(heartbeat.body).toEqual({ ok: true, heartbeat_seconds: 300, paused: false, payouts_due: 2 });
    });

    it('sends at most what fits in 1536 bytes and says more wait', async () => {
      const { splitVendor, sell, secret, orders } = await shop(1000);
      await splitVendor([partner(ANN, '10'), partner(BOB, '5')]);
      expect((await secret()).status).toBe(200);
      for (let sale = 0; sale < 6; sale++) expect((await sell()).status).toBe(200);
      const answer = await orders();
      expect(Buffer.byteLength(answer.text, 'utf8')).toBeLessThanOrEqual(1536);
      expect(answer.body.orders.length).toBeGreaterThan(0);
      expect(answer.body.orders.length).toBeLessThan(12);
      expect(answer.body.more).toBe(true);
    });
  });
});
