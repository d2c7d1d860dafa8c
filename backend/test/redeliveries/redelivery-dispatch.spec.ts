import { randomUUID } from 'node:crypto';

import { InWorldObject } from '../../src/in-world-objects/in-world-object.entity';
import { Redelivery } from '../../src/redeliveries/redelivery.entity';
import { RedeliveryDispatcher } from '../../src/redeliveries/redelivery-dispatcher';
import type { Vendor } from '../../src/vendors/vendor.entity';
import { createApiKey, expectError, inWorldObject, liveBox, scripts } from '../in-world/in-world-support';
import { type Factories, factories } from '../support/factories';
import { objectUrlServers } from '../support/object-url-server';
import { TestApp, type TestUser } from '../support/test-app';
import { waitFor } from '../support/wait';

/**
 * The redelivery loop end to end: a buyer asks at a terminal, the merchant clicks Process, a box that holds the item
 * gets it (and is pinged), reports it delivered; silent boxes lose their requests to live ones; with none, the
 * request waits and says why.
 */
describe('redelivery hand-out to delivery boxes', () => {
  let t: TestApp;
  let make: Factories;
  const boxUrls = objectUrlServers();

  beforeAll(async () => {
    // Box URLs here are local test servers; in production only Second Life simulators are accepted.
    t = await TestApp.start({ env: { BOX_URL_HOSTS: '127.0.0.1' } });
    make = factories(t.dataSource);
  });
  afterAll(async () => {
    await t.close();
    await boxUrls.stopAll();
  });

  const boxUrl = (status = 200) => boxUrls.open(status);

  /** A merchant with a key, a vendor selling "Red Dress", and one completed sale to a buyer. */
  async function shop(): Promise<{ owner: TestUser; key: string; vendor: Vendor; buyer: string; transactionId: number }> {
    const owner = await t.makeUser();
    const key = await createApiKey(t, owner);
    const vendor = await make.vendor(owner.id);
    const product = await make.product(vendor.id, { name: 'Red Dress', slItemId: 'Red Dress' });
    const buyer = randomUUID();
    const sale = await make.transaction(vendor.id, { buyerId: buyer, productId: product.id });
    return { owner, key, vendor, buyer, transactionId: sale.id };
  }

  const row = (id: number) => t.dataSource.getRepository(Redelivery).findOneByOrFail({ id });
  const merchantView = async (owner: TestUser, id: number) =>
    (await t.get('/api/redeliveries?pageSize=100', { token: owner.token })).body.items.find((item: { id: number }) => item.id === id);
  const silence = (objectKey: string, minutes: number) =>
    t.dataSource.getRepository(InWorldObject).update({ objectKey }, { lastSeenAt: new Date(Date.now() - minutes * 60_000) });

  it('buyer requests → merchant clicks Process → the box still receives it → box reports delivered → completed', async () => {
    const { owner, key, buyer, transactionId } = await shop();
    const terminal = scripts(t, inWorldObject(key, 'Redelivery Terminal'));

    // No box yet: the request waits, and the merchant sees why.
    const filed = await terminal.requestRedelivery(transactionId, buyer);
    expect(filed.status).toBe(201);
    expect(filed.body).toEqual({ id: expect.any(Number), status: 'pending' });
    const id: number = filed.body.id;
    expect(await merchantView(owner, id)).toMatchObject({
      status: 'pending',
      boxId: null,
      waitingReason: 'No delivery box is set up: add one on the LSL Integration page.',
    });

    const url = await boxUrl();
    const box = await liveBox(t, owner, key, { name: 'Main Store Box', items: ['Red Dress', 'Blue Jacket'], url: url.url });
    // The box's inventory report already handed it the request and pinged its URL. The merchant's in-world notice of
    // the new request may ping it too ({ notices: 1 }), before or after: count the delivery pings.
    const deliveryPings = () => url.pings.map((ping) => JSON.parse(ping.body) as object).filter((body) => 'deliveries' in body);
    await waitFor(() => deliveryPings().length > 0);
    expect(deliveryPings()[0]).toEqual({ deliveries: 1 });

    // The merchant clicks Process: the request stays with the box (it is never hidden from it) and the box is pinged again.
    const processed = await t.post(`/api/redeliveries/${id}/process`, undefined, { token: owner.token });
    expect(processed.status).toBe(200);
    expect(processed.body).toMatchObject({ id, status: 'assigned', boxId: box.id, boxName: 'Main Store Box', waitingReason: null, item: 'Red Dress' });
    await waitFor(() => deliveryPings().length > 1);

    const pending = await box.script.pending(box.boxKey);
    expect(pending.body).toEqual({ requests: [{ id, buyer, item: 'Red Dress' }] });

    const delivered = await box.script.delivered(id, box.boxKey);
    expect(delivered.body).toEqual({ id, status: 'completed' });
    expect(await merchantView(owner, id)).toMatchObject({ status: 'completed', boxName: 'Main Store Box', completedAt: expect.any(String) });
    expect((await box.script.pending(box.boxKey)).body).toEqual({ requests: [] });
  });

  it('hands the request of a box that stopped heartbeating to another live box holding the item', async () => {
    const { owner, key, buyer, transactionId } = await shop();
    const first = await liveBox(t, owner, key, { name: 'First Box', items: ['Red Dress'] });
    const filed = await scripts(t, inWorldObject(key, 'Terminal')).requestRedelivery(transactionId, buyer);
    expect(await row(filed.body.id)).toMatchObject({ status: 'assigned', boxId: first.id });

    // A second box comes online that also holds the item; one without it comes online too.
    const second = await liveBox(t, owner, key, { name: 'Second Box', items: ['Red Dress'] });
    const without = await liveBox(t, owner, key, { name: 'Hat Box', items: ['Blue Hat'] });
    // The first box misses two heartbeats.
    await silence(first.script.object.objectKey, 12);

    const secondList = await second.script.pending(second.boxKey);
    expect(secondList.body).toEqual({ requests: [{ id: filed.body.id, buyer, item: 'Red Dress' }] });
    expect(await row(filed.body.id)).toMatchObject({ status: 'assigned', boxId: second.id });
    expect((await without.script.pending(without.boxKey)).body).toEqual({ requests: [] });
    // The silent box, should it come back, no longer has it.
    expect((await first.script.pending(first.boxKey)).body).toEqual({ requests: [] });
  });

  it('with no live box holding the item, the request waits and says why, and goes out as soon as one can take it', async () => {
    const { owner, key, buyer, transactionId } = await shop();
    const box = await liveBox(t, owner, key, { name: 'Only Box', items: ['Blue Hat'] });
    const filed = await scripts(t, inWorldObject(key, 'Terminal')).requestRedelivery(transactionId, buyer);
    expect(filed.body.status).toBe('pending');
    expect(await merchantView(owner, filed.body.id)).toMatchObject({ status: 'pending', waitingReason: 'No online delivery box holds "Red Dress".' });

    await silence(box.script.object.objectKey, 12);
    await t.post(`/api/redeliveries/${filed.body.id}/process`, undefined, { token: owner.token });
    expect(await merchantView(owner, filed.body.id)).toMatchObject({
      status: 'pending',
      waitingReason: 'No delivery box is online (none has sent a heartbeat in the last 11 minutes).',
    });

    // The box comes back holding the item: its heartbeat and contents report hand it the request.
    await box.script.heartbeat({ kind: 'delivery-box', box_id: box.boxKey });
    expect((await box.script.inventory(box.boxKey, ['Blue Hat', 'Red Dress'])).body).toEqual({ items: 2 });
    expect(await merchantView(owner, filed.body.id)).toMatchObject({ status: 'assigned', boxName: 'Only Box', waitingReason: null });
  });

  it('returns an assignment the box did not confirm within 10 minutes to the queue, and hands it out again', async () => {
    const { owner, key, buyer, transactionId } = await shop();
    const box = await liveBox(t, owner, key, { items: ['Red Dress'] });
    const filed = await scripts(t, inWorldObject(key, 'Terminal')).requestRedelivery(transactionId, buyer);
    expect((await row(filed.body.id)).status).toBe('assigned');

    // Nine minutes without a report: still the box's.
    const nineMinutesAgo = new Date(Date.now() - 9 * 60_000);
    await t.dataSource.getRepository(Redelivery).update({ id: filed.body.id }, { assignedAt: nineMinutesAgo });
    await t.app.get(RedeliveryDispatcher).sweep();
    expect(await row(filed.body.id)).toMatchObject({ status: 'assigned', boxId: box.id, assignedAt: nineMinutesAgo });

    await t.dataSource.getRepository(Redelivery).update({ id: filed.body.id }, { assignedAt: new Date(Date.now() - 11 * 60_000) });
    await t.app.get(RedeliveryDispatcher).sweep();
    const again = await row(filed.body.id);
    // Back to the queue and straight out to the only live box that holds it, with a fresh 10 minutes.
    expect(again).toMatchObject({ status: 'assigned', boxId: box.id });
    expect(again.assignedAt!.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('the periodic look-over releases the requests of a silent box even when nobody calls', async () => {
    const { owner, key, buyer, transactionId } = await shop();
    const box = await liveBox(t, owner, key, { items: ['Red Dress'] });
    const filed = await scripts(t, inWorldObject(key, 'Terminal')).requestRedelivery(transactionId, buyer);
    await silence(box.script.object.objectKey, 12);
    await t.app.get(RedeliveryDispatcher).sweep();
    expect(await merchantView(owner, filed.body.id)).toMatchObject({
      status: 'pending',
      boxId: null,
      waitingReason: 'No delivery box is online (none has sent a heartbeat in the last 11 minutes).',
    });
  });

  it('a failed delivery shows the box and its reason, and the merchant can retry it', async () => {
    const { owner, key, buyer, transactionId } = await shop();
    const box = await liveBox(t, owner, key, { name: 'Back Room', items: ['Red Dress'] });
    const filed = await scripts(t, inWorldObject(key, 'Terminal')).requestRedelivery(transactionId, buyer);
    const failed = await box.script.failed(filed.body.id, 'The item Red Dress is no-copy: the box would give away its only copy.', box.boxKey);
    expect(failed.body).toEqual({ id: filed.body.id, status: 'failed' });
    expect(await merchantView(owner, filed.body.id)).toMatchObject({
      status: 'failed',
      boxName: 'Back Room',
      failureReason: 'The item Red Dress is no-copy: the box would give away its only copy.',
    });

    const retried = await t.post(`/api/redeliveries/${filed.body.id}/retry`, undefined, { token: owner.token });
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ status: 'assigned', boxName: 'Back Room', failureReason: null });
    expect((await box.script.pending(box.boxKey)).body.requests).toEqual([{ id: filed.body.id, buyer, item: 'Red Dress' }]);
  });

  it('hands the requests of a box switched off or deleted to another box at once', async () => {
    const { owner, key, buyer, transactionId } = await shop();
    const first = await liveBox(t, owner, key, { items: ['Red Dress'] });
    const filed = await scripts(t, inWorldObject(key, 'Terminal')).requestRedelivery(transactionId, buyer);
    expect((await row(filed.body.id)).boxId).toBe(first.id);
    const second = await liveBox(t, owner, key, { items: ['Red Dress'] });

    expect((await t.patch(`/api/delivery-boxes/${first.id}`, { isActive: false }, { token: owner.token })).status).toBe(200);
    expect(await row(filed.body.id)).toMatchObject({ status: 'assigned', boxId: second.id });

    expect((await t.delete(`/api/delivery-boxes/${second.id}`, { token: owner.token })).status).toBe(204);
    expect(await row(filed.body.id)).toMatchObject({ status: 'pending', boxId: null });
    expect((await merchantView(owner, filed.body.id)).waitingReason).toBe('Every delivery box is switched off: switch one on on the LSL Integration page.');
  });

  it("never hands one merchant's request to another merchant's box", async () => {
    const { owner, key, buyer, transactionId } = await shop();
    const other = await t.makeUser();
    const otherKey = await createApiKey(t, other);
    const theirs = await liveBox(t, other, otherKey, { items: ['Red Dress'] });
    const filed = await scripts(t, inWorldObject(key, 'Terminal')).requestRedelivery(transactionId, buyer);
    expect(filed.body.status).toBe('pending');
    expect((await theirs.script.pending(theirs.boxKey)).body).toEqual({ requests: [] });
    expectError(await theirs.script.delivered(filed.body.id, theirs.boxKey), 404, 'Redelivery request not found.');
    expect((await row(filed.body.id)).status).toBe('pending');
    expect((await merchantView(owner, filed.body.id)).waitingReason).toBe('No delivery box is set up: add one on the LSL Integration page.');
  });

  it('forgets a box URL Second Life no longer knows, and keeps delivering through polling', async () => {
    const { owner, key, buyer, transactionId } = await shop();
    const dead = await boxUrl(404);
    const box = await liveBox(t, owner, key, { items: ['Red Dress'], url: dead.url });
    await scripts(t, inWorldObject(key, 'Terminal')).requestRedelivery(transactionId, buyer);
    const objects = t.dataSource.getRepository(InWorldObject);
    await waitFor(async () => (await objects.findOneByOrFail({ objectKey: box.script.object.objectKey })).url === null);
    expect(dead.pings.length).toBeGreaterThan(0);
    expect((await box.script.pending(box.boxKey)).body.requests).toHaveLength(1);
  });

  it("takes a box inventory in parts, and refuses more than 50 names a call or another merchant's box", async () => {
    const { owner, key } = await shop();
    const box = await make.box(owner.id);
    const script = scripts(t, inWorldObject(key, 'Delivery Box'));
    const names = (from: number, count: number) => Array.from({ length: count }, (_, index) => `Item ${from + index}`);
    expect((await script.inventory(box.boxKey, names(0, 50))).body).toEqual({ items: 50 });
    expect((await script.inventory(box.boxKey, [...names(40, 20)], true)).body).toEqual({ items: 60 });
    expectError(await script.inventory(box.boxKey, names(0, 51)), 400, 'items may hold at most 50 names a call; send the rest with append: true');
    expectError(await script.inventory(box.boxKey, ['']), 400, 'each item name must be a non-empty inventory name');
    const stranger = await t.makeUser();
    expectError(await scripts(t, inWorldObject(await createApiKey(t, stranger))).inventory(box.boxKey, ['x']), 404, 'Unknown box key.');
    expect((await t.get(`/api/delivery-boxes/${box.id}`, { token: owner.token })).body.inventory).toHaveLength(60);
    expect((await script.inventory(box.boxKey, ['Only This'])).body).toEqual({ items: 1 });
  });
});
