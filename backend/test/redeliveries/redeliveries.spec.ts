import type { Redelivery } from '../../src/redeliveries/redelivery.entity';
import type { Vendor } from '../../src/vendors/vendor.entity';
import { type Factories, factories } from '../support/factories';
import { TestApp, type TestUser } from '../support/test-app';

// Noon SLT on 15 January (UTC-8 in winter): SLT midnight was 08:00 UTC.
const NOW = '2026-01-15T20:00:00.000Z';

describe('redeliveries (merchant side)', () => {
  let t: TestApp;
  let make: Factories;
  let merchantA: TestUser;
  let merchantB: TestUser;
  let admin: TestUser;
  let storeA: Vendor;
  let storeB: Vendor;
  let requests: Record<string, Redelivery>;

  const at = (iso: string) => new Date(iso);

  /** A request on a sale of its own, so several can be open at once. */
  async function request(vendor: Vendor, fields: Partial<Redelivery>, buyerName = 'Ava Resident', productName?: string): Promise<Redelivery> {
    const product = productName ? await make.product(vendor.id, { name: productName }) : null;
    const sale = await make.transaction(vendor.id, { buyerName, productId: product?.id ?? null });
    return make.redelivery(sale.id, { requestedBy: sale.buyerId, ...fields });
  }

  beforeAll(async () => {
    t = await TestApp.start({ env: { CLOCK_FIXED_AT: NOW } });
    make = factories(t.dataSource);
    merchantA = await t.makeUser();
    merchantB = await t.makeUser();
    admin = await t.makeUser({ role: 'admin' });
    storeA = await make.vendor(merchantA.id);
    storeB = await make.vendor(merchantB.id);
    // A live box holding nothing these requests name: the one handed to it stays with it, the others wait.
    const boxA = await make.box(merchantA.id, { inventory: ['Something Else'] });
    await make.object(merchantA.id, { kind: 'delivery-box', boxId: boxA.id, lastSeenAt: at(NOW) });
    requests = {
      newest: await request(storeA, { status: 'pending', requestedAt: at('2026-01-15T10:00:00Z') }, 'Ava Resident', 'Mesh Jacket'),
      old: await request(storeA, { status: 'pending', requestedAt: at('2025-11-01T10:00:00Z') }),
      assigned: await request(storeA, {
        status: 'assigned',
        boxId: boxA.id,
        requestedAt: at('2026-01-14T12:00:00Z'),
        processedAt: at('2026-01-14T13:00:00Z'),
        assignedAt: at('2026-01-15T19:55:00Z'),
      }),
      // Completed one minute after SLT midnight: today.
      completedToday: await request(storeA, { status: 'completed', requestedAt: at('2026-01-14T20:00:00Z'), completedAt: at('2026-01-15T08:01:00Z') }),
      // Completed one minute before SLT midnight: yesterday in SLT, although the same UTC date.
      completedYesterday: await request(storeA, { status: 'completed', requestedAt: at('2026-01-14T06:00:00Z'), completedAt: at('2026-01-15T07:59:00Z') }),
      failed: await request(storeA, { status: 'failed', requestedAt: at('2026-01-10T10:00:00Z'), failureReason: 'Buyer offline' }),
      // Filed more than 30 days ago: outside the success rate.
      oldCompleted: await request(storeA, { status: 'completed', requestedAt: at('2025-12-01T10:00:00Z'), completedAt: at('2025-12-02T10:00:00Z') }),
      oldFailed: await request(storeA, { status: 'failed', requestedAt: at('2025-12-10T10:00:00Z') }),
      otherCompleted: await request(
        storeB,
        { status: 'completed', requestedAt: at('2026-01-15T09:00:00Z'), completedAt: at('2026-01-15T09:30:00Z') },
        'Bob Other',
      ),
      otherPending: await request(storeB, { status: 'pending', requestedAt: at('2026-01-15T11:00:00Z') }, 'Bob Other'),
    };
  });
  afterAll(() => t.close());

  const list = (query: string, user: TestUser) => t.get(`/api/redeliveries${query}`, { token: user.token });
  const ids = (body: { items: { id: number }[] }) => body.items.map((item) => item.id);

  describe('list', () => {
    it("lists the merchant's requests newest first, with product and buyer names", async () => {
      const response = await list('', merchantA);
      expect(response.status).toBe(200);
      expect(ids(response.body)).toEqual(
        ['newest', 'completedToday', 'assigned', 'completedYesterday', 'failed', 'oldFailed', 'oldCompleted', 'old'].map((key) => requests[key].id),
      );
      expect(response.body).toMatchObject({ total: 8, page: 1, pageSize: 25 });
      expect(response.body.items[0]).toEqual({
        id: requests.newest.id,
        kind: 'redelivery',
        requestedBy: requests.newest.requestedBy,
        transactionId: requests.newest.transactionId,
        status: 'pending',
        requestedAt: '2026-01-15T10:00:00.000Z',
        processedAt: null,
        completedAt: null,
        failureReason: null,
        productName: 'Mesh Jacket',
        buyerName: 'Ava Resident',
        item: 'Mesh Jacket',
        boxId: null,
        boxName: null,
        assignedAt: null,
        waitingReason: null,
      });
    });

    it('filters by status and pages', async () => {
      expect(ids((await list('?status=pending', merchantA)).body)).toEqual([requests.newest.id, requests.old.id]);
      const second = await list('?status=completed&pageSize=2&page=2', merchantA);
      expect(second.body).toMatchObject({ total: 3, page: 2, pageSize: 2 });
      expect(ids(second.body)).toEqual([requests.oldCompleted.id]);
    });

    it("never lists another merchant's requests; an admin sees them all", async () => {
      expect(ids((await list('', merchantB)).body)).toEqual([requests.otherPending.id, requests.otherCompleted.id]);
      expect((await list('', admin)).body.total).toBe(10);
    });

    it.each([
      ['?pageSize=101', 'pageSize', 'Page size must be between 1 and 100'],
      ['?page=0', 'page', 'Page must be a whole number of at least 1'],
      ['?status=lost', 'status', 'Status must be one of pending, assigned, completed, failed'],
    ])('refuses %s with "%s: %s"', async (query, field, message) => {
      const response = await list(query, merchantA);
      expect(response.status).toBe(400);
      expect(response.body.fieldErrors).toEqual({ [field]: [message] });
    });
  });

  describe('stats', () => {
    it('counts pending requests, requests completed since SLT midnight and the 30-day success rate', async () => {
      const response = await t.get('/api/redeliveries/stats', { token: merchantA.token });
      expect(response.status).toBe(200);
      // Rate: completedToday + completedYesterday completed, failed failed, among requests of the last 30 days: 2 / 3.
      expect(response.body).toEqual({ pending: 2, assigned: 1, completedToday: 1, successRate: '66.7' });
    });

    it("counts every merchant's requests for an admin", async () => {
      const response = await t.get('/api/redeliveries/stats', { token: admin.token });
      expect(response.body).toEqual({ pending: 3, assigned: 1, completedToday: 2, successRate: '75.0' });
    });

    it('answers null for the success rate when there is nothing to rate', async () => {
      const newcomer = await t.makeUser();
      const response = await t.get('/api/redeliveries/stats', { token: newcomer.token });
      expect(response.body).toEqual({ pending: 0, assigned: 0, completedToday: 0, successRate: null });
    });
  });

  describe('transitions', () => {
    const step = (id: number, action: 'process' | 'complete' | 'fail' | 'retry', user: TestUser, body?: unknown) =>
      t.post(`/api/redeliveries/${id}/${action}`, body, { token: user.token });
    const stateOf = async (id: number) =>
      (await t.dataSource.query(`SELECT status, "processedAt", "completedAt", "failureReason" FROM redeliveries WHERE id = $1`, [id]))[0];

    it('sends a pending request to a box (here none can take it, and it says why), then completes it, logging each step', async () => {
      const fresh = await request(storeA, { status: 'pending' }, 'Ava Resident', 'Silk Scarf');
      const processed = await step(fresh.id, 'process', merchantA);
      expect(processed.status).toBe(200);
      expect(processed.body).toMatchObject({
        id: fresh.id,
        status: 'pending',
        processedAt: NOW,
        completedAt: null,
        boxId: null,
        waitingReason: 'No online delivery box holds "Silk Scarf".',
      });
      const completed = await step(fresh.id, 'complete', merchantA);
      expect(completed.status).toBe(200);
      expect(completed.body).toMatchObject({ status: 'completed', processedAt: NOW, completedAt: NOW, waitingReason: null });
      const activities = await t.dataSource.query(
        `SELECT "activityType", metadata FROM activities WHERE "userId" = $1 AND (metadata->>'redeliveryId')::int = $2 ORDER BY id`,
        [merchantA.id, fresh.id],
      );
      expect(activities).toEqual([
        { activityType: 'redelivery_sent', metadata: { redeliveryId: fresh.id, transactionId: fresh.transactionId, status: 'pending', boxId: null } },
        { activityType: 'redelivery_completed', metadata: { redeliveryId: fresh.id, transactionId: fresh.transactionId, status: 'completed' } },
      ]);
      // The request handed to the live box stayed with it.
      expect((await stateOf(requests.assigned.id)).status).toBe('assigned');
    });

    it('retries a failed request: back to the queue, then to a box when one can take it', async () => {
      const fresh = await request(storeA, { status: 'failed', failureReason: 'Buyer offline' }, 'Ava Resident', 'Something Else');
      const retried = await step(fresh.id, 'retry', merchantA);
      expect(retried.status).toBe(200);
      expect(retried.body).toMatchObject({ id: fresh.id, status: 'assigned', failureReason: null, boxName: expect.any(String), waitingReason: null });
      const again = await step(fresh.id, 'retry', merchantA);
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('This redelivery request is already handed to a delivery box.');
    });

    it('refuses to retry a failed request when the buyer has filed a new one since', async () => {
      const failed = await request(storeA, { status: 'failed' });
      await make.redelivery(failed.transactionId, { status: 'pending' });
      const response = await step(failed.id, 'retry', merchantA);
      expect(response.status).toBe(409);
      expect(response.body.message).toBe('The buyer has already filed a new request for this purchase.');
      expect((await stateOf(failed.id)).status).toBe('failed');
    });

    it('completes a pending request directly, stamping both times', async () => {
      const fresh = await request(storeA, { status: 'pending' });
      const completed = await step(fresh.id, 'complete', merchantA);
      expect(completed.body).toMatchObject({ status: 'completed', processedAt: NOW, completedAt: NOW });
    });

    it('fails a request with its reason', async () => {
      const fresh = await request(storeA, { status: 'assigned' });
      const failed = await step(fresh.id, 'fail', merchantA, { reason: '  Item no longer in the vendor  ' });
      expect(failed.status).toBe(200);
      expect(failed.body).toMatchObject({ status: 'failed', failureReason: 'Item no longer in the vendor', completedAt: null });
    });

    it.each([
      ['process', 'completed', 'This redelivery request is already completed.'],
      ['process', 'failed', 'This redelivery request has failed; retry it to send it to a delivery box again.'],
      ['complete', 'completed', 'This redelivery request is already completed.'],
      ['complete', 'failed', 'This redelivery request has failed; retry it to send it to a delivery box again.'],
      ['fail', 'failed', 'This redelivery request has failed; retry it to send it to a delivery box again.'],
      ['fail', 'completed', 'This redelivery request is already completed.'],
      ['retry', 'pending', 'This redelivery request is still waiting for a delivery box.'],
      ['retry', 'completed', 'This redelivery request is already completed.'],
    ] as const)('refuses to %s a %s request with 409', async (action, status, message) => {
      const fresh = await request(storeA, { status });
      const before = await stateOf(fresh.id);
      const response = await step(fresh.id, action, merchantA, action === 'fail' ? { reason: 'Not delivered' } : undefined);
      expect(response.status).toBe(409);
      expect(response.body.message).toBe(message);
      expect(await stateOf(fresh.id)).toEqual(before);
    });

    it('lets only one of two competing steps win', async () => {
      const fresh = await request(storeA, { status: 'assigned' });
      const responses = await Promise.all([step(fresh.id, 'complete', merchantA), step(fresh.id, 'fail', merchantA, { reason: 'Lost' })]);
      expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
    });

    it.each([
      [{}, 'Reason is required'],
      [{ reason: '   ' }, 'Reason is required'],
      [{ reason: 42 }, 'Reason must be text'],
      [{ reason: 'x'.repeat(501) }, 'Reason must be at most 500 characters'],
    ])('refuses to fail a request with %j: "%s"', async (body, message) => {
      const fresh = await request(storeA, { status: 'pending' });
      const response = await step(fresh.id, 'fail', merchantA, body);
      expect(response.status).toBe(400);
      expect(response.body.fieldErrors).toEqual({ reason: [message] });
      expect((await stateOf(fresh.id)).status).toBe('pending');
    });

    it.each(['process', 'complete', 'fail', 'retry'] as const)(
      "answers 404 when a merchant tries to %s another merchant's request, and leaves it untouched",
      async (action) => {
        const status = action === 'retry' ? 'failed' : 'pending';
        const theirs = await request(storeA, { status });
        const response = await step(theirs.id, action, merchantB, action === 'fail' ? { reason: 'Nope' } : undefined);
        expect(response.status).toBe(404);
        expect(response.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Redelivery request not found.' });
        expect((await stateOf(theirs.id)).status).toBe(status);
      },
    );

    it('answers 404 for a request that does not exist and 400 for an id that is not a number', async () => {
      expect((await step(999999, 'process', merchantA)).status).toBe(404);
      expect((await step(0, 'process', merchantA)).status).toBe(400);
    });

    it("lets an admin process any merchant's request", async () => {
      const theirs = await request(storeB, { status: 'pending' }, 'Bob Other', 'Wool Hat');
      const processed = await step(theirs.id, 'process', admin);
      expect(processed.body).toMatchObject({
        status: 'pending',
        processedAt: NOW,
        waitingReason: 'No delivery box is set up: add one on the LSL Integration page.',
      });
    });

    it('requires a signed-in user', async () => {
      expect((await t.get('/api/redeliveries')).status).toBe(401);
      expect((await t.post(`/api/redeliveries/${requests.newest.id}/process`)).status).toBe(401);
    });
  });
});
