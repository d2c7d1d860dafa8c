import { randomUUID } from 'node:crypto';

import { Transaction } from '../../src/sales/transaction.entity';
import { createApiKey, inWorldObject, saleBody, saveCommissionConfig, scripts } from '../in-world/in-world-support';
import { type Factories, factories } from '../support/factories';
import { TestApp, type TestUser } from '../support/test-app';

/**
 * A merchant cannot lower the platform's commission through an event (docs/decisions/0093-event-rates-merchants-cannot-lower.md):
 * a rate below the platform's applies only once an administrator approves it, and an organiser's rate prices other
 * merchants' vendors only at the rate their owners accepted when joining.
 */
describe('event rates a merchant cannot lower', () => {
  let t: TestApp;
  let make: Factories;
  let admin: TestUser;

  beforeAll(async () => {
    t = await TestApp.start();
    make = factories(t.dataSource);
    admin = await t.makeUser({ role: 'admin' });
  });
  afterAll(() => t.close());

  const now = Date.now();
  const running = { startDate: new Date(now - 3_600_000).toISOString(), endDate: new Date(now + 86_400_000).toISOString() };

  /** A merchant with an API key and a vendor, and a way to sell L$1,000 through it. */
  async function shop() {
    const merchant = await t.makeUser();
    const key = await createApiKey(t, merchant);
    const vendor = await make.vendor(merchant.id);
    const sell = async () => {
      const response = await scripts(t, inWorldObject(key)).postSale(saleBody({ buyer: randomUUID(), vendorKey: vendor.lslKey, amount: 1000 }));
      expect(response.status).toBe(200);
      return t.dataSource.getRepository(Transaction).findOneByOrFail({ id: response.body.transaction_id });
    };
    return { merchant, vendor, sell };
  }

  async function createEvent(user: TestUser, commissionRate: string) {
    const response = await t.post('/api/events', { name: 'My own sale', ...running, commissionRate }, { token: user.token });
    expect(response.status).toBe(201);
    return response.body as { id: number; rateInForce: string; rateAwaitingApproval: boolean };
  }

  const join = (user: TestUser, eventId: number, vendorId: number) => t.put(`/api/events/${eventId}/vendors/${vendorId}`, undefined, { token: user.token });

  it("charges the platform's rate on a merchant's own 0 % event until an administrator approves it", async () => {
    const { merchant, vendor, sell } = await shop();
    const event = await createEvent(merchant, '0');
    expect(event).toMatchObject({ rateInForce: '5.00', rateAwaitingApproval: true });
    expect((await join(merchant, event.id, vendor.id)).status).toBe(200);

    const before = await sell();
    expect(before).toMatchObject({ eventId: event.id, commission: '50.00', commissionRate: '5.0000' });

    // The merchant cannot approve their own rate.
    const refused = await t.post(`/api/admin/events/${event.id}/rate-approval`, undefined, { token: merchant.token });
    expect(refused.status).toBe(403);
    expect((await sell()).commission).toBe('50.00');

    const approved = await t.post(`/api/admin/events/${event.id}/rate-approval`, undefined, { token: admin.token });
    expect(approved.status).toBe(201);
    expect(approved.body).toMatchObject({ approvedCommissionRate: '0.00', rateInForce: '0.00', rateAwaitingApproval: false });
    expect((await sell()).commission).toBe('0.00');
    const activity = await t.dataSource.query(`SELECT "activityType", metadata FROM activities WHERE "userId" = $1`, [admin.id]);
    expect(activity).toContainEqual({ activityType: 'event_rate_approved', metadata: { eventId: event.id, commissionRate: '0.00' } });
  });

  it("holds a rate at the global configuration's rate, and lowering it after approval goes back to the approved rate", async () => {
    const { merchant, vendor, sell } = await shop();
    await saveCommissionConfig(t.dataSource, { vendorId: null, baseRate: '0.040000' });
    try {
      const event = await createEvent(merchant, '3');
      expect(event).toMatchObject({ rateInForce: '4.00', rateAwaitingApproval: true });
      await join(merchant, event.id, vendor.id);
      expect((await sell()).commission).toBe('40.00');
      await t.post(`/api/admin/events/${event.id}/rate-approval`, undefined, { token: admin.token });
      expect((await sell()).commission).toBe('30.00');

      const lowered = await t.patch(`/api/events/${event.id}`, { commissionRate: '1' }, { token: merchant.token });
      expect(lowered.body).toMatchObject({ commissionRate: '1.00', approvedCommissionRate: '3.00', rateInForce: '3.00', rateAwaitingApproval: true });
      expect((await sell()).commission).toBe('30.00');
    } finally {
      await t.dataSource.query(`DELETE FROM commission_configs WHERE scope = 'global'`);
    }
  });

  it("takes the lowest rate in force: a merchant's unapproved 0 % event does not undercut an administrator's 7.5 % one", async () => {
    const { merchant, vendor, sell } = await shop();
    const uber = await t.post('/api/events', { name: 'Uber', ...running, commissionRate: '7.5' }, { token: admin.token });
    expect(uber.body).toMatchObject({ approvedCommissionRate: '7.50', rateInForce: '7.50', rateAwaitingApproval: false });
    await join(merchant, uber.body.id, vendor.id);
    const own = await createEvent(merchant, '0');
    await join(merchant, own.id, vendor.id);
    // 0 % held at 5 % beats 7.5 %: the sale pays the platform's rate, never less.
    expect(await sell()).toMatchObject({ eventId: own.id, commission: '50.00' });
  });

  it("an administrator's event below the platform's rate stands as set", async () => {
    const { merchant, vendor, sell } = await shop();
    const event = await t.post('/api/events', { name: 'Charity weekend', ...running, commissionRate: '2' }, { token: admin.token });
    expect(event.body).toMatchObject({ rateInForce: '2.00', rateAwaitingApproval: false });
    await join(merchant, event.body.id, vendor.id);
    expect((await sell()).commission).toBe('20.00');
  });

  it("prices another merchant's vendor at the rate its owner accepted, whatever the organiser changes later", async () => {
    const organiser = await t.makeUser();
    const { merchant, vendor, sell } = await shop();
    const event = await createEvent(organiser, '8');
    await join(merchant, event.id, vendor.id);
    expect((await sell()).commission).toBe('80.00');

    // Raised after joining: the merchant never accepted 12 %.
    await t.patch(`/api/events/${event.id}`, { commissionRate: '12' }, { token: organiser.token });
    expect((await sell()).commission).toBe('80.00');
    // Lowered to 0 %: still 8 %, as accepted (and a rate below the platform's would need approval anyway).
    await t.patch(`/api/events/${event.id}`, { commissionRate: '0' }, { token: organiser.token });
    expect((await sell()).commission).toBe('80.00');
    const details = await t.get(`/api/events/${event.id}`, { token: merchant.token });
    expect(details.body.vendors).toEqual([expect.objectContaining({ id: vendor.id, acceptedCommissionRate: '8.00' })]);
  });

  it('answers 404 for an unknown event and 401 without a token', async () => {
    expect((await t.post('/api/admin/events/999999/rate-approval', undefined, { token: admin.token })).status).toBe(404);
    expect((await t.post('/api/admin/events/1/rate-approval')).status).toBe(401);
  });
});
