import { CommissionConfig } from '../../src/commissions/commission-config.entity';
import { User } from '../../src/users/user.entity';
import type { Vendor } from '../../src/vendors/vendor.entity';
import { type Factories, factories } from '../support/factories';
import { TestApp, type TestUser } from '../support/test-app';

/** The fixed "now" of this suite. */
const NOW = new Date('2026-11-20T20:00:00.000Z');
const DAY_MS = 24 * 3600_000;
const ago = (ms: number) => new Date(NOW.getTime() - ms);

describe('commission configurations', () => {
  let t: TestApp;
  let make: Factories;
  let admin: TestUser;
  let merchant: TestUser;

  beforeAll(async () => {
    t = await TestApp.start({ env: { CLOCK_FIXED_AT: NOW.toISOString() } });
    make = factories(t.dataSource);
    admin = await t.makeUser({ role: 'admin' });
    merchant = await t.makeUser();
  });
  afterAll(() => t.close());

  const save = (body: unknown) => t.post('/api/admin/commission-configs', body, { token: admin.token });
  const list = () => t.get('/api/admin/commission-configs', { token: admin.token });
  const preview = (target: number | 'global', query: string) => t.get(`/api/admin/commission-configs/${target}/preview?${query}`, { token: admin.token });
  const newVendor = (fields: Partial<Vendor> = {}) => make.vendor(merchant.id, fields);

  it('saves the global and a vendor configuration and reads them back, tiers ordered by minVolume', async () => {
    const vendor = await newVendor({ name: 'Luna Boutique' });
    const global = await save({
      vendorId: null,
      baseRate: 0.05,
      tiers: [
        { minVolume: 50000, discountType: 'fixed', discountValue: '15.5' },
        { minVolume: 10000, discountType: 'percentage', discountValue: 10 },
      ],
    });
    expect(global.status).toBe(200);
    expect(global.body).toEqual({
      id: expect.any(Number),
      vendorId: null,
      baseRate: '0.05',
      isActive: true,
      tiers: [
        { minVolume: 10000, discountType: 'percentage', discountValue: '10' },
        { minVolume: 50000, discountType: 'fixed', discountValue: '15.5' },
      ],
    });
    const forVendor = await save({ vendorId: vendor.id, baseRate: '0.035', isActive: false, tiers: [] });
    expect(forVendor.status).toBe(200);

    const configs = await list();
    expect(configs.status).toBe(200);
    expect(configs.body).toEqual({
      rateInForce: { baseRate: '0.05', source: 'global' },
      global: global.body,
      vendors: [{ id: forVendor.body.id, vendorId: vendor.id, baseRate: '0.035', isActive: false, tiers: [], vendor: { name: 'Luna Boutique' } }],
    });
    const rows = await t.dataSource.getRepository(CommissionConfig).find({ order: { id: 'ASC' } });
    expect(rows.map((row) => [row.scope, row.vendorId, row.baseRate])).toEqual([
      ['global', null, '0.050000'],
      [`vendor:${vendor.id}`, vendor.id, '0.035000'],
    ]);
  });

  it('replaces the configuration of a target: one row per target, the old tiers gone', async () => {
    const vendor = await newVendor();
    const first = await save({
      vendorId: vendor.id,
      baseRate: 0.04,
      tiers: [
        { minVolume: 1000, discountType: 'percentage', discountValue: 5 },
        { minVolume: 2000, discountType: 'percentage', discountValue: 10 },
        { minVolume: 3000, discountType: 'fixed', discountValue: 1 },
      ],
    });
    const second = await save({ vendorId: vendor.id, baseRate: '0.03', tiers: [{ minVolume: 0, discountType: 'fixed', discountValue: '2.25' }] });
    expect(second.status).toBe(200);
    expect(second.body).toEqual({
      id: first.body.id,
      vendorId: vendor.id,
      baseRate: '0.03',
      isActive: true,
      tiers: [{ minVolume: 0, discountType: 'fixed', discountValue: '2.25' }],
    });
    const [{ configs, tiers }] = await t.dataSource.query(
      `SELECT (SELECT count(*)::int FROM commission_configs WHERE scope = $1) AS configs,
              (SELECT count(*)::int FROM commission_tiers WHERE "configId" = $2) AS tiers`,
      [`vendor:${vendor.id}`, first.body.id],
    );
    expect({ configs, tiers }).toEqual({ configs: 1, tiers: 1 });
    expect((await list()).body.vendors.find((config: { vendorId: number }) => config.vendorId === vendor.id)).toEqual({
      ...second.body,
      vendor: { name: vendor.name },
    });
  });

  it('keeps one configuration per target when saves of the same target arrive together', async () => {
    const vendor = await newVendor();
    const responses = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        save({ vendorId: vendor.id, baseRate: `0.0${n}`, tiers: [{ minVolume: n * 100, discountType: 'percentage', discountValue: n }] }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200]);
    const rows = await t.dataSource.query(
      `SELECT c.id, count(t.id)::int AS tiers FROM commission_configs c LEFT JOIN commission_tiers t ON t."configId" = c.id
       WHERE c.scope = $1 GROUP BY c.id`,
      [`vendor:${vendor.id}`],
    );
    expect(rows).toEqual([{ id: expect.any(Number), tiers: 1 }]);
  });

  it('refuses a configuration for a vendor that does not exist, and saves nothing', async () => {
    const response = await save({ vendorId: 999999, baseRate: 0.05, tiers: [] });
    expect(response.status).toBe(404);
    expect(response.body.message).toBe('Vendor not found.');
    const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM commission_configs WHERE scope = 'vendor:999999'`);
    expect(count).toBe(0);
  });

  const tier = (fields: Record<string, unknown> = {}) => ({ minVolume: 1000, discountType: 'percentage', discountValue: 10, ...fields });
  it.each<[string, Record<string, unknown>, string, string]>([
    ['a base rate above 1', { baseRate: 1.5 }, 'baseRate', 'Base rate must be a fraction between 0 and 1'],
    ['a negative base rate', { baseRate: '-0.01' }, 'baseRate', 'Base rate must be a fraction between 0 and 1'],
    ['a base rate that is not a number', { baseRate: 'five percent' }, 'baseRate', 'Base rate must be a number, such as 0.05'],
    ['a base rate in exponent notation', { baseRate: '5e-2' }, 'baseRate', 'Base rate must be a number, such as 0.05'],
    ['a missing base rate', { baseRate: undefined }, 'baseRate', 'Base rate is required'],
    ['a base rate with 7 decimals', { baseRate: '0.0500001' }, 'baseRate', 'Base rate can have at most 6 decimal places'],
    ['a base rate that is a float artefact', { baseRate: 0.1 + 0.2 }, 'baseRate', 'Base rate can have at most 6 decimal places'],
    ['a missing vendorId', { vendorId: undefined }, 'vendorId', 'Vendor id must be a whole number, or null for the global configuration'],
    ['a vendorId given as text', { vendorId: '12' }, 'vendorId', 'Vendor id must be a whole number, or null for the global configuration'],
    ['a vendorId of 0', { vendorId: 0 }, 'vendorId', 'Vendor id must be a whole number, or null for the global configuration'],
    ['an isActive that is not a boolean', { isActive: 'yes' }, 'isActive', 'isActive must be true or false'],
    ['tiers that are not a list', { tiers: 'none' }, 'tiers', 'Tiers must be a list'],
    ['21 tiers', { tiers: Array.from({ length: 21 }, (_, n) => tier({ minVolume: n })) }, 'tiers', 'A configuration can have at most 20 tiers'],
    ['two tiers with the same minimum volume', { tiers: [tier(), tier({ discountValue: 20 })] }, 'tiers', 'Each tier needs a different minimum volume'],
    ['an unknown discount type', { tiers: [tier({ discountType: 'bonus' })] }, 'tiers.0.discountType', 'Discount type must be percentage or fixed'],
    [
      'a percentage discount above 100',
      { tiers: [tier({ discountValue: '100.01' })] },
      'tiers.0.discountValue',
      'Percentage discounts must be between 0 and 100',
    ],
    ['a negative discount', { tiers: [tier({ discountType: 'fixed', discountValue: -1 })] }, 'tiers.0.discountValue', 'Discount value cannot be negative'],
    [
      'a discount with 5 decimals',
      { tiers: [tier({ discountValue: '1.00001' })] },
      'tiers.0.discountValue',
      'Discount value can have at most 4 decimal places',
    ],
    [
      'a fixed discount too large to store',
      { tiers: [tier({ discountType: 'fixed', discountValue: '10000000000' })] },
      'tiers.0.discountValue',
      'Discount value is too large',
    ],
    ['a discount that is not a number', { tiers: [tier({ discountValue: 'ten' })] }, 'tiers.0.discountValue', 'Discount value must be a number, such as 10'],
    ['a missing discount value', { tiers: [tier({ discountValue: undefined })] }, 'tiers.0.discountValue', 'Discount value is required'],
    ['a fractional minimum volume', { tiers: [tier({ minVolume: 99.5 })] }, 'tiers.0.minVolume', 'Minimum volume must be a whole number of L$'],
    ['a negative minimum volume', { tiers: [tier({ minVolume: -1 })] }, 'tiers.0.minVolume', 'Minimum volume cannot be negative'],
    ['a tier that is not an object', { tiers: [5] }, 'tiers.0', 'Each tier must be an object with minVolume, discountType and discountValue'],
    ['a tier that is a list', { tiers: [[], []] }, 'tiers', 'Each tier must be an object with minVolume, discountType and discountValue'],
  ])('refuses %s', async (_name, change, field, message) => {
    const before = await t.dataSource.query(`SELECT count(*)::int AS count FROM commission_configs`);
    const response = await save({ vendorId: null, baseRate: 0.05, tiers: [], ...change });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(response.body.fieldErrors).toEqual({ [field]: [message] });
    expect(await t.dataSource.query(`SELECT count(*)::int AS count FROM commission_configs`)).toEqual(before);
  });

  it('refuses unknown fields, in the configuration and in a tier', async () => {
    const response = await save({ vendorId: null, baseRate: 0.05, tiers: [tier({ label: 'gold' })], scope: 'global' });
    expect(response.status).toBe(400);
    expect(response.body.fieldErrors).toEqual({
      scope: ['Unknown field "scope" is not allowed'],
      'tiers.0.label': ['Unknown field "tiers.0.label" is not allowed'],
    });
  });

  it('accepts the limits: base rates 0 and 1, a 100 % discount, 20 tiers, a fixed discount above 100 L$, rates as strings', async () => {
    const vendor = await newVendor();
    for (const baseRate of [0, 1, '0.000001', '1.000000']) {
      expect((await save({ vendorId: vendor.id, baseRate, tiers: [] })).status).toBe(200);
    }
    const tiers = Array.from({ length: 20 }, (_, n) => tier({ minVolume: n * 1000, discountValue: n === 0 ? '100' : n }));
    tiers[19] = tier({ minVolume: 19000, discountType: 'fixed', discountValue: '250.1234' });
    const saved = await save({ vendorId: vendor.id, baseRate: '0.123456', tiers });
    expect(saved.status).toBe(200);
    expect(saved.body.tiers).toHaveLength(20);
    expect(saved.body.tiers[0]).toEqual({ minVolume: 0, discountType: 'percentage', discountValue: '100' });
    expect(saved.body.tiers[19]).toEqual({ minVolume: 19000, discountType: 'fixed', discountValue: '250.1234' });
  });

  it('switches a configuration inactive and active again; an inactive one is skipped by the preview', async () => {
    const vendor = await newVendor();
    await save({ vendorId: null, baseRate: 0.05, tiers: [] });
    await save({ vendorId: vendor.id, baseRate: 0.02, isActive: false, tiers: [] });
    let result = await preview(vendor.id, 'saleAmount=1000');
    expect(result.body.calculation).toMatchObject({ source: 'global', baseRate: '0.05', commissionAmount: '50.00' });
    await save({ vendorId: vendor.id, baseRate: 0.02, isActive: true, tiers: [] });
    result = await preview(vendor.id, 'saleAmount=1000');
    expect(result.body.calculation).toMatchObject({ source: 'vendor', baseRate: '0.02', commissionAmount: '20.00' });
  });

  it('shows the platform default as the rate in force while the global configuration is inactive', async () => {
    await save({ vendorId: null, baseRate: '0.07', isActive: false, tiers: [] });
    expect((await list()).body.rateInForce).toEqual({ baseRate: '0.05', source: 'platform_default' });
    await save({ vendorId: null, baseRate: '0.07', isActive: true, tiers: [] });
    expect((await list()).body.rateInForce).toEqual({ baseRate: '0.07', source: 'global' });
  });

  it('deletes a vendor configuration and the global one; deleting again is 404', async () => {
    const vendor = await newVendor();
    await save({ vendorId: vendor.id, baseRate: 0.02, tiers: [tier()] });
    await save({ vendorId: null, baseRate: 0.05, tiers: [] });

    const deleted = await t.delete(`/api/admin/commission-configs/${vendor.id}`, { token: admin.token });
    expect(deleted.status).toBe(204);
    expect(deleted.text).toBe('');
    expect((await list()).body.vendors.some((config: { vendorId: number }) => config.vendorId === vendor.id)).toBe(false);
    const again = await t.delete(`/api/admin/commission-configs/${vendor.id}`, { token: admin.token });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('Commission configuration not found.');

    expect((await list()).body.rateInForce).toEqual({ baseRate: '0.05', source: 'global' });
    expect((await t.delete('/api/admin/commission-configs/global', { token: admin.token })).status).toBe(204);
    const withoutGlobal = (await list()).body;
    expect(withoutGlobal.global).toBeNull();
    // Sales are still charged: the platform default is shown as the rate in force.
    expect(withoutGlobal.rateInForce).toEqual({ baseRate: '0.05', source: 'platform_default' });
    expect((await t.delete('/api/admin/commission-configs/global', { token: admin.token })).status).toBe(404);
    const [{ count }] = await t.dataSource.query(
      `SELECT count(*)::int AS count FROM commission_tiers t LEFT JOIN commission_configs c ON c.id = t."configId" WHERE c.id IS NULL`,
    );
    expect(count).toBe(0);
  });

  it('refuses a target that is neither a vendor id nor global', async () => {
    for (const target of ['all', '-1', '0', '1.5']) {
      const response = await t.delete(`/api/admin/commission-configs/${target}`, { token: admin.token });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('The target in the path must be a vendor id or global.');
    }
    expect((await preview('all' as never, 'saleAmount=1')).status).toBe(400);
  });

  it('writes every save and delete to the activity log, naming the target', async () => {
    const vendor = await newVendor({ name: 'Starlight Gowns' });
    const since = new Date();
    await save({ vendorId: vendor.id, baseRate: '0.045', isActive: false, tiers: [tier(), tier({ minVolume: 2000 })] });
    await save({ vendorId: null, baseRate: 0.06, tiers: [] });
    await t.delete(`/api/admin/commission-configs/${vendor.id}`, { token: admin.token });
    await save({ vendorId: 999999, baseRate: 0.05, tiers: [] });
    const rows = await t.dataSource.query(`SELECT "userId", "activityType", description FROM activities WHERE "createdAt" >= $1 ORDER BY id`, [since]);
    expect(rows).toEqual([
      {
        userId: admin.id,
        activityType: 'commission_config_saved',
        description: `Commission configuration for vendor Starlight Gowns (#${vendor.id}) saved: base rate 4.5%, 2 tiers, inactive`,
      },
      {
        userId: admin.id,
        activityType: 'commission_config_saved',
        description: 'Commission configuration for the global default saved: base rate 6%, no tiers, active',
      },
      {
        userId: admin.id,
        activityType: 'commission_config_deleted',
        description: `Commission configuration for vendor Starlight Gowns (#${vendor.id}) deleted`,
      },
    ]);
  });

  describe('preview', () => {
    it("prices a vendor's test sale with its configuration and the tier its 30-day completed sales reach", async () => {
      const vendor = await newVendor();
      const other = await newVendor();
      await save({
        vendorId: vendor.id,
        baseRate: 0.06,
        tiers: [
          { minVolume: 5000, discountType: 'percentage', discountValue: 25 },
          { minVolume: 20000, discountType: 'fixed', discountValue: 10 },
        ],
      });
      // The volume is the sales of the SLT day of now (20 November, PST) and the 29 SLT days before it: from
      // SLT midnight of 22 October (PDT, 07:00 UTC). Counted: 8000 + 7000 + 6000 = 21000.
      await make.transaction(vendor.id, { amount: 8000, createdAt: ago(DAY_MS) });
      await make.transaction(vendor.id, { amount: 7000, createdAt: new Date('2026-10-22T07:00:00.000Z') });
      await make.transaction(vendor.id, { amount: 6000, createdAt: new Date('2026-11-20T08:00:00.000Z') });
      // Not counted: one millisecond before that midnight, refunded, pending, failed, another vendor's.
      await make.transaction(vendor.id, { amount: 5000, createdAt: new Date('2026-10-22T06:59:59.999Z') });
      await make.transaction(vendor.id, { amount: 4000, status: 'refunded', createdAt: ago(2 * DAY_MS) });
      await make.transaction(vendor.id, { amount: 3000, status: 'pending', createdAt: ago(DAY_MS) });
      await make.transaction(vendor.id, { amount: 2000, status: 'failed', createdAt: ago(DAY_MS) });
      await make.transaction(other.id, { amount: 9000, createdAt: ago(DAY_MS) });

      // 1000 x 0.06 = 60, less the fixed L$10 of the 20000 tier.
      const response = await preview(vendor.id, 'saleAmount=1000');
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        salesVolume30Days: 21000,
        calculation: {
          baseRate: '0.06',
          appliedRate: '0.05',
          discount: '0.01',
          commissionAmount: '50.00',
          source: 'vendor',
          appliedTier: { minVolume: 20000, discountType: 'fixed', discountValue: '10' },
        },
      });
      // 100 x 0.06 = 6, and L$10 off leaves nothing.
      expect((await preview(vendor.id, 'saleAmount=100')).body.calculation).toMatchObject({
        appliedRate: '0',
        discount: '0.06',
        commissionAmount: '0.00',
      });
    });

    it("falls back to the global configuration with the vendor's own volume, then to the owner's default rate", async () => {
      const vendor = await newVendor();
      await make.transaction(vendor.id, { amount: 12000, createdAt: ago(3 * DAY_MS) });
      await save({ vendorId: null, baseRate: '0.08', tiers: [{ minVolume: 10000, discountType: 'percentage', discountValue: '12.5' }] });
      // 0.08 x (1 - 0.125) = 0.07; 999 x 0.07 = 69.93.
      expect((await preview(vendor.id, 'saleAmount=999')).body).toEqual({
        salesVolume30Days: 12000,
        calculation: {
          baseRate: '0.08',
          appliedRate: '0.07',
          discount: '0.01',
          commissionAmount: '69.93',
          source: 'global',
          appliedTier: { minVolume: 10000, discountType: 'percentage', discountValue: '12.5' },
        },
      });

      await t.delete('/api/admin/commission-configs/global', { token: admin.token });
      await t.dataSource.getRepository(User).update({ id: merchant.id }, { defaultCommissionRate: '7.25' });
      try {
        // The owner's own rate does not price their sales: without a configuration, the platform's 5 % does.
        expect((await preview(vendor.id, 'saleAmount=1000')).body).toEqual({
          salesVolume30Days: 12000,
          calculation: { baseRate: '0.05', appliedRate: '0.05', discount: '0', commissionAmount: '50.00', source: 'default', appliedTier: null },
        });
      } finally {
        await t.dataSource.getRepository(User).update({ id: merchant.id }, { defaultCommissionRate: '5.00' });
      }
    });

    it('prices a sale of a vendor in a running event at the event rate, whatever its configuration', async () => {
      const vendor = await newVendor();
      await make.transaction(vendor.id, { amount: 50000, createdAt: ago(DAY_MS) });
      await save({ vendorId: vendor.id, baseRate: 0.02, tiers: [{ minVolume: 0, discountType: 'percentage', discountValue: 50 }] });
      const running = await make.event(admin.id, { commissionRate: '3.50', startDate: ago(DAY_MS), endDate: new Date(NOW.getTime() + DAY_MS) });
      const endedAtNow = await make.event(admin.id, { commissionRate: '1.00', startDate: ago(2 * DAY_MS), endDate: NOW });
      const notJoined = await make.event(admin.id, { commissionRate: '0.50', startDate: ago(DAY_MS), endDate: new Date(NOW.getTime() + DAY_MS) });
      await make.join(running.id, vendor.id);
      await make.join(endedAtNow.id, vendor.id);
      expect(notJoined.id).toBeGreaterThan(0);

      expect((await preview(vendor.id, 'saleAmount=1000')).body).toEqual({
        salesVolume30Days: 50000,
        calculation: { baseRate: '0.035', appliedRate: '0.035', discount: '0', commissionAmount: '35.00', source: 'event', appliedTier: null },
      });
    });

    it('prices a global test sale with the global configuration and the sales volume given (0 unless given)', async () => {
      await save({ vendorId: null, baseRate: 0.05, tiers: [{ minVolume: 10000, discountType: 'percentage', discountValue: 10 }] });
      expect((await preview('global', 'saleAmount=1000&salesVolume=10000')).body).toEqual({
        salesVolume30Days: 10000,
        calculation: {
          baseRate: '0.05',
          appliedRate: '0.045',
          discount: '0.005',
          commissionAmount: '45.00',
          source: 'global',
          appliedTier: { minVolume: 10000, discountType: 'percentage', discountValue: '10' },
        },
      });
      expect((await preview('global', 'saleAmount=1000&salesVolume=9999')).body.calculation.commissionAmount).toBe('50.00');
      expect((await preview('global', 'saleAmount=1000')).body).toMatchObject({ salesVolume30Days: 0, calculation: { commissionAmount: '50.00' } });
    });

    it('prices a global test sale at the default 5 % when there is no active global configuration', async () => {
      const atDefaultRate = {
        salesVolume30Days: 100000,
        calculation: { baseRate: '0.05', appliedRate: '0.05', discount: '0', commissionAmount: '16.65', source: 'default', appliedTier: null },
      };
      await save({ vendorId: null, baseRate: 0.09, isActive: false, tiers: [{ minVolume: 0, discountType: 'percentage', discountValue: 50 }] });
      expect((await preview('global', 'saleAmount=333&salesVolume=100000')).body).toEqual(atDefaultRate);
      await t.delete('/api/admin/commission-configs/global', { token: admin.token });
      expect((await preview('global', 'saleAmount=333&salesVolume=100000')).body).toEqual(atDefaultRate);
    });

    it.each(['', 'saleAmount=', 'saleAmount=0', 'saleAmount=-5', 'saleAmount=1.5', 'saleAmount=lots'])('refuses the query "%s"', async (query) => {
      const response = await preview('global', query);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('Sale amount must be a whole number of L$ of at least 1');
    });

    it('refuses a negative sales volume, and a sales volume for a vendor', async () => {
      const negative = await preview('global', 'saleAmount=10&salesVolume=-1');
      expect(negative.status).toBe(400);
      expect(negative.body.message).toBe('Sales volume must be a whole number of L$ of at least 0');
      const vendor = await newVendor();
      const forVendor = await preview(vendor.id, 'saleAmount=10&salesVolume=5');
      expect(forVendor.status).toBe(400);
      expect(forVendor.body.message).toBe("Sales volume can only be given for the global preview; a vendor's volume comes from its sales.");
    });

    it('answers 404 for a vendor that does not exist', async () => {
      const response = await preview(999999, 'saleAmount=1000');
      expect(response.status).toBe(404);
      expect(response.body.message).toBe('Vendor not found.');
    });
  });

  describe('access', () => {
    // Every row has a body slot, so jest never mistakes the third parameter for a done callback.
    const routes: Array<[string, string, unknown]> = [
      ['GET', '/api/admin/commission-configs', undefined],
      ['POST', '/api/admin/commission-configs', { vendorId: null, baseRate: 0.5, tiers: [] }],
      ['DELETE', '/api/admin/commission-configs/global', undefined],
      ['GET', '/api/admin/commission-configs/global/preview?saleAmount=1000', undefined],
    ];

    it.each(routes)('refuses %s %s to a merchant with 403', async (method, path, body) => {
      const response = await t.request(method, path, { token: merchant.token, body });
      expect(response.status).toBe(403);
      expect(response.body.message).toBe('You do not have permission to perform this action.');
    });

    it.each(routes)('refuses %s %s without a token with 401', async (method, path, body) => {
      const response = await t.request(method, path, { body });
      expect(response.status).toBe(401);
    });

    it('changed nothing for the refused calls', async () => {
      const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM commission_configs WHERE "baseRate" = 0.5`);
      expect(count).toBe(0);
    });
  });
});
