import { randomUUID } from 'node:crypto';

import { CommissionConfig } from '../../src/commissions/commission-config.entity';
import { currentScriptVersion } from '../../src/in-world-objects/script-versions';
import { SALE_ID_REQUIRED } from '../../src/sales/dto/record-sale.dto';
import { Transaction } from '../../src/sales/transaction.entity';
import { User } from '../../src/users/user.entity';
import { counts, createApiKey, expectError, inWorldObject, saleBody, saveCommissionConfig, scripts, simulatorHeaders } from '../in-world/in-world-support';
import { type Factories, factories } from '../support/factories';
import { TestApp, type TestResponse, type TestUser } from '../support/test-app';

const DAY_MS = 24 * 3600_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

/** lsl/vendor.lsl against the real API: POST /api/lsl/sale as the simulator sends it. */
describe('in-world sales (vendor.lsl)', () => {
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

  const vendorScript = (key = apiKey) => scripts(t, inWorldObject(key));
  const saleRow = (id: number) => t.dataSource.getRepository(Transaction).findOneByOrFail({ id });

  describe('commission', () => {
    it('records a sale at the owner default rate of 5.00 % with the simulator headers', async () => {
      const vendor = await make.vendor(merchant.id);
      const object = inWorldObject(apiKey);
      const buyer = randomUUID();
      const saleId = randomUUID();
      const response = await scripts(t, object).postSale(saleBody({ saleId, buyer, vendorKey: vendor.lslKey, amount: 250, buyerName: 'Ann Resident' }));

      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        transaction_id: expect.any(Number),
        status: 'completed',
        amount: 250,
        commission: '12.50',
        refund: 0,
        discount: null,
        gift_to: null,
        paid_with: 'lindens',
        voucher: null,
        // No partner splits: nothing to pay out (profit sharing).
        payouts: [],
        deliver: 'vendor',
        delivery: null,
      });
      const sale = await saleRow(response.body.transaction_id);
      expect(sale).toMatchObject({
        vendorId: vendor.id,
        productId: null,
        eventId: null,
        buyerId: buyer,
        buyerName: 'Ann Resident',
        amount: 250,
        commission: '12.50',
        commissionRate: '5.0000',
        status: 'completed',
        saleId,
        // X-SecondLife-Region's name and grid corner, stored apart.
        slRegion: 'Luna Bay',
        slRegionX: 256000,
        slRegionY: 256512,
        slObjectKey: object.objectKey,
        slShard: 'Production',
      });
    });

    it("never prices a sale at the owner's own default rate: a merchant cannot lower the commission they pay", async () => {
      const owner = await t.makeUser();
      const key = await createApiKey(t, owner);
      const vendor = await make.vendor(owner.id);
      for (const rate of ['0', '0.00', '7.25']) {
        expect((await t.patch('/api/settings/commission', { defaultCommissionRate: rate }, { token: owner.token })).status).toBe(200);
        const response = await vendorScript(key).postSale(saleBody({ buyer: randomUUID(), vendorKey: vendor.lslKey, amount: 999 }));
        // The platform's 5 %: 999 x 5 % = 49.95.
        expect(response.body.commission).toBe('49.95');
        expect((await saleRow(response.body.transaction_id)).commissionRate).toBe('5.0000');
      }
    });

    it('applies the global configuration and the volume tier the last 30 days of completed sales reach', async () => {
      const owner = await t.makeUser();
      const key = await createApiKey(t, owner);
      const busy = await make.vendor(owner.id);
      const quiet = await make.vendor(owner.id);
      // Global: 6 % base, 25 % off from L$1,000 of 30-day volume.
      const global = await saveCommissionConfig(t.dataSource, {
        vendorId: null,
        baseRate: '0.060000',
        tiers: [{ minVolume: '1000', discountType: 'percentage', discountValue: '25.0000' }],
      });
      try {
        await make.transaction(busy.id, { amount: 700, createdAt: daysAgo(2) });
        await make.transaction(busy.id, { amount: 500, createdAt: daysAgo(29) });
        // Outside the window, refunded, or another vendor's: not counted.
        await make.transaction(busy.id, { amount: 50_000, createdAt: daysAgo(31) });
        await make.transaction(busy.id, { amount: 50_000, createdAt: daysAgo(1), status: 'refunded' });
        await make.transaction(quiet.id, { amount: 900, createdAt: daysAgo(1) });

        // busy: volume 1,200 >= 1,000, rate 6 % x 0.75 = 4.5 %; 333 x 4.5 % = 14.985 -> 14.99
        const discounted = await vendorScript(key).postSale(saleBody({ buyer: randomUUID(), vendorKey: busy.lslKey, amount: 333 }));
        expect(discounted.status).toBe(200);
        expect(discounted.body.commission).toBe('14.99');
        expect((await saleRow(discounted.body.transaction_id)).commissionRate).toBe('4.5000');

        // quiet: volume 900 < 1,000, full 6 %; 333 x 6 % = 19.98
        const full = await vendorScript(key).postSale(saleBody({ buyer: randomUUID(), vendorKey: quiet.lslKey, amount: 333 }));
        expect(full.body.commission).toBe('19.98');
        expect((await saleRow(full.body.transaction_id)).commissionRate).toBe('6.0000');

        // The sale just recorded counts for the next one: quiet now has 900 + 333 = 1,233 >= 1,000.
        const next = await vendorScript(key).postSale(saleBody({ buyer: randomUUID(), vendorKey: quiet.lslKey, amount: 100 }));
        expect(next.body.commission).toBe('4.50');
      } finally {
        // Later tests expect no global configuration.
        await t.dataSource.getRepository(CommissionConfig).delete({ id: global.id });
      }
    });

    it('applies the rate of a running event the vendor joined, and records the event', async () => {
      const owner = await t.makeUser();
      const organizer = await t.makeUser();
      const key = await createApiKey(t, owner);
      const vendor = await make.vendor(owner.id);
      await saveCommissionConfig(t.dataSource, { vendorId: vendor.id, baseRate: '0.080000' });
      const joined = await make.event(organizer.id, { commissionRate: '3.25' });
      await make.join(joined.id, vendor.id);
      // Lower rates the vendor cannot claim: an event it did not join, one that ended, one switched off.
      await make.event(organizer.id, { commissionRate: '1.00' });
      const ended = await make.event(organizer.id, { commissionRate: '1.50', startDate: daysAgo(10), endDate: daysAgo(3) });
      await make.join(ended.id, vendor.id);
      const inactive = await make.event(organizer.id, { commissionRate: '2.00', isActive: false });
      await make.join(inactive.id, vendor.id);

      const response = await vendorScript(key).postSale(saleBody({ buyer: randomUUID(), vendorKey: vendor.lslKey, amount: 1000 }));
      // 1000 x 3.25 % = 32.50
      expect(response.status).toBe(200);
      expect(response.body.commission).toBe('32.50');
      const sale = await saleRow(response.body.transaction_id);
      expect(sale.eventId).toBe(joined.id);
      expect(sale.commissionRate).toBe('3.2500');
    });

    it('applies the vendor configuration over the global one outside events', async () => {
      const owner = await t.makeUser();
      const vendor = await make.vendor(owner.id);
      await saveCommissionConfig(t.dataSource, { vendorId: vendor.id, baseRate: '0.035000' });
      const response = await vendorScript(await createApiKey(t, owner)).postSale(saleBody({ buyer: randomUUID(), vendorKey: vendor.lslKey, amount: 1234 }));
      // 1234 x 3.5 % = 43.19
      expect(response.body.commission).toBe('43.19');
      expect((await saleRow(response.body.transaction_id)).eventId).toBeNull();
    });
  });

  describe('idempotency', () => {
    it('records one transaction when the same sale is retried 5 times at once', async () => {
      const vendor = await make.vendor(merchant.id);
      const body = saleBody({ buyer: randomUUID(), vendorKey: vendor.lslKey, amount: 480, productId: (await make.product(vendor.id)).id });
      const before = await rows.transactions();

      const responses = await Promise.all(Array.from({ length: 5 }, () => vendorScript().postSale(body)));

      expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
      expect(new Set(responses.map((response) => response.body.transaction_id)).size).toBe(1);
      expect(responses.map((response) => response.body.commission)).toEqual(Array(5).fill('24.00'));
      expect(await rows.transactions()).toBe(before + 1);
    });

    it('prices 30 sales sent to one vendor at once one after another: each sees the volume of those written before it', async () => {
      const owner = await t.makeUser();
      const key = await createApiKey(t, owner);
      const vendor = await make.vendor(owner.id);
      // 10 % base, 50 % off from L$1,000 of volume: the sales that find L$1,000 already written pay 5 %.
      const config = await saveCommissionConfig(t.dataSource, {
        vendorId: vendor.id,
        baseRate: '0.100000',
        tiers: [{ minVolume: '1000', discountType: 'percentage', discountValue: '50.0000' }],
      });
      try {
        const responses = await Promise.all(
          Array.from({ length: 30 }, () => vendorScript(key).postSale(saleBody({ buyer: randomUUID(), vendorKey: vendor.lslKey, amount: 100 }))),
        );
        expect(responses.map((response) => response.status)).toEqual(Array(30).fill(200));
        const written: { id: number; commission: string }[] = await t.dataSource.query(
          `SELECT id, commission FROM transactions WHERE "vendorId" = $1 ORDER BY id`,
          [vendor.id],
        );
        // In the order they were written: 10 at the full rate (volume 0 to 900), then 20 discounted (1,000 and more).
        expect(written.map((row) => row.commission)).toEqual([...Array(10).fill('10.00'), ...Array(20).fill('5.00')]);
      } finally {
        await t.dataSource.getRepository(CommissionConfig).delete({ id: config.id });
      }
    });

    it('answers a retry with the first transaction, even after the vendor was switched off', async () => {
      const vendor = await make.vendor(merchant.id);
      const body = saleBody({ buyer: randomUUID(), vendorKey: vendor.lslKey, amount: 100 });
      const first = await vendorScript().postSale(body);
      await t.dataSource.query('UPDATE vendors SET "isActive" = false WHERE id = $1', [vendor.id]);
      const before = await rows.transactions();

      const retry = await vendorScript().postSale(body);

      expect(retry.status).toBe(200);
      expect(retry.body).toEqual(first.body);
      expect(await rows.transactions()).toBe(before);
    });

    it('records two sales with different sale_ids', async () => {
      const vendor = await make.vendor(merchant.id);
      const buyer = randomUUID();
      const before = await rows.transactions();
      await vendorScript().postSale(saleBody({ buyer, vendorKey: vendor.lslKey, amount: 10 }));
      await vendorScript().postSale(saleBody({ buyer, vendorKey: vendor.lslKey, amount: 10 }));
      expect(await rows.transactions()).toBe(before + 2);
    });

    it('refuses a sale without a sale_id (a script that never gives the item), naming the vendor script to use', async () => {
      const vendor = await make.vendor(merchant.id);
      const before = await rows.transactions();
      // What the dashboard's old sample script sent: no sale_id, no product, and it gave nothing.
      const response = await vendorScript().postSale(JSON.stringify({ user_id: randomUUID(), amount: 10, vendor_id: vendor.lslKey }));
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(SALE_ID_REQUIRED);
      expect(response.body.message).toContain(`Use vendor.lsl ${currentScriptVersion('vendor')} from the LSL Integration page`);
      expect(response.body.fieldErrors).toEqual({ sale_id: [SALE_ID_REQUIRED] });
      expect(await rows.transactions()).toBe(before);
    });
  });

  describe('refusals: each answered with its message, nothing recorded', () => {
    let stranger: TestUser;
    let strangerKey: string;

    beforeAll(async () => {
      stranger = await t.makeUser();
      strangerKey = await createApiKey(t, stranger);
    });

    async function expectRefused(send: () => Promise<TestResponse>, status: number, message: string): Promise<TestResponse> {
      const before = await rows.transactions();
      const response = await send();
      expectError(response, status, message);
      expect(await rows.transactions()).toBe(before);
      return response;
    }

    it('refuses a call without an API key', async () => {
      const vendor = await make.vendor(merchant.id);
      const headers = simulatorHeaders(inWorldObject(apiKey));
      delete headers['x-api-key'];
      await expectRefused(
        () => t.request('POST', '/api/lsl/sale', { rawBody: saleBody({ buyer: randomUUID(), vendorKey: vendor.lslKey, amount: 10 }), headers }),
        401,
        'A valid API key is required.',
      );
    });

    it('refuses a key that does not exist, the placeholder and a malformed key', async () => {
      const vendor = await make.vendor(merchant.id);
      const body = saleBody({ buyer: randomUUID(), vendorKey: vendor.lslKey, amount: 10 });
      for (const key of [`slv_${'0'.repeat(48)}`, 'YOUR_API_KEY', apiKey.toUpperCase(), apiKey.slice(0, -1)]) {
        await expectRefused(() => vendorScript(key).postSale(body), 401, 'A valid API key is required.');
      }
    });

    it("refuses another merchant's vendor key as unknown", async () => {
      const vendor = await make.vendor(merchant.id);
      await expectRefused(
        () => vendorScript(strangerKey).postSale(saleBody({ buyer: randomUUID(), vendorKey: vendor.lslKey, amount: 10 })),
        404,
        'Unknown vendor key.',
      );
    });

    it('refuses a vendor key that does not exist', async () => {
      await expectRefused(() => vendorScript().postSale(saleBody({ buyer: randomUUID(), vendorKey: randomUUID(), amount: 10 })), 404, 'Unknown vendor key.');
    });

    it('refuses a sale for an inactive vendor', async () => {
      const vendor = await make.vendor(merchant.id, { isActive: false });
      await expectRefused(
        () => vendorScript().postSale(saleBody({ buyer: randomUUID(), vendorKey: vendor.lslKey, amount: 10 })),
        403,
        'This vendor is inactive.',
      );
    });

    it('refuses a negative, zero, fractional, text or huge amount, naming the field', async () => {
      const vendor = await make.vendor(merchant.id);
      const send = (amount: unknown) => () =>
        vendorScript().postSale(JSON.stringify({ sale_id: randomUUID(), user_id: randomUUID(), vendor_id: vendor.lslKey, amount }));
      await expectRefused(send(-250), 400, 'amount must be a whole number of L$ of at least 1');
      await expectRefused(send(0), 400, 'amount must be a whole number of L$ of at least 1');
      await expectRefused(send(12.5), 400, 'amount must be a whole number of L$ of at least 1');
      await expectRefused(send('250'), 400, 'amount must be a whole number of L$ of at least 1');
      await expectRefused(send(1_000_000_001), 400, 'amount must be at most L$1,000,000,000');
      await expectRefused(send(undefined), 400, 'amount is required: the whole L$ paid');
    });

    it('refuses a user_id that is not an avatar key', async () => {
      const vendor = await make.vendor(merchant.id);
      for (const userId of ['Ann Resident', '00000000-0000-0000-0000-000000000000', 42]) {
        const response = await expectRefused(
          () => vendorScript().postSale(JSON.stringify({ sale_id: randomUUID(), user_id: userId, vendor_id: vendor.lslKey, amount: 10 })),
          400,
          "user_id must be the buyer's avatar key (a UUID)",
        );
        expect(response.body.fieldErrors).toEqual({ user_id: ["user_id must be the buyer's avatar key (a UUID)"] });
      }
    });

    it('refuses a vendor_id or sale_id that is not a key, and unknown fields', async () => {
      await expectRefused(
        () => vendorScript().postSale(saleBody({ buyer: randomUUID(), vendorKey: 'YOUR_VENDOR_KEY', amount: 10 })),
        400,
        "vendor_id must be the vendor's LSL key (a UUID)",
      );
      const vendor = await make.vendor(merchant.id);
      await expectRefused(
        () => vendorScript().postSale(saleBody({ saleId: 'retry-1', buyer: randomUUID(), vendorKey: vendor.lslKey, amount: 10 })),
        400,
        'sale_id must be a UUID (the script makes it with llGenerateKey)',
      );
      await expectRefused(
        () => vendorScript().postSale(JSON.stringify({ sale_id: randomUUID(), user_id: randomUUID(), vendor_id: vendor.lslKey, amount: 10, price: 10 })),
        400,
        'Unknown field "price" is not allowed',
      );
    });

    it('refuses a product of another vendor, naming product_id', async () => {
      const vendor = await make.vendor(merchant.id);
      const otherVendor = await make.vendor(merchant.id);
      const product = await make.product(otherVendor.id);
      const response = await expectRefused(
        () => vendorScript().postSale(saleBody({ buyer: randomUUID(), vendorKey: vendor.lslKey, amount: 10, productId: product.id })),
        400,
        `product_id ${product.id} is not one of this vendor's products`,
      );
      expect(Object.keys(response.body.fieldErrors)).toEqual(['product_id']);
      await expectRefused(
        () => vendorScript().postSale(saleBody({ buyer: randomUUID(), vendorKey: vendor.lslKey, amount: 10, productId: 2_000_000_000 })),
        400,
        "product_id 2000000000 is not one of this vendor's products",
      );
    });

    it('refuses a 6 MB body with 413', async () => {
      const vendor = await make.vendor(merchant.id);
      const body = JSON.stringify({ user_id: randomUUID(), vendor_id: vendor.lslKey, amount: 10, buyer_name: 'x'.repeat(6 * 1024 * 1024) });
      await expectRefused(() => vendorScript().postSale(body), 413, 'The request body is larger than the 5 MB limit.');
    });

    it('refuses a key whose owner was deactivated', async () => {
      const owner = await t.makeUser();
      const key = await createApiKey(t, owner);
      const vendor = await make.vendor(owner.id);
      await t.dataSource.getRepository(User).update({ id: owner.id }, { isActive: false });
      await expectRefused(
        () => vendorScript(key).postSale(saleBody({ buyer: randomUUID(), vendorKey: vendor.lslKey, amount: 10 })),
        403,
        'Your account has been deactivated.',
      );
    });

    it('refuses a key whose owner deleted the account', async () => {
      const owner = await t.makeUser();
      const key = await createApiKey(t, owner);
      const vendor = await make.vendor(owner.id);
      await t.dataSource.getRepository(User).update({ id: owner.id }, { deletedAt: new Date() });
      await expectRefused(
        () => vendorScript(key).postSale(saleBody({ buyer: randomUUID(), vendorKey: vendor.lslKey, amount: 10 })),
        403,
        'Your account has been deactivated.',
      );
    });
  });
});
