import { randomUUID } from 'node:crypto';

import { createApiKey, expectError, inWorldObject, scripts } from '../in-world/in-world-support';
import { type Factories, factories } from '../support/factories';
import { TestApp } from '../support/test-app';

const DAY_MS = 86_400_000;

/**
 * Promotions end to end: the merchant's Promotions API, the price a vendor is told (quote), and what a sale records
 * and answers with each kind of promotion. The owners here have no commission configuration: sales are charged the
 * owner's default 5.00 %, on the price after the discount.
 */
describe('promotions', () => {
  let t: TestApp;
  let make: Factories;

  beforeAll(async () => {
    t = await TestApp.start();
    make = factories(t.dataSource);
  });
  afterAll(() => t.close());

  /** A merchant with one vendor selling one L$1000 product, and the vendor script's calls. */
  async function shop(price = 1000) {
    const merchant = await t.makeUser();
    const apiKey = await createApiKey(t, merchant);
    const vendor = await make.vendor(merchant.id);
    const product = await make.product(vendor.id, { price });
    const script = scripts(t, inWorldObject(apiKey));
    const sell = (fields: { buyer?: string; coupon?: string; amount?: number; productId?: number | null; saleId?: string } = {}) =>
      script.postSale(
        JSON.stringify({
          sale_id: fields.saleId ?? randomUUID(),
          user_id: fields.buyer ?? randomUUID(),
          vendor_id: vendor.lslKey,
          amount: fields.amount ?? price,
          ...(fields.productId === null ? {} : { product_id: fields.productId ?? product.id }),
          ...(fields.coupon ? { coupon: fields.coupon } : {}),
        }),
      );
    const quote = (query: Record<string, string | number>) =>
      t.request('GET', `/api/lsl/quote?${new URLSearchParams({ vendor_id: vendor.lslKey, product_id: String(product.id), ...query })}`, {
        headers: { 'x-api-key': apiKey },
      });
    const promote = async (body: Record<string, unknown>) => {
      const created = await t.post('/api/promotions', { name: `Promotion ${randomUUID().slice(0, 4)}`, ...body }, { token: merchant.token });
      if (created.status !== 201) throw new Error(`Could not create the promotion: ${created.status} ${created.text}`);
      return created.body as { id: number };
    };
    return { merchant, apiKey, vendor, product, script, sell, quote, promote };
  }

  const row = async (id: number) =>
    (
      await t.dataSource.query(
        `SELECT amount, commission, "commissionRate", "discountKind", "discountCode", "discountAmount", "paidWith" FROM transactions WHERE id = $1`,
        [id],
      )
    )[0];

  describe('what a sale answers and records', () => {
    it('records a sale without promotions at the price paid, with nothing to give back', async () => {
      const { sell } = await shop();
      const sale = await sell();
      expect(sale.status).toBe(200);
      expect(sale.body).toMatchObject({ amount: 1000, commission: '50.00', refund: 0, discount: null });
    });

    it('applies a store-wide percent sale: the price due, the L$ to give back and the commission on the price due', async () => {
      const { sell, promote } = await shop();
      await promote({ kind: 'sale', percentOff: '12.5' });
      const sale = await sell();
      // 12.5 % of L$1000 = L$125 off; L$875 x 5 % = L$43.75.
      expect(sale.body).toMatchObject({ amount: 875, commission: '43.75', refund: 125, discount: { kind: 'sale', amount: 125 } });
      expect(await row(sale.body.transaction_id)).toEqual({
        amount: 875,
        commission: '43.75',
        commissionRate: '5.0000',
        discountKind: 'sale',
        discountCode: null,
        discountAmount: 125,
        paidWith: 'lindens',
      });
    });

    it("applies a product's L$-off sale only to that product, and only within its dates", async () => {
      const { vendor, sell, promote, product } = await shop();
      const other = await make.product(vendor.id, { price: 1000 });
      await promote({ kind: 'sale', amountOff: 300, productId: product.id });
      await promote({
        kind: 'sale',
        percentOff: 90,
        startsAt: new Date(Date.now() + DAY_MS).toISOString(),
        endsAt: new Date(Date.now() + 2 * DAY_MS).toISOString(),
      });
      expect((await sell()).body).toMatchObject({ amount: 700, commission: '35.00', refund: 300 });
      expect((await sell({ productId: other.id })).body).toMatchObject({ amount: 1000, refund: 0, discount: null });
    });

    it('rounds a percent off down to whole L$: the buyer never gets more than the percent', async () => {
      const { sell, promote } = await shop(99);
      await promote({ kind: 'sale', percentOff: '33.33' });
      // 33.33 % of L$99 = 32.9967 -> L$32 off; L$67 x 5 % = L$3.35.
      expect((await sell()).body).toMatchObject({ amount: 67, commission: '3.35', refund: 32 });
    });

    it('applies a coupon typed at the vendor, names its code, and counts the use', async () => {
      const { sell, promote } = await shop();
      const coupon = await promote({ kind: 'coupon', code: 'spring-25', amountOff: 250, maxUses: 10 });
      const sale = await sell({ coupon: 'SPRING-25' });
      expect(sale.body).toMatchObject({ amount: 750, commission: '37.50', refund: 250, discount: { kind: 'coupon', code: 'SPRING-25', amount: 250 } });
      const uses = await t.dataSource.query(`SELECT uses FROM promotions WHERE id = $1`, [coupon.id]);
      expect(uses[0].uses).toBe(1);
      const used = await t.dataSource.query(`SELECT "transactionId" FROM coupon_uses WHERE "promotionId" = $1`, [coupon.id]);
      expect(used.map((u: { transactionId: string }) => Number(u.transactionId))).toEqual([sale.body.transaction_id]);
    });

    it('stops a coupon at its max uses, and an avatar at one use when it is once per avatar', async () => {
      const { sell, promote } = await shop();
      await promote({ kind: 'coupon', code: 'TWICE', percentOff: 10, maxUses: 2 });
      await promote({ kind: 'coupon', code: 'ONCE', percentOff: 20, oncePerAvatar: true });
      expect((await sell({ coupon: 'twice' })).body.refund).toBe(100);
      expect((await sell({ coupon: 'twice' })).body.refund).toBe(100);
      // Used up: the sale goes through at the full price rather than being refused.
      expect((await sell({ coupon: 'twice' })).body).toMatchObject({ amount: 1000, refund: 0, discount: null });
      const buyer = randomUUID();
      expect((await sell({ coupon: 'once', buyer })).body.refund).toBe(200);
      expect((await sell({ coupon: 'once', buyer })).body.refund).toBe(0);
      expect((await sell({ coupon: 'once' })).body.refund).toBe(200);
    });

    it('gives a VIP only their percent, and loyalty only after the L$ spent', async () => {
      const { sell, promote } = await shop();
      const vip = randomUUID();
      const loyal = randomUUID();
      await promote({ kind: 'vip', percentOff: 15, avatarKeys: [vip.toUpperCase()] });
      await promote({ kind: 'loyalty', percentOff: 8, minSpent: 1500 });
      expect((await sell({ buyer: vip })).body).toMatchObject({ amount: 850, refund: 150, discount: { kind: 'vip', amount: 150 } });
      expect((await sell({ buyer: loyal })).body).toMatchObject({ amount: 1000, refund: 0 });
      // L$1000 spent, below 1500: still no reward.
      expect((await sell({ buyer: loyal })).body).toMatchObject({ amount: 1000, refund: 0 });
      // L$2000 spent now: 8 % off.
      expect((await sell({ buyer: loyal })).body).toMatchObject({ amount: 920, commission: '46.00', refund: 80, discount: { kind: 'loyalty', amount: 80 } });
    });

    it('counts toward loyalty only what is left of a sale refunded in part', async () => {
      const { merchant, sell, promote } = await shop();
      const loyal = randomUUID();
      await promote({ kind: 'loyalty', percentOff: 8, minSpent: 1500 });
      const first = await sell({ buyer: loyal });
      await sell({ buyer: loyal });
      // L$600 of the first sale go back: L$1400 spent, below 1500.
      const refunded = await t.post(
        `/api/transactions/${first.body.transaction_id}/refund`,
        { amount: 600, requestKey: randomUUID() },
        { token: merchant.token },
      );
      expect(refunded.status).toBe(200);
      expect((await sell({ buyer: loyal })).body).toMatchObject({ amount: 1000, refund: 0, discount: null });
      // L$2400 spent now: 8 % off.
      expect((await sell({ buyer: loyal })).body).toMatchObject({ amount: 920, refund: 80, discount: { kind: 'loyalty', amount: 80 } });
    });

    it('applies the best single discount, keeping an equal coupon unused', async () => {
      const { sell, promote } = await shop();
      const vip = randomUUID();
      await promote({ kind: 'sale', percentOff: 10 });
      await promote({ kind: 'vip', percentOff: 20, avatarKeys: [vip] });
      const coupon = await promote({ kind: 'coupon', code: 'TWENTY', amountOff: 200 });
      // VIP 20 % = L$200 ties the coupon's L$200: the VIP discount applies and the coupon stays unused.
      expect((await sell({ buyer: vip, coupon: 'TWENTY' })).body).toMatchObject({ amount: 800, refund: 200, discount: { kind: 'vip', amount: 200 } });
      expect((await t.dataSource.query(`SELECT uses FROM promotions WHERE id = $1`, [coupon.id]))[0].uses).toBe(0);
      // Without the VIP list, the coupon beats the 10 % sale.
      expect((await sell({ coupon: 'TWENTY' })).body).toMatchObject({ amount: 800, discount: { kind: 'coupon', code: 'TWENTY', amount: 200 } });
    });

    it('adds the discounts up when the merchant allows it, never below L$0', async () => {
      const { merchant, sell, promote } = await shop();
      await promote({ kind: 'sale', percentOff: 10 });
      await promote({ kind: 'coupon', code: 'MORE', amountOff: 150 });
      const stacked = await t.put('/api/promotions/settings', { stackDiscounts: true }, { token: merchant.token });
      expect(stacked.body).toEqual({ stackDiscounts: true });
      expect((await sell({ coupon: 'MORE' })).body).toMatchObject({
        amount: 750,
        commission: '37.50',
        refund: 250,
        discount: { kind: 'combined', code: 'MORE', amount: 250 },
      });
      await promote({ kind: 'coupon', code: 'ALL', percentOff: 100 });
      expect((await sell({ coupon: 'ALL' })).body).toMatchObject({ amount: 0, commission: '0.00', refund: 1000 });
    });

    it('applies a promotion created after the vendor sold (its kept pricing is forgotten)', async () => {
      const { sell, promote } = await shop();
      expect((await sell()).body.refund).toBe(0);
      expect((await sell()).body.refund).toBe(0);
      await promote({ kind: 'sale', amountOff: 100 });
      expect((await sell()).body.refund).toBe(100);
    });

    it('answers a retried sale_id with its first discount, even once the coupon is used up', async () => {
      const { sell, promote } = await shop();
      await promote({ kind: 'coupon', code: 'SOLO', amountOff: 100, maxUses: 1 });
      const saleId = randomUUID();
      const first = await sell({ coupon: 'SOLO', saleId });
      const again = await sell({ coupon: 'SOLO', saleId });
      expect(again.body).toEqual(first.body);
      expect(first.body.refund).toBe(100);
      expect((await t.dataSource.query(`SELECT count(*)::int AS n FROM coupon_uses`))[0].n).toBeGreaterThanOrEqual(1);
      expect((await t.dataSource.query(`SELECT uses FROM promotions WHERE code = 'SOLO'`))[0].uses).toBe(1);
    });

    it('counts 10 concurrent uses of a 3-use coupon exactly 3 times', async () => {
      const { sell, promote } = await shop();
      const coupon = await promote({ kind: 'coupon', code: 'RUSH', amountOff: 100, maxUses: 3 });
      const sales = await Promise.all(Array.from({ length: 10 }, () => sell({ coupon: 'RUSH' })));
      expect(sales.map((sale) => sale.status)).toEqual(Array(10).fill(200));
      expect(sales.filter((sale) => sale.body.refund === 100)).toHaveLength(3);
      expect((await t.dataSource.query(`SELECT uses FROM promotions WHERE id = $1`, [coupon.id]))[0].uses).toBe(3);
    });

    it("does not apply one merchant's coupon or sale to another merchant's vendor", async () => {
      const first = await shop();
      const second = await shop();
      await first.promote({ kind: 'coupon', code: 'MINE', amountOff: 500 });
      await first.promote({ kind: 'sale', percentOff: 50 });
      expect((await second.sell({ coupon: 'MINE' })).body).toMatchObject({ amount: 1000, refund: 0, discount: null });
    });

    it('refuses a malformed coupon with a sentence, and writes nothing', async () => {
      const { sell } = await shop();
      const before = (await t.dataSource.query(`SELECT count(*)::int AS n FROM transactions`))[0].n;
      expectError(await sell({ coupon: 'no spaces!' }), 400, 'coupon must be 1 to 40 letters, digits, dashes or underscores');
      expect((await t.dataSource.query(`SELECT count(*)::int AS n FROM transactions`))[0].n).toBe(before);
    });
  });

  describe('the quote for the hover text and the touch menu', () => {
    it('gives the list price and the price this buyer would pay, with why a coupon does not apply', async () => {
      const { quote, promote } = await shop();
      const vip = randomUUID();
      await promote({ kind: 'sale', percentOff: 10 });
      await promote({ kind: 'vip', percentOff: 30, avatarKeys: [vip] });
      await promote({
        kind: 'coupon',
        code: 'OLD',
        amountOff: 500,
        endsAt: new Date(Date.now() - DAY_MS).toISOString(),
        startsAt: new Date(Date.now() - 2 * DAY_MS).toISOString(),
      });
      await promote({ kind: 'coupon', code: 'BIG', amountOff: 400 });

      const anyone = await quote({});
      expect(anyone.status).toBe(200);
      expect(anyone.body).toMatchObject({ price: 1000, amount: 900, discount: { kind: 'sale', amount: 100 }, coupon_error: null });
      expect((await quote({ user_id: vip })).body).toMatchObject({ amount: 700, discount: { kind: 'vip', amount: 300 } });
      expect((await quote({ user_id: randomUUID(), coupon: 'old' })).body).toMatchObject({ amount: 900, coupon_error: 'This coupon has expired.' });
      expect((await quote({ user_id: randomUUID(), coupon: 'NOPE' })).body).toMatchObject({ amount: 900, coupon_error: 'Unknown coupon code.' });
      expect((await quote({ user_id: randomUUID(), coupon: 'big' })).body).toMatchObject({
        amount: 600,
        discount: { kind: 'coupon', code: 'BIG', amount: 400 },
        coupon_error: null,
      });
    });

    it("refuses another vendor's product and another merchant's vendor", async () => {
      const { quote, apiKey } = await shop();
      const other = await shop();
      expect((await quote({ product_id: other.product.id })).status).toBe(400);
      const foreign = await t.request('GET', `/api/lsl/quote?vendor_id=${other.vendor.lslKey}&product_id=${other.product.id}`, {
        headers: { 'x-api-key': apiKey },
      });
      expectError(foreign, 404, 'Unknown vendor key.');
    });
  });

  describe('refund reports', () => {
    it("records the change given back once, on the sale, and shows it in the sale's details", async () => {
      const { merchant, vendor, sell, promote, script } = await shop();
      await promote({ kind: 'sale', amountOff: 50 });
      const saleId = randomUUID();
      const buyer = randomUUID();
      const sale = await sell({ saleId, buyer });
      const report = { vendor_id: vendor.lslKey, sale_id: saleId, user_id: buyer, amount: 50, success: true, transaction_key: randomUUID() };
      const post = () =>
        t.request('POST', '/api/lsl/refunds', {
          rawBody: JSON.stringify(report),
          headers: { 'content-type': 'application/json', 'x-api-key': script.object.apiKey },
        });
      const first = await post();
      expect(first.status).toBe(200);
      expect(first.body).toEqual({ recorded: true, transaction_id: sale.body.transaction_id });
      expect((await post()).body).toEqual(first.body);
      expect((await t.dataSource.query(`SELECT count(*)::int AS n FROM in_world_refunds WHERE "saleId" = $1`, [saleId]))[0].n).toBe(1);

      const details = await t.get(`/api/transactions/${sale.body.transaction_id}`, { token: merchant.token });
      expect(details.body).toMatchObject({
        amount: 950,
        discountKind: 'sale',
        discountAmount: 50,
        paidWith: 'lindens',
        changeRefund: { amount: 50, success: true, reason: null },
      });
    });

    it("records the refund of a refused sale with no transaction, and refuses a report for another merchant's vendor", async () => {
      const { vendor, apiKey } = await shop();
      const other = await shop();
      const report = (vendorKey: string) => ({
        vendor_id: vendorKey,
        sale_id: randomUUID(),
        user_id: randomUUID(),
        amount: 1000,
        success: false,
        reason: 'Insufficient funds',
      });
      const headers = { 'content-type': 'application/json', 'x-api-key': apiKey };
      const refused = await t.request('POST', '/api/lsl/refunds', { rawBody: JSON.stringify(report(vendor.lslKey)), headers });
      expect(refused.body).toEqual({ recorded: true, transaction_id: null });
      expectError(await t.request('POST', '/api/lsl/refunds', { rawBody: JSON.stringify(report(other.vendor.lslKey)), headers }), 404, 'Unknown vendor key.');
      expectError(
        await t.request('POST', '/api/lsl/refunds', { rawBody: JSON.stringify({ ...report(vendor.lslKey), amount: 0 }), headers }),
        400,
        'amount must be a whole number of L$ of at least 1',
      );
    });
  });

  describe('the Promotions API', () => {
    it('lists only your own promotions, with their status', async () => {
      const { merchant, promote } = await shop();
      const other = await shop();
      await promote({ kind: 'sale', percentOff: 10 });
      await promote({ kind: 'coupon', code: 'LATER', amountOff: 10, startsAt: new Date(Date.now() + DAY_MS).toISOString() });
      await other.promote({ kind: 'sale', percentOff: 50 });
      const list = await t.get('/api/promotions', { token: merchant.token });
      expect(list.status).toBe(200);
      expect(list.body.map((p: { kind: string; status: string }) => [p.kind, p.status])).toEqual([
        ['coupon', 'scheduled'],
        ['sale', 'running'],
      ]);
    });

    it.each([
      [{ kind: 'coupon', percentOff: 10 }, 'code', 'A coupon needs a code'],
      [{ kind: 'sale', percentOff: 10, amountOff: 5 }, 'percentOff', 'Give either a percent off or an L$ amount off'],
      [{ kind: 'sale' }, 'percentOff', 'Give either a percent off or an L$ amount off'],
      [{ kind: 'sale', percentOff: 10, code: 'X' }, 'code', 'Code is only for coupons'],
      [{ kind: 'vip', percentOff: 10 }, 'avatarKeys', 'A VIP list needs at least one avatar key'],
      [{ kind: 'vip', amountOff: 10, avatarKeys: ['a2e76fcd-9360-4f6d-a924-000000000003'] }, 'amountOff', 'VIP lists and loyalty rewards give a percent off'],
      [{ kind: 'loyalty', percentOff: 5 }, 'minSpent', 'A loyalty reward needs the L$ a buyer must have spent'],
      [{ kind: 'sale', percentOff: '100.5' }, 'percentOff', 'Percent off must be more than 0 and at most 100, with at most 2 decimals'],
      [{ kind: 'sale', percentOff: '0' }, 'percentOff', 'Percent off must be more than 0 and at most 100, with at most 2 decimals'],
      [{ kind: 'sale', amountOff: 1.5 }, 'amountOff', 'L$ off must be a whole number of at least 1'],
      [{ kind: 'vip', percentOff: 5, avatarKeys: ['not-a-key'] }, 'avatarKeys', 'VIP avatars must be avatar keys (UUIDs), at most 500'],
      [{ kind: 'sale', percentOff: 5, startsAt: '2026-12-02T00:00:00Z', endsAt: '2026-12-01T00:00:00Z' }, 'endsAt', 'Ends must be after starts'],
      [{ kind: 'sale', percentOff: 5, startsAt: '2026-12-02 00:00' }, 'startsAt', 'Starts must be a date and time with a time zone, or empty'],
      [{ kind: 'gift', percentOff: 5 }, 'kind', 'kind must be one of sale, coupon, vip, loyalty'],
    ])('refuses %j with a sentence on its field, writing nothing', async (body, field, message) => {
      const { merchant } = await shop();
      const response = await t.post('/api/promotions', { name: 'Bad', ...body }, { token: merchant.token });
      expect({ status: response.status, message: response.body.message }).toEqual({ status: 400, message });
      if (response.body.fieldErrors) expect(Object.keys(response.body.fieldErrors)).toContain(field);
      expect((await t.get('/api/promotions', { token: merchant.token })).body).toEqual([]);
    });

    it('refuses a second coupon with the same code (in any case) with 409', async () => {
      const { merchant, promote } = await shop();
      await promote({ kind: 'coupon', code: 'SAME', percentOff: 5 });
      const again = await t.post('/api/promotions', { name: 'Again', kind: 'coupon', code: 'same', percentOff: 5 }, { token: merchant.token });
      expectError(again, 409, 'A coupon with this code already exists.');
    });

    it("refuses another merchant's product, and another merchant's promotion answers 404 to read, change and delete", async () => {
      const { merchant, promote } = await shop();
      const other = await shop();
      const refused = await t.post('/api/promotions', { name: 'Theirs', kind: 'sale', percentOff: 5, productId: other.product.id }, { token: merchant.token });
      expectError(refused, 400, 'Product must be one of your products');
      const theirs = await other.promote({ kind: 'sale', percentOff: 50 });
      expectError(await t.patch(`/api/promotions/${theirs.id}`, { percentOff: 99 }, { token: merchant.token }), 404, 'Promotion not found.');
      expectError(await t.delete(`/api/promotions/${theirs.id}`, { token: merchant.token }), 404, 'Promotion not found.');
      const admin = await t.makeUser({ role: 'admin' });
      expectError(await t.delete(`/api/promotions/${theirs.id}`, { token: admin.token }), 404, 'Promotion not found.');
      expect((await t.dataSource.query(`SELECT "percentOff"::text FROM promotions WHERE id = $1`, [theirs.id]))[0].percentOff).toBe('50.00');
      const mine = await promote({ kind: 'sale', percentOff: 5 });
      const changed = await t.patch(`/api/promotions/${mine.id}`, { percentOff: '7.5', isActive: false }, { token: merchant.token });
      expect(changed.body).toMatchObject({ percentOff: '7.50', isActive: false, status: 'inactive' });
      expect((await t.delete(`/api/promotions/${mine.id}`, { token: merchant.token })).status).toBe(204);
    });

    it('stops applying a promotion switched off or deleted', async () => {
      const { merchant, sell, promote } = await shop();
      const sale = await promote({ kind: 'sale', amountOff: 100 });
      expect((await sell()).body.refund).toBe(100);
      await t.patch(`/api/promotions/${sale.id}`, { isActive: false }, { token: merchant.token });
      expect((await sell()).body.refund).toBe(0);
      await t.patch(`/api/promotions/${sale.id}`, { isActive: true }, { token: merchant.token });
      expect((await sell()).body.refund).toBe(100);
      await t.delete(`/api/promotions/${sale.id}`, { token: merchant.token });
      expect((await sell()).body.refund).toBe(0);
    });
  });
});
