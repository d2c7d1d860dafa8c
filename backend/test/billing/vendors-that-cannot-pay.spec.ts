import { DEBIT_INVALID } from '../../src/profit-sharing/dto/payouts.dto';
import { createApiKey, expectError, inWorldObject, scripts, takeOffline } from '../in-world/in-world-support';
import { factories } from '../support/factories';
import { TestApp, type TestUser } from '../support/test-app';

/**
 * A vendor whose payouts script is missing, or may not pay L$, holds up the merchant's commission, refunds and
 * partners' shares: the Billing balance names it, and the merchant is alerted once a day (docs/decisions/0098-refund-orders.md).
 */
describe('vendors that cannot pay', () => {
  let t: TestApp;
  beforeAll(async () => (t = await TestApp.start()));
  afterAll(() => t.close());

  /** A vendor of the merchant whose object has sent its heartbeat; with `payouts`, its payouts script has its secret. */
  async function onlineVendor(merchant: TestUser, apiKey: string, name: string, { payouts = true } = {}) {
    const vendor = await factories(t.dataSource).vendor(merchant.id, { name });
    const script = scripts(t, inWorldObject(apiKey, name));
    expect((await script.heartbeat({ kind: 'vendor', vendor_id: vendor.lslKey })).status).toBe(200);
    if (payouts) expect((await script.post('/api/lsl/payouts/secret', { vendor_id: vendor.lslKey })).status).toBe(200);
    const ask = (debit?: string) => script.get(`/api/lsl/payouts/orders?vendor_id=${vendor.lslKey}${debit === undefined ? '' : `&debit=${debit}`}`);
    return { vendor, script, ask };
  }

  const cannotPay = async (user: TestUser) => (await t.get('/api/billing/balance', { token: user.token })).body.vendorsThatCannotPay;
  const alerts = (user: TestUser) =>
    t.dataSource.query(`SELECT title, body, link FROM notifications WHERE "userId" = $1 AND kind = 'payouts_blocked'`, [user.id]);

  it('names the online vendors without a payouts script or without permission to pay, and alerts once a day per vendor', async () => {
    const merchant = await t.makeUser();
    const apiKey = await createApiKey(t, merchant);
    const paying = await onlineVendor(merchant, apiKey, 'Beach Store');
    const bare = await onlineVendor(merchant, apiKey, 'Arcade Store', { payouts: false });
    const refused = await onlineVendor(merchant, apiKey, 'Castle Store');
    const asleep = await onlineVendor(merchant, apiKey, 'Dune Store', { payouts: false });
    await takeOffline(t.dataSource, asleep.script.object);

    expect((await paying.ask('1')).status).toBe(200);
    expect((await refused.ask('0')).status).toBe(200);
    expect((await refused.ask('0')).status).toBe(200);
    expect(await cannotPay(merchant)).toEqual([
      { vendorId: bare.vendor.id, vendorName: 'Arcade Store', reason: 'no_payouts_script' },
      { vendorId: refused.vendor.id, vendorName: 'Castle Store', reason: 'no_permission' },
    ]);
    expect(await alerts(merchant)).toEqual([
      {
        title: 'A vendor cannot pay',
        body: 'Castle Store cannot pay partners, refunds or commission: its payouts script has no permission to pay L$. Touch the vendor in Second Life and grant the permission.',
        link: '/billing',
      },
    ]);

    // The owner grants the permission; a script before 2.2.0, which does not say, is not counted as refused.
    expect((await refused.ask('1')).status).toBe(200);
    expect((await paying.ask()).status).toBe(200);
    expect(await cannotPay(merchant)).toEqual([{ vendorId: bare.vendor.id, vendorName: 'Arcade Store', reason: 'no_payouts_script' }]);
  });

  it("shows no merchant another's vendors, and refuses a debit flag that is neither 0 nor 1", async () => {
    const merchant = await t.makeUser();
    const other = await t.makeUser();
    const refused = await onlineVendor(other, await createApiKey(t, other), 'Other Store');
    expect((await refused.ask('0')).status).toBe(200);
    expect(await cannotPay(merchant)).toEqual([]);
    expect(await alerts(merchant)).toEqual([]);
    expect(await cannotPay(other)).toEqual([{ vendorId: refused.vendor.id, vendorName: 'Other Store', reason: 'no_permission' }]);
    expectError(await refused.ask('2'), 400, DEBIT_INVALID);
    expectError(await refused.ask('yes'), 400, DEBIT_INVALID);
  });
});
