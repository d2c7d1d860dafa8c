import { randomUUID } from 'node:crypto';

import { Activity } from '../../src/audit-log/activity.entity';
import { InWorldCallsRecorder } from '../../src/in-world/in-world-calls.recorder';
import { ObjectsGoneSilent } from '../../src/notifications/objects-gone-silent';
import { User } from '../../src/users/user.entity';
import { createApiKey, inWorldObject, saleBody, scripts } from '../in-world/in-world-support';
import { SseClient } from '../notifications/sse-client';
import { type Factories, factories } from '../support/factories';
import { TestApp, type TestUser } from '../support/test-app';

/**
 * The admin activity monitor: the latest 200 entries when it opens, then sales, refused and throttled in-world calls,
 * objects gone silent and platform activity as they happen; admins only.
 */
describe('admin activity monitor (GET /api/admin/activities/stream)', () => {
  let t: TestApp;
  let make: Factories;
  let admin: TestUser;
  const streams: SseClient[] = [];

  beforeAll(async () => {
    // 5 script calls a minute per vendor, so a test can be throttled; a heartbeat every second for the access checks.
    t = await TestApp.start({ env: { SSE_HEARTBEAT_SECONDS: '1', THROTTLE_SCRIPT_PER_MINUTE: '5' } });
    make = factories(t.dataSource);
    admin = await t.makeUser({ role: 'admin' });
  });
  afterAll(async () => {
    await Promise.all(streams.map((stream) => stream.close()));
    await t.close();
  });

  async function openMonitor(query = '', user = admin): Promise<SseClient> {
    const stream = await SseClient.open(`${t.baseUrl}/api/admin/activities/stream${query}`, user.token);
    streams.push(stream);
    return stream;
  }

  async function shop() {
    const merchant = await t.makeUser();
    const apiKey = await createApiKey(t, merchant);
    const vendor = await make.vendor(merchant.id, { name: 'Luna Boutique' });
    const script = scripts(t, inWorldObject(apiKey));
    return { merchant, apiKey, vendor, script };
  }

  it('refuses merchants (403), signed-out callers (401) and deactivated admins (403)', async () => {
    const merchant = await t.makeUser();
    const refused = await openMonitor('', merchant);
    expect({ status: refused.status, message: refused.error.message }).toEqual({ status: 403, message: 'You do not have permission to perform this action.' });
    expect((await SseClient.open(`${t.baseUrl}/api/admin/activities/stream`)).status).toBe(401);
    const deactivated = await t.makeUser({ role: 'admin', isActive: false });
    expect((await openMonitor('', deactivated)).status).toBe(403);
  });

  it('shows a sale recorded through the in-world API within a second, named by vendor and merchant', async () => {
    const { merchant, vendor, script } = await shop();
    const monitor = await openMonitor();
    expect(monitor.status).toBe(200);
    expect(monitor.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(monitor.headers.get('x-accel-buffering')).toBe('no');
    await monitor.next('snapshot');

    const sold = await script.postSale(saleBody({ buyer: randomUUID(), vendorKey: vendor.lslKey, amount: 1250 }));
    expect(sold.status).toBe(200);
    const id = `sale:${sold.body.transaction_id}`;
    const entry = await monitor.next('entry', (data) => data.id === id, 1000);
    expect(entry).toEqual({
      id,
      kind: 'sale',
      at: expect.any(String),
      merchantId: merchant.id,
      merchant: merchant.email,
      description: `Sale #${sold.body.transaction_id} of L$1,250 at Luna Boutique (#${vendor.id})`,
      activityType: null,
    });
  });

  it('opens with the latest 200 entries, newest first, read back from the database', async () => {
    const { merchant, vendor } = await shop();
    const sale = await make.transaction(vendor.id, { amount: 300, ownerId: merchant.id });
    const activities = Array.from({ length: 210 }, (_, index) => ({
      userId: merchant.id,
      activityType: 'vendor_updated',
      description: `Change ${index}`,
      createdAt: new Date(Date.now() - (210 - index) * 1000),
    }));
    await t.dataSource.getRepository(Activity).insert(activities);

    const monitor = await openMonitor();
    const { entries } = await monitor.next('snapshot');
    expect(entries).toHaveLength(200);
    const times = entries.map((entry: { at: string }) => Date.parse(entry.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(entries.find((entry: { id: string }) => entry.id === `sale:${sale.id}`)).toMatchObject({
      kind: 'sale',
      description: `Sale #${sale.id} of L$300 at Luna Boutique (#${vendor.id})`,
      merchant: merchant.email,
    });
    expect(entries.filter((entry: { kind: string }) => entry.kind === 'activity').map((entry: { description: string }) => entry.description)).toContain(
      'Change 209',
    );
    // The sign-ins of the audit log are left out: routine, and many.
    await t.dataSource.getRepository(Activity).insert({ userId: merchant.id, activityType: 'sign_in', description: 'Signed in: someone' });
    const again = await openMonitor();
    expect((await again.next('snapshot')).entries.map((entry: { description: string }) => entry.description)).not.toContain('Signed in: someone');
  });

  it('shows refused and throttled in-world calls as they happen, and after', async () => {
    const { merchant, vendor, script } = await shop();
    const monitor = await openMonitor(`?merchant=${encodeURIComponent(merchant.id)}`);
    await monitor.next('snapshot');

    const unknown = await script.postSale(saleBody({ buyer: randomUUID(), vendorKey: randomUUID(), amount: 10 }));
    expect(unknown.status).toBe(404);
    const refused = await monitor.next('entry', (data) => data.kind === 'refused');
    expect(refused).toMatchObject({ merchantId: merchant.id, description: 'Refused (404): POST /api/lsl/sale' });

    const responses = [];
    for (let index = 0; index < 7; index += 1) responses.push(await script.postSale(saleBody({ buyer: randomUUID(), vendorKey: vendor.lslKey, amount: 10 })));
    expect(responses.map((response) => response.status)).toContain(429);
    const throttled = await monitor.next('entry', (data) => data.kind === 'throttled');
    expect(throttled).toMatchObject({ merchantId: merchant.id, description: 'Throttled (429): POST /api/lsl/sale' });

    await t.app.get(InWorldCallsRecorder).flush();
    const later = await openMonitor(`?kind=throttled&merchant=${encodeURIComponent(merchant.id)}`);
    const { entries } = await later.next('snapshot');
    expect(entries.length).toBe(responses.filter((response) => response.status === 429).length);
    expect(entries.every((entry: { kind: string; merchantId: string }) => entry.kind === 'throttled' && entry.merchantId === merchant.id)).toBe(true);
  });

  it('shows platform activity once committed, and objects whose heartbeats stopped', async () => {
    const { merchant, vendor } = await shop();
    const monitor = await openMonitor();
    await monitor.next('snapshot');

    const created = await t.post('/api/vendors', { name: 'Harbour Shop' }, { token: merchant.token });
    expect(created.status).toBe(201);
    const activity = await monitor.next(
      'entry',
      (data) => data.kind === 'activity' && data.merchantId === merchant.id && data.activityType === 'vendor_created',
    );
    expect(activity.description).toContain('Harbour Shop');

    await make.object(merchant.id, {
      kind: 'vendor',
      vendorId: vendor.id,
      objectName: 'Vendor - Blue Jacket',
      region: 'Luna Bay',
      lastSeenAt: new Date(Date.now() - 12 * 60_000),
    });
    await t.app.get(ObjectsGoneSilent).check();
    const offline = await monitor.next('entry', (data) => data.kind === 'object_offline' && data.merchantId === merchant.id);
    expect(offline.description).toMatch(/^Offline: Vendor - Blue Jacket: Your vendor Vendor - Blue Jacket in Luna Bay has sent no heartbeat since /);
  });

  it('keeps to its filters, live and on open', async () => {
    const first = await shop();
    const second = await shop();
    const sales = await openMonitor(`?kind=sale&merchant=${encodeURIComponent(first.merchant.id)}`);
    await sales.next('snapshot');

    const theirs = await second.script.postSale(saleBody({ buyer: randomUUID(), vendorKey: second.vendor.lslKey, amount: 20 }));
    await t.post('/api/vendors', { name: 'Not a sale' }, { token: first.merchant.token });
    const mine = await first.script.postSale(saleBody({ buyer: randomUUID(), vendorKey: first.vendor.lslKey, amount: 30 }));
    await sales.next('entry', (data) => data.id === `sale:${mine.body.transaction_id}`);
    expect(sales.named('entry').map((entry) => entry.id)).toEqual([`sale:${mine.body.transaction_id}`]);
    expect(theirs.status).toBe(200);

    const bad = await openMonitor('?kind=everything');
    expect({ status: bad.status, message: bad.error.message }).toEqual({
      status: 400,
      message: 'kind must be one of sale, refused, throttled, object_offline, activity',
    });
  });

  it('closes when the admin loses the role', async () => {
    const other = await t.makeUser({ role: 'admin' });
    const monitor = await openMonitor('', other);
    await monitor.next('snapshot');
    await t.dataSource.getRepository(User).update({ id: other.id }, { role: 'vendor' });
    await monitor.until(() => monitor.ended, 5000, 'end of the stream');
  });
});
