import { randomUUID } from 'node:crypto';

import { Activity } from '../../src/audit-log/activity.entity';
import { Product } from '../../src/products/product.entity';
import { ProductVersion } from '../../src/update-broadcasts/product-version.entity';
import { UpdateBroadcast } from '../../src/update-broadcasts/update-broadcast.entity';
import { UpdateDelivery } from '../../src/update-broadcasts/update-delivery.entity';
import { UpdateDispatcher } from '../../src/update-broadcasts/update-dispatcher';
import { UNCONFIRMED_REASON, WAITING_OLD_SCRIPT } from '../../src/update-broadcasts/update-hand-out';
import { createApiKey, expectError, liveBox } from '../in-world/in-world-support';
import { type Factories, factories } from '../support/factories';
import { TestApp, type TestUser } from '../support/test-app';

const DAY = 24 * 3600_000;
const NEW_SCRIPT = '2.1.0';

/** Product versions and update broadcasts against the real API and PostgreSQL. */
describe('update broadcasts', () => {
  let t: TestApp;
  let make: Factories;

  beforeAll(async () => {
    // A box may take 25 update deliveries a minute here; hand-outs happen on the calls the tests make.
    t = await TestApp.start({ env: { UPDATE_DELIVERIES_PER_BOX_PER_MINUTE: '25', UPDATE_BROADCAST_SWEEP_SECONDS: '0' } });
    make = factories(t.dataSource);
  });
  afterAll(() => t.close());

  const deliveries = (broadcastId: number) => t.dataSource.getRepository(UpdateDelivery).find({ where: { broadcastId }, order: { id: 'ASC' } });
  const broadcastRow = (id: number) => t.dataSource.getRepository(UpdateBroadcast).findOneByOrFail({ id });
  const versionCount = () => t.dataSource.getRepository(ProductVersion).count();
  const publish = (user: TestUser, productId: number, body: unknown) => t.post(`/api/products/${productId}/versions`, body, { token: user.token });
  const sweep = () => t.app.get(UpdateDispatcher).sweep();

  /** A merchant with an API key, a vendor and a product whose item the boxes hold as 'Gown'. */
  async function shop(itemName = 'Gown') {
    const user = await t.makeUser();
    const apiKey = await createApiKey(t, user);
    const vendor = await make.vendor(user.id);
    const product = await make.product(vendor.id, { name: `Evening Gown ${randomUUID().slice(0, 4)}`, slItemId: itemName });
    return { user, apiKey, vendor, product };
  }

  /** A past sale of the product, a day (or `daysAgo`) before now. */
  const pastSale = (vendorId: number, productId: number, fields: Record<string, unknown> = {}, daysAgo = 1) =>
    make.transaction(vendorId, { productId, createdAt: new Date(Date.now() - daysAgo * DAY), ...fields });

  /** A delivery box whose in-world object runs delivery-box.lsl `version` and holds `items`. */
  async function box(user: TestUser, apiKey: string, items: string[], version = NEW_SCRIPT) {
    const made = await liveBox(t, user, apiKey, { items });
    const heartbeat = await made.script.heartbeat({ kind: 'delivery-box', box_id: made.boxKey, script_version: version });
    expect(heartbeat.status).toBe(200);
    return { ...made, poll: () => made.script.pending(made.boxKey) };
  }

  const report = (b: Awaited<ReturnType<typeof box>>, id: number, outcome: 'delivered' | 'failed', reason?: string) =>
    t.request('POST', `/api/lsl/update-deliveries/${id}/${outcome}`, {
      rawBody: JSON.stringify({ box_id: b.boxKey, ...(reason ? { reason } : {}) }),
      headers: { 'content-type': 'application/json', 'x-api-key': b.script.object.apiKey, 'x-secondlife-object-key': b.script.object.objectKey },
    });

  describe('publishing a version', () => {
    it('publishes a version whose item the boxes give from now on, lists it first, and logs it', async () => {
      const { user, apiKey, vendor, product } = await shop('Gown');
      const sale = await pastSale(vendor.id, product.id);
      const first = await publish(user, product.id, { version: '1.1', itemName: 'Gown v1.1' });
      expect(first.status).toBe(201);
      const published = await publish(user, product.id, { version: ' 2.0 ', itemName: ' Gown v2 ' });
      expect(published.status).toBe(201);
      expect(published.body).toEqual({
        version: {
          id: expect.any(Number),
          productId: product.id,
          productName: product.name,
          version: '2.0',
          itemName: 'Gown v2',
          publishedAt: expect.any(String),
          current: true,
          broadcastId: null,
        },
        broadcast: null,
        cancelledBroadcastIds: [],
      });
      expect((await t.dataSource.getRepository(Product).findOneByOrFail({ id: product.id })).slItemId).toBe('Gown v2');

      const versions = await t.get(`/api/products/${product.id}/versions`, { token: user.token });
      expect(versions.status).toBe(200);
      expect(versions.body.map((v: { version: string; current: boolean }) => [v.version, v.current])).toEqual([
        ['2.0', true],
        ['1.1', false],
      ]);

      // A redelivery after the update gives the newest version.
      const redeliveryBox = await box(user, apiKey, ['Gown', 'Gown v2']);
      const filed = await t.post('/api/redeliveries', { transaction_id: sale.id }, { token: user.token });
      expect(filed.status).toBe(201);
      expect((await redeliveryBox.poll()).body).toEqual({ requests: [{ id: filed.body.id, buyer: sale.buyerId, item: 'Gown v2' }] });

      const logged = await t.dataSource.getRepository(Activity).find({
        where: { activityType: 'product_version_published', userId: user.id, targetType: 'product', targetId: String(product.id) },
        order: { id: 'ASC' },
      });
      expect(logged.map((activity) => activity.description)).toEqual([
        `Version 1.1 of ${product.name} (#${product.id}) published: the boxes now give "Gown v1.1"`,
        `Version 2.0 of ${product.name} (#${product.id}) published: the boxes now give "Gown v2"`,
      ]);
    });

    it('refuses a version label the product already has, and writes nothing', async () => {
      const { user, product } = await shop('Gown');
      expect((await publish(user, product.id, { version: '2.0', itemName: 'Gown v2' })).status).toBe(201);
      const before = await versionCount();
      const again = await publish(user, product.id, { version: '2.0', itemName: 'Gown v2b', broadcast: true });
      expectError(again, 409, 'This product already has a version "2.0".');
      expect(again.body.fieldErrors).toEqual({ version: ['This product already has a version "2.0".'] });
      expect(await versionCount()).toBe(before);
      expect((await t.dataSource.getRepository(Product).findOneByOrFail({ id: product.id })).slItemId).toBe('Gown v2');
      expect(await t.dataSource.getRepository(UpdateBroadcast).countBy({ productId: product.id })).toBe(0);
    });

    it('answers every bad input with a sentence, and writes nothing', async () => {
      const { user, product } = await shop();
      const before = await versionCount();
      expectError(await publish(user, product.id, { itemName: 'Gown v2' }), 400, 'Version is required');
      expectError(await publish(user, product.id, { version: '   ', itemName: 'Gown v2' }), 400, 'Version is required');
      expectError(await publish(user, product.id, { version: 'x'.repeat(51), itemName: 'Gown v2' }), 400, 'Version must be at most 50 characters');
      expectError(await publish(user, product.id, { version: '2.0' }), 400, 'Item name is required: the new item as it is named in your delivery boxes');
      expectError(await publish(user, product.id, { version: '2.0', itemName: 'x'.repeat(256) }), 400, 'Item name must be at most 255 characters');
      expectError(await publish(user, product.id, { version: '2.0', itemName: 'Gown\nv2' }), 400, 'Item name must be on one line');
      expectError(await publish(user, product.id, { version: '2.0', itemName: 'Gown v2', broadcast: 'yes' }), 400, 'broadcast must be true or false');
      expectError(await publish(user, product.id, { version: '2.0', itemName: 'Gown v2', notes: 'x' }), 400, 'Unknown field "notes" is not allowed');
      expectError(await publish(user, 2_000_000_000, { version: '2.0', itemName: 'Gown v2' }), 404, 'Product not found.');
      expectError(
        await t.post('/api/products/abc/versions', { version: '2.0', itemName: 'Gown v2' }, { token: user.token }),
        400,
        'The id in the path must be a positive whole number.',
      );
      expect(await versionCount()).toBe(before);
    });
  });

  describe('who an update is sent to', () => {
    it('queues every past buyer once, a gift for its recipient, and skips refunded sales and other products', async () => {
      const { user, vendor, product } = await shop();
      const other = await make.product(vendor.id);
      const ann = randomUUID();
      const bob = randomUUID();
      const cleo = randomUUID();
      const payer = randomUUID();
      const refunded = randomUUID();
      await pastSale(vendor.id, product.id, { buyerId: ann, buyerName: 'Ann Resident' }, 30);
      // The same avatar twice (once in upper case) is one recipient, named by the latest sale.
      await pastSale(vendor.id, product.id, { buyerId: ann.toUpperCase(), buyerName: 'Ann Newname' }, 2);
      await pastSale(vendor.id, product.id, { buyerId: bob, buyerName: 'Bob Builder' });
      await pastSale(vendor.id, product.id, { buyerId: payer, buyerName: 'Pat Payer', giftTo: cleo, giftToName: 'Cleo Resident' });
      await pastSale(vendor.id, product.id, { buyerId: refunded, status: 'refunded' });
      await pastSale(vendor.id, product.id, { buyerId: randomUUID(), status: 'pending' });
      await pastSale(vendor.id, other.id, { buyerId: randomUUID() });

      const published = await publish(user, product.id, { version: '2.0', itemName: 'Gown v2', broadcast: true });
      expect(published.status).toBe(201);
      const broadcast = published.body.broadcast;
      expect(broadcast).toMatchObject({
        productId: product.id,
        version: '2.0',
        itemName: 'Gown v2',
        status: 'running',
        waitingReason: 'No delivery box is set up: add one on the LSL Integration page.',
        counts: { recipients: 3, sent: 0, failed: 0, waiting: 3, handed: 0, skipped: 0, cancelled: 0 },
        finishedAt: null,
      });
      expect(published.body.version.broadcastId).toBe(broadcast.id);
      const rows = await deliveries(broadcast.id);
      expect(rows.map((row) => [row.avatarKey, row.avatarName, row.state]).sort()).toEqual(
        [
          [ann, 'Ann Newname', 'waiting'],
          [bob, 'Bob Builder', 'waiting'],
          [cleo, 'Cleo Resident', 'waiting'],
        ].sort(),
      );
      const started = await t.dataSource.getRepository(Activity).findOneByOrFail({ activityType: 'update_broadcast_started', targetId: String(broadcast.id) });
      expect(started.description).toBe(
        `Update #${broadcast.id} of ${product.name} (#${product.id}) (version 2.0) started: 3 buyers to send to, 0 already had it`,
      );
    });

    it('skips buyers who bought the version or got it in a redelivery after it was published', async () => {
      const { user, vendor, product } = await shop();
      const waits = randomUUID();
      const redelivered = randomUUID();
      const boughtAgain = randomUUID();
      await pastSale(vendor.id, product.id, { buyerId: waits });
      const redeliveredSale = await pastSale(vendor.id, product.id, { buyerId: redelivered });
      await pastSale(vendor.id, product.id, { buyerId: boughtAgain }, 5);
      const published = await publish(user, product.id, { version: '2.0', itemName: 'Gown v2' });
      // After publishing: a new sale to an earlier buyer, and a redelivery completed (which gave the new item).
      await make.transaction(vendor.id, { productId: product.id, buyerId: boughtAgain, createdAt: new Date(Date.now() + 1000) });
      await make.redelivery(redeliveredSale.id, { status: 'completed', completedAt: new Date(Date.now() + 1000) });

      const started = await t.post('/api/update-broadcasts', { productVersionId: published.body.version.id }, { token: user.token });
      expect(started.status).toBe(201);
      expect(started.body.counts).toEqual({ recipients: 3, sent: 0, failed: 0, waiting: 1, handed: 0, skipped: 2, cancelled: 0 });
      const rows = await deliveries(started.body.id);
      expect(rows.map((row) => [row.avatarKey, row.state, row.reason]).sort()).toEqual(
        [
          [waits, 'waiting', null],
          [redelivered, 'skipped', 'Got this version in a redelivery.'],
          [boughtAgain, 'skipped', 'Bought after this version was published.'],
        ].sort(),
      );
    });

    it('completes at once an update with nobody to send to', async () => {
      const { user, product } = await shop();
      const published = await publish(user, product.id, { version: '2.0', itemName: 'Gown v2', broadcast: true });
      expect(published.body.broadcast).toMatchObject({ status: 'completed', counts: { recipients: 0 }, finishedAt: expect.any(String) });
    });

    it('sends a version once: a second update of it, or of a version no longer current, is refused', async () => {
      const { user, vendor, product } = await shop();
      await pastSale(vendor.id, product.id);
      const v2 = await publish(user, product.id, { version: '2.0', itemName: 'Gown v2', broadcast: true });
      const again = await t.post('/api/update-broadcasts', { productVersionId: v2.body.version.id }, { token: user.token });
      expectError(again, 409, `This version has already been sent to its buyers (update #${v2.body.broadcast.id}).`);

      // Publishing 3.0 cancels the running update of 2.0 (its queued deliveries are dropped).
      const v3 = await publish(user, product.id, { version: '3.0', itemName: 'Gown v3' });
      expect(v3.body.cancelledBroadcastIds).toEqual([v2.body.broadcast.id]);
      expect(await broadcastRow(v2.body.broadcast.id)).toMatchObject({ status: 'cancelled', finishedAt: expect.any(Date) });
      expect((await deliveries(v2.body.broadcast.id)).map((row) => row.state)).toEqual(['cancelled']);

      const old = await t.post('/api/update-broadcasts', { productVersionId: v2.body.version.id }, { token: user.token });
      expectError(old, 409, `Only the current version of a product can be sent to its buyers: ${product.name} is now at version 3.0.`);
      expectError(
        await t.post('/api/update-broadcasts', { productVersionId: 'three' }, { token: user.token }),
        400,
        'productVersionId must be the id of a product version (a whole number)',
      );
      expectError(await t.post('/api/update-broadcasts', {}, { token: user.token }), 400, 'productVersionId is required: the version to send');
      expectError(await t.post('/api/update-broadcasts', { productVersionId: 2_000_000_000 }, { token: user.token }), 404, 'Product version not found.');
    });
  });

  describe('hand-out to the delivery boxes', () => {
    it('lists update deliveries after the redeliveries, with kind "update", to a box that holds the item', async () => {
      const { user, apiKey, vendor, product } = await shop('Gown');
      const buyer = randomUUID();
      const sale = await pastSale(vendor.id, product.id, { buyerId: buyer });
      const deliveryBox = await box(user, apiKey, ['Gown', 'Gown v2']);
      const filed = await t.post('/api/redeliveries', { transaction_id: sale.id }, { token: user.token });
      const published = await publish(user, product.id, { version: '2.0', itemName: 'Gown v2', broadcast: true });
      const [delivery] = await deliveries(published.body.broadcast.id);
      expect(delivery).toMatchObject({ state: 'handed', boxId: deliveryBox.id, attempts: 1 });

      const pending = await deliveryBox.poll();
      expect(pending.status).toBe(200);
      expect(pending.body).toEqual({
        requests: [
          { id: filed.body.id, buyer, item: 'Gown v2' },
          { id: delivery.id, buyer, item: 'Gown v2', kind: 'update' },
        ],
      });
    });

    it('never hands update deliveries to a box running an older delivery script, and says why they wait', async () => {
      const { user, apiKey, vendor, product } = await shop();
      await pastSale(vendor.id, product.id);
      const oldBox = await box(user, apiKey, ['Gown v2'], '2.0.0');
      const published = await publish(user, product.id, { version: '2.0', itemName: 'Gown v2', broadcast: true });
      expect((await oldBox.poll()).body).toEqual({ requests: [] });
      const shown = await t.get(`/api/update-broadcasts/${published.body.broadcast.id}`, { token: user.token });
      expect(shown.body).toMatchObject({ waitingReason: WAITING_OLD_SCRIPT, counts: { waiting: 1, handed: 0 } });
    });

    it('waits, saying so, until a box holds the item, then hands it out', async () => {
      const { user, apiKey, vendor, product } = await shop();
      await pastSale(vendor.id, product.id);
      const deliveryBox = await box(user, apiKey, ['Gown']);
      const published = await publish(user, product.id, { version: '2.0', itemName: 'Gown v2', broadcast: true });
      const id = published.body.broadcast.id;
      expect((await t.get(`/api/update-broadcasts/${id}`, { token: user.token })).body.waitingReason).toBe('No online delivery box holds "Gown v2".');
      await deliveryBox.script.inventory(deliveryBox.boxKey, ['Gown v2'], true);
      const pending = await deliveryBox.poll();
      expect(pending.body.requests).toHaveLength(1);
      expect((await t.get(`/api/update-broadcasts/${id}`, { token: user.token })).body).toMatchObject({
        waitingReason: null,
        counts: { handed: 1, waiting: 0 },
      });
    });

    it('hands a box no more than its rate a minute, and at most one page it has not reported', async () => {
      const { user, apiKey, vendor, product } = await shop();
      for (let index = 0; index < 30; index += 1) await pastSale(vendor.id, product.id);
      const deliveryBox = await box(user, apiKey, ['Gown v2']);
      const published = await publish(user, product.id, { version: '2.0', itemName: 'Gown v2', broadcast: true });
      const handedPerPoll: number[] = [];
      for (let poll = 0; poll < 4; poll += 1) {
        const page = (await deliveryBox.poll()).body.requests as { id: number }[];
        // Not reported yet: the box is listed the same page again and gets nothing more.
        if (poll === 0) expect((await deliveryBox.poll()).body.requests.map((r: { id: number }) => r.id)).toEqual(page.map((r) => r.id));
        handedPerPoll.push(page.length);
        for (const request of page) expect((await report(deliveryBox, request.id, 'delivered')).status).toBe(200);
      }
      // UPDATE_DELIVERIES_PER_BOX_PER_MINUTE is 25 in this suite: 10 + 10 + 5, then nothing until the minute has passed.
      expect(handedPerPoll).toEqual([10, 10, 5, 0]);
      expect((await t.get(`/api/update-broadcasts/${published.body.broadcast.id}`, { token: user.token })).body.counts).toMatchObject({ sent: 25, waiting: 5 });
    });

    it('takes back a delivery its box did not confirm in time, and fails it after the third try', async () => {
      const { user, apiKey, vendor, product } = await shop();
      await pastSale(vendor.id, product.id);
      await pastSale(vendor.id, product.id);
      const deliveryBox = await box(user, apiKey, ['Gown v2']);
      const published = await publish(user, product.id, { version: '2.0', itemName: 'Gown v2', broadcast: true });
      const [first, second] = await deliveries(published.body.broadcast.id);
      const repository = t.dataSource.getRepository(UpdateDelivery);
      const eleventhMinute = new Date(Date.now() - 11 * 60_000);
      await repository.update({ id: first.id }, { handedAt: eleventhMinute });
      await repository.update({ id: second.id }, { handedAt: eleventhMinute, attempts: 3 });
      // Off the rate window, so the box may be handed the first again at once.
      await sweep();
      expect(await repository.findOneByOrFail({ id: first.id })).toMatchObject({ state: 'handed', attempts: 2, boxId: deliveryBox.id });
      expect(await repository.findOneByOrFail({ id: second.id })).toMatchObject({ state: 'failed', reason: UNCONFIRMED_REASON });
      const detail = await t.get(`/api/update-broadcasts/${published.body.broadcast.id}`, { token: user.token });
      expect(detail.body.failures).toEqual([
        { id: second.id, avatarKey: second.avatarKey, avatarName: 'Test Buyer', reason: UNCONFIRMED_REASON, at: expect.any(String) },
      ]);
    });

    it('takes back the deliveries of a box switched off, and hands them to another box', async () => {
      const { user, apiKey, vendor, product } = await shop();
      await pastSale(vendor.id, product.id);
      const firstBox = await box(user, apiKey, ['Gown v2']);
      const published = await publish(user, product.id, { version: '2.0', itemName: 'Gown v2', broadcast: true });
      const [delivery] = await deliveries(published.body.broadcast.id);
      expect(delivery.boxId).toBe(firstBox.id);
      expect((await t.patch(`/api/delivery-boxes/${firstBox.id}`, { isActive: false }, { token: user.token })).status).toBe(200);
      const secondBox = await box(user, apiKey, ['Gown v2']);
      expect((await secondBox.poll()).body.requests).toEqual([{ id: delivery.id, buyer: delivery.avatarKey, item: 'Gown v2', kind: 'update' }]);
      expect(await t.dataSource.getRepository(UpdateDelivery).findOneByOrFail({ id: delivery.id })).toMatchObject({ boxId: secondBox.id, attempts: 2 });
    });
  });

  describe("the box's reports", () => {
    it('marks a delivery sent, answers a repeat the same, and completes the update when nothing is left', async () => {
      const { user, apiKey, vendor, product } = await shop();
      await pastSale(vendor.id, product.id);
      await pastSale(vendor.id, product.id);
      const deliveryBox = await box(user, apiKey, ['Gown v2']);
      const published = await publish(user, product.id, { version: '2.0', itemName: 'Gown v2', broadcast: true });
      const id = published.body.broadcast.id;
      const [sent, failed] = (await deliveryBox.poll()).body.requests as { id: number }[];

      const delivered = await report(deliveryBox, sent.id, 'delivered');
      expect(delivered.status).toBe(200);
      expect(delivered.body).toEqual({ id: sent.id, status: 'sent' });
      expect((await report(deliveryBox, sent.id, 'delivered')).body).toEqual({ id: sent.id, status: 'sent' });
      expectError(await report(deliveryBox, sent.id, 'failed', 'The buyer was offline.'), 409, 'This update delivery was already sent.');

      const first = await report(deliveryBox, failed.id, 'failed', 'The item Gown v2 is not in the delivery box.');
      expect(first.body).toEqual({ id: failed.id, status: 'failed' });
      expect((await report(deliveryBox, failed.id, 'failed', 'Something else.')).body).toEqual({ id: failed.id, status: 'failed' });
      const row = await t.dataSource.getRepository(UpdateDelivery).findOneByOrFail({ id: failed.id });
      expect(row.reason).toBe('The item Gown v2 is not in the delivery box.');

      const shown = await t.get(`/api/update-broadcasts/${id}`, { token: user.token });
      expect(shown.body).toMatchObject({
        status: 'completed',
        finishedAt: expect.any(String),
        counts: { recipients: 2, sent: 1, failed: 1, waiting: 0, handed: 0 },
      });
      expect(shown.body.failures).toEqual([expect.objectContaining({ id: failed.id, reason: 'The item Gown v2 is not in the delivery box.' })]);
    });

    it("refuses a report on another merchant's delivery, a skipped one, an unknown box key and a missing reason", async () => {
      const { user, apiKey, vendor, product } = await shop();
      await pastSale(vendor.id, product.id);
      const skippedBuyer = randomUUID();
      await pastSale(vendor.id, product.id, { buyerId: skippedBuyer });
      const published = await publish(user, product.id, { version: '2.0', itemName: 'Gown v2' });
      await make.transaction(vendor.id, { productId: product.id, buyerId: skippedBuyer, createdAt: new Date(Date.now() + 1000) });
      const started = await t.post('/api/update-broadcasts', { productVersionId: published.body.version.id }, { token: user.token });
      const rows = await deliveries(started.body.id);
      const open = rows.find((row) => row.state === 'waiting')!;
      const skipped = rows.find((row) => row.state === 'skipped')!;

      const strangerShop = await shop();
      const strangerBox = await box(strangerShop.user, strangerShop.apiKey, ['Gown v2']);
      expectError(await report(strangerBox, open.id, 'delivered'), 404, 'Update delivery not found.');
      expectError(await report(strangerBox, 2_000_000_000, 'delivered'), 404, 'Update delivery not found.');
      const ownBox = await box(user, apiKey, ['Other item']);
      expectError(await report({ ...ownBox, boxKey: strangerBox.boxKey }, open.id, 'delivered'), 404, 'Unknown box key.');
      expectError(await report(ownBox, skipped.id, 'delivered'), 409, 'This update delivery was skipped: the avatar already has this version.');
      expectError(await report(ownBox, open.id, 'failed'), 400, 'reason is required: why the item could not be given');
      expectError(await t.request('POST', `/api/lsl/update-deliveries/${open.id}/delivered`, { body: {} }), 401, 'A valid API key is required.');
      expect((await t.dataSource.getRepository(UpdateDelivery).findOneByOrFail({ id: open.id })).state).toBe('waiting');
    });
  });

  describe('pause, resume and cancel', () => {
    it('pauses (no new hand-outs), resumes and cancels (queued deliveries dropped), each once, and logs each', async () => {
      const { user, apiKey, vendor, product } = await shop();
      for (let index = 0; index < 12; index += 1) await pastSale(vendor.id, product.id);
      const deliveryBox = await box(user, apiKey, ['Gown v2']);
      const published = await publish(user, product.id, { version: '2.0', itemName: 'Gown v2', broadcast: true });
      const id = published.body.broadcast.id;
      const step = (name: string) => t.post(`/api/update-broadcasts/${id}/${name}`, undefined, { token: user.token });

      const paused = await step('pause');
      expect(paused.status).toBe(200);
      expect(paused.body).toMatchObject({ status: 'paused', counts: { handed: 10, waiting: 2 } });
      expectError(await step('pause'), 409, 'This update is already paused.');
      // What the box already holds still goes out; nothing new is handed to it while paused.
      const page = (await deliveryBox.poll()).body.requests as { id: number }[];
      expect(page).toHaveLength(10);
      for (const request of page) await report(deliveryBox, request.id, 'delivered');
      expect((await deliveryBox.poll()).body.requests).toEqual([]);

      const resumed = await step('resume');
      expect(resumed.body).toMatchObject({ status: 'running' });
      expectError(await step('resume'), 409, 'This update is already running.');
      expect((await t.get(`/api/update-broadcasts/${id}`, { token: user.token })).body.counts).toMatchObject({ sent: 10, handed: 2, waiting: 0 });

      const cancelled = await step('cancel');
      expect(cancelled.body).toMatchObject({ status: 'cancelled', finishedAt: expect.any(String) });
      expectError(await step('cancel'), 409, 'This update was already cancelled.');
      expectError(await step('pause'), 409, 'This update was cancelled.');
      expectError(await step('resume'), 409, 'This update was cancelled.');

      const types = (
        await t.dataSource.getRepository(Activity).find({ where: { targetType: 'update_broadcast', targetId: String(id) }, order: { id: 'ASC' } })
      ).map((activity) => activity.activityType);
      expect(types).toEqual(['update_broadcast_started', 'update_broadcast_paused', 'update_broadcast_resumed', 'update_broadcast_cancelled']);
    });

    it('drops the queued deliveries of a cancelled update; those with a box still finish', async () => {
      const { user, apiKey, vendor, product } = await shop();
      for (let index = 0; index < 12; index += 1) await pastSale(vendor.id, product.id);
      const deliveryBox = await box(user, apiKey, ['Gown v2']);
      const published = await publish(user, product.id, { version: '2.0', itemName: 'Gown v2', broadcast: true });
      const id = published.body.broadcast.id;
      const cancelled = await t.post(`/api/update-broadcasts/${id}/cancel`, undefined, { token: user.token });
      expect(cancelled.body.counts).toMatchObject({ handed: 10, cancelled: 2, waiting: 0 });
      const page = (await deliveryBox.poll()).body.requests as { id: number }[];
      expect((await report(deliveryBox, page[0].id, 'delivered')).body).toEqual({ id: page[0].id, status: 'sent' });
      expectError(await t.post(`/api/update-broadcasts/${id}/pause`, undefined, { token: user.token }), 409, 'This update was cancelled.');
    });

    it('refuses to pause or cancel a finished update', async () => {
      const { user, product } = await shop();
      const published = await publish(user, product.id, { version: '2.0', itemName: 'Gown v2', broadcast: true });
      const id = published.body.broadcast.id;
      expectError(
        await t.post(`/api/update-broadcasts/${id}/pause`, undefined, { token: user.token }),
        409,
        'This update has finished: every delivery is done.',
      );
      expectError(
        await t.post(`/api/update-broadcasts/${id}/cancel`, undefined, { token: user.token }),
        409,
        'This update has finished: every delivery is done.',
      );
    });
  });

  describe('access', () => {
    it("answers another merchant's product, version and update as not found, to admins too, and changes nothing", async () => {
      const { user, vendor, product } = await shop();
      await pastSale(vendor.id, product.id);
      const published = await publish(user, product.id, { version: '2.0', itemName: 'Gown v2', broadcast: true });
      const id = published.body.broadcast.id;
      const stranger = await t.makeUser();
      const admin = await t.makeUser({ role: 'admin' });
      const versionsBefore = await versionCount();
      for (const other of [stranger, admin]) {
        expectError(await t.get(`/api/products/${product.id}/versions`, { token: other.token }), 404, 'Product not found.');
        expectError(await publish(other, product.id, { version: '9.0', itemName: 'Gown v9' }), 404, 'Product not found.');
        expectError(
          await t.post('/api/update-broadcasts', { productVersionId: published.body.version.id }, { token: other.token }),
          404,
          'Product version not found.',
        );
        expectError(await t.get(`/api/update-broadcasts/${id}`, { token: other.token }), 404, 'Update not found.');
        for (const step of ['pause', 'resume', 'cancel']) {
          expectError(await t.post(`/api/update-broadcasts/${id}/${step}`, undefined, { token: other.token }), 404, 'Update not found.');
        }
        expect((await t.get('/api/update-broadcasts', { token: other.token })).body).toEqual([]);
      }
      expect(await versionCount()).toBe(versionsBefore);
      expect(await broadcastRow(id)).toMatchObject({ status: 'running' });
      expect((await t.get('/api/update-broadcasts', { token: user.token })).body.map((b: { id: number }) => b.id)).toEqual([id]);
    });

    it('refuses deactivated users and calls without a token', async () => {
      const { user, vendor, product } = await shop();
      await pastSale(vendor.id, product.id);
      const published = await publish(user, product.id, { version: '2.0', itemName: 'Gown v2', broadcast: true });
      const id = published.body.broadcast.id;
      const admin = await t.makeUser({ role: 'admin' });
      expect((await t.put(`/api/admin/users/${user.id}/deactivate`, undefined, { token: admin.token })).status).toBe(200);
      expectError(await t.get('/api/update-broadcasts', { token: user.token }), 403, 'Your account has been deactivated.');
      expectError(await t.get(`/api/products/${product.id}/versions`, { token: user.token }), 403, 'Your account has been deactivated.');
      expectError(await publish(user, product.id, { version: '3.0', itemName: 'Gown v3' }), 403, 'Your account has been deactivated.');
      expectError(await t.post(`/api/update-broadcasts/${id}/cancel`, undefined, { token: user.token }), 403, 'Your account has been deactivated.');
      expect(await broadcastRow(id)).toMatchObject({ status: 'running' });
      expect(await t.dataSource.getRepository(ProductVersion).countBy({ productId: product.id })).toBe(1);
      expectError(await t.get('/api/update-broadcasts'), 401, 'Authentication required. Please sign in.');
      expectError(
        await t.post(`/api/products/${product.id}/versions`, { version: '3.0', itemName: 'Gown v3' }),
        401,
        'Authentication required. Please sign in.',
      );
    });
  });
});
