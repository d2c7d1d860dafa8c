import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { InWorldObject } from '../../src/in-world-objects/in-world-object.entity';
import { MailService } from '../../src/mail/mail.service';
import { NotificationsService } from '../../src/notifications/notifications.service';
import { ObjectsGoneSilent } from '../../src/notifications/objects-gone-silent';
import { SaleNotices } from '../../src/notifications/sale-notices';
import { StreamTickets } from '../../src/notifications/stream-tickets';
import { User } from '../../src/users/user.entity';
import { createApiKey, inWorldObject, saleBody, scripts } from '../in-world/in-world-support';
import { type Factories, factories } from '../support/factories';
import { TestApp, type TestUser } from '../support/test-app';
import { waitFor } from '../support/wait';
import { SseClient } from './sse-client';

/**
 * Notifications end to end: what makes one (sales, refunds, API keys, objects going silent), the bell's list and unread
 * count, marking read, and the live stream, which carries a user's own notifications and nobody else's.
 */
describe('notifications', () => {
  let t: TestApp;
  let make: Factories;
  const streams: SseClient[] = [];

  beforeAll(async () => {
    // A heartbeat every second, so the stream's heartbeat and its access checks can be seen.
    t = await TestApp.start({ env: { SSE_HEARTBEAT_SECONDS: '1' } });
    make = factories(t.dataSource);
  });
  afterAll(async () => {
    await Promise.all(streams.map((stream) => stream.close()));
    await t.close();
  });

  async function openStream(user: TestUser): Promise<SseClient> {
    const stream = await SseClient.open(`${t.baseUrl}/api/notifications/stream`, user.token);
    streams.push(stream);
    return stream;
  }

  const list = async (user: TestUser) => (await t.get('/api/notifications', { token: user.token })).body;
  const kinds = async (user: TestUser) => (await list(user)).items.map((item: { kind: string }) => item.kind);
  /** Sales are looked at in batches after they are answered: this looks at what waits now. */
  const settle = () => t.app.get(SaleNotices).flush();

  /** A merchant with an API key and a vendor, and the vendor script's sale call. */
  async function shop(owner?: TestUser) {
    const merchant = owner ?? (await t.makeUser());
    const apiKey = await createApiKey(t, merchant);
    const vendor = await make.vendor(merchant.id);
    const script = scripts(t, inWorldObject(apiKey));
    const sell = async (amount = 100, fields: { productId?: number; saleId?: string } = {}) => {
      const response = await script.postSale(saleBody({ buyer: randomUUID(), vendorKey: vendor.lslKey, amount, ...fields }));
      expect(response.status).toBe(200);
      return response;
    };
    return { merchant, apiKey, vendor, script, sell };
  }

  it('lists the newest first with the unread count, and tells a merchant their API key was created', async () => {
    const merchant = await t.makeUser();
    expect(await list(merchant)).toEqual({ items: [], unreadCount: 0 });

    await createApiKey(t, merchant);

    const { items, unreadCount } = await list(merchant);
    expect(unreadCount).toBe(1);
    expect(items).toEqual([
      {
        id: expect.any(Number),
        kind: 'api_key_created',
        title: 'API key created',
        body: expect.stringMatching(/^A new API key slv_[0-9a-f]+… was created for your account\. If you did not create it, revoke it in Settings → API\.$/),
        link: '/settings?tab=api',
        read: false,
        createdAt: expect.any(String),
      },
    ]);
    // A second key leaves the first working; rotating one and revoking one are said too, newest first.
    await createApiKey(t, merchant);
    const [second] = (await t.get('/api/settings/api-keys', { token: merchant.token })).body as Array<{ id: string }>;
    const rotated = await t.post(`/api/settings/api-keys/${second.id}/rotate`, { graceHours: 1 }, { token: merchant.token });
    expect((await t.delete(`/api/settings/api-keys/${rotated.body.id}`, { token: merchant.token })).status).toBe(204);
    expect(await kinds(merchant)).toEqual(['api_key_revoked', 'api_key_created', 'api_key_created', 'api_key_created']);
    const rotation = (await list(merchant)).items.find((item: { title: string }) => item.title === 'API key rotated');
    expect(rotation.body).toBe(
      `A new API key ${rotated.body.prefix}… replaces ${(await t.dataSource.query(`SELECT prefix FROM api_keys WHERE id = $1`, [second.id]))[0].prefix}…, which works until ${rotated.body.previousKeyWorksUntil} (UTC). If you did not rotate it, revoke both in Settings → API.`,
    );
  });

  it("announces a merchant's first sale once, then their 10th, whatever the retries", async () => {
    const { merchant, sell } = await shop();
    const saleId = randomUUID();
    await sell(100, { saleId });
    await settle();
    const first = (await list(merchant)).items.filter((item: { kind: string }) => item.kind === 'sale_milestone');
    expect(first).toEqual([
      expect.objectContaining({ title: 'Your first sale!', body: 'Your vendors have recorded their first sale on SL Vendor Platform.', link: '/transactions' }),
    ]);

    // The vendor script sends the same sale again (its answer was lost): nothing new.
    await sell(100, { saleId });
    for (let sale = 2; sale <= 9; sale += 1) await sell();
    await settle();
    expect((await kinds(merchant)).filter((kind: string) => kind === 'sale_milestone')).toHaveLength(1);

    await sell();
    await settle();
    const milestones = (await list(merchant)).items.filter((item: { kind: string }) => item.kind === 'sale_milestone');
    expect(milestones.map((item: { title: string }) => item.title)).toEqual(['Your 10th sale!', 'Your first sale!']);
  });

  it('does not announce a milestone the merchant passed long before notifications', async () => {
    const { merchant, vendor, sell } = await shop();
    for (let sale = 0; sale < 200; sale += 1) await make.transaction(vendor.id, { amount: 10, ownerId: merchant.id });
    await sell();
    await settle();
    expect(await kinds(merchant)).not.toContain('sale_milestone');
  });

  it('announces L$1,000 of sales in an SLT day once it is passed, and only once', async () => {
    const { merchant, sell } = await shop();
    await sell(600);
    await settle();
    expect(await kinds(merchant)).not.toContain('daily_sales_milestone');
    await sell(600);
    await sell(300);
    await settle();
    const daily = (await list(merchant)).items.filter((item: { kind: string }) => item.kind === 'daily_sales_milestone');
    expect(daily).toEqual([expect.objectContaining({ title: 'L$1,000 in sales today', link: '/' })]);
    expect(daily[0].body).toMatch(/^Your sales today \(\d{4}-\d{2}-\d{2}, SLT\) have passed L\$1,000\.$/);
    await sell(100);
    await settle();
    expect((await kinds(merchant)).filter((kind: string) => kind === 'daily_sales_milestone')).toHaveLength(1);
  });

  it('says when a product runs low, then when it sells out', async () => {
    const { merchant, vendor, sell } = await shop();
    const product = await make.product(vendor.id, { name: 'Mesh Jacket', price: 100, stock: 3, lowStockThreshold: 2 });

    await sell(100, { productId: product.id });
    await settle();
    let items = (await list(merchant)).items;
    expect(items[0]).toMatchObject({
      kind: 'product_low_stock',
      title: 'Low stock: Mesh Jacket',
      body: 'Only 2 left of Mesh Jacket (your low-stock mark is 2).',
      link: '/products',
    });

    // Once a day per product: the next sale, still low, says nothing new.
    await sell(100, { productId: product.id });
    await settle();
    expect((await kinds(merchant)).filter((kind: string) => kind === 'product_low_stock')).toHaveLength(1);

    await sell(100, { productId: product.id });
    await settle();
    items = (await list(merchant)).items;
    expect(items[0]).toMatchObject({
      kind: 'product_sold_out',
      title: 'Sold out: Mesh Jacket',
      body: 'Mesh Jacket has no stock left: its sales are refused (and refunded in-world) until you add stock on the Products page.',
      link: '/products',
    });
  });

  it("tells the sale's owner about a refund, saying when an administrator made it", async () => {
    const { merchant, vendor } = await shop();
    const admin = await t.makeUser({ role: 'admin' });
    const own = await make.transaction(vendor.id, { amount: 250, ownerId: merchant.id });
    const other = await make.transaction(vendor.id, { amount: 400, ownerId: merchant.id });

    expect((await t.post(`/api/transactions/${own.id}/refund`, undefined, { token: merchant.token })).status).toBe(200);
    expect((await t.post(`/api/transactions/${other.id}/refund`, undefined, { token: admin.token })).status).toBe(200);

    const refunds = (await list(merchant)).items.filter((item: { kind: string }) => item.kind === 'sale_refunded');
    expect(refunds.map((item: { title: string; body: string }) => [item.title, item.body])).toEqual([
      [`Sale #${other.id} refunded`, `Sale #${other.id} of L$400 was refunded by an administrator: it no longer counts in your sales and commission.`],
      [`Sale #${own.id} refunded`, `Sale #${own.id} of L$250 was refunded: it no longer counts in your sales and commission.`],
    ]);
    expect(await kinds(admin)).not.toContain('sale_refunded');
  });

  it('tells the owner when a buyer asks for a redelivery and when a box reports it failed, not when the merchant files one', async () => {
    const { merchant, apiKey, vendor } = await shop();
    const buyer = randomUUID();
    const product = await make.product(vendor.id, { name: 'Red Dress', slItemId: 'Red Dress' });
    const sale = await make.transaction(vendor.id, { buyerId: buyer, buyerName: 'Ava Resident', amount: 250, productId: product.id, ownerId: merchant.id });
    const terminal = scripts(t, inWorldObject(apiKey, 'Redelivery Terminal'));

    const filed = await terminal.requestRedelivery(sale.id, buyer);
    expect(filed.status).toBe(201);
    let items = (await list(merchant)).items;
    expect(items[0]).toMatchObject({
      kind: 'redelivery_requested',
      title: `Redelivery requested: #${filed.body.id}`,
      body: `A buyer asked for purchase #${sale.id} by Ava Resident (L$250) again. Request #${filed.body.id} is waiting for a delivery box.`,
      link: '/redelivery',
    });
    // Redelivery e-mails are on by default; without SMTP_URL the e-mail is written to DATA_DIR/mail as an .eml file.
    const folder = t.app.get(MailService).folder;
    const written = () => (existsSync(folder) ? readdirSync(folder).map((file) => readFileSync(join(folder, file), 'utf8')) : []);
    await waitFor(() => written().some((eml) => eml.includes(`Subject: Redelivery requested: #${filed.body.id}`) && eml.includes(`To: ${merchant.email}`)));
    // The terminal asks again: the open request is answered, nothing new.
    await terminal.requestRedelivery(sale.id, buyer);
    expect((await kinds(merchant)).filter((kind: string) => kind === 'redelivery_requested')).toHaveLength(1);

    const failed = await terminal.failed(filed.body.id, 'The item Red Dress is not in the delivery box.');
    expect(failed.status).toBe(200);
    items = (await list(merchant)).items;
    expect(items[0]).toMatchObject({
      kind: 'redelivery_failed',
      title: `Redelivery #${filed.body.id} failed`,
      body: `A delivery box could not deliver request #${filed.body.id}: The item Red Dress is not in the delivery box. Retry it on the Redelivery page once the box is fixed.`,
    });

    const second = await make.transaction(vendor.id, { buyerId: merchant.id, ownerId: merchant.id });
    expect((await t.post('/api/redeliveries', { transaction_id: second.id }, { token: merchant.token })).status).toBe(201);
    expect((await kinds(merchant)).filter((kind: string) => kind === 'redelivery_requested')).toHaveLength(1);
  });

  it('tells the owner once when an object stops sending heartbeats, and again after it came back and went silent again', async () => {
    const merchant = await t.makeUser();
    const vendor = await make.vendor(merchant.id);
    const object = await make.object(merchant.id, {
      kind: 'vendor',
      vendorId: vendor.id,
      objectName: 'Vendor - Red Dress',
      region: 'Luna Bay',
      lastSeenAt: new Date(Date.now() - 12 * 60_000),
    });
    // Online, and silent for hours (offline before notifications looked): neither is news.
    await make.object(merchant.id, { kind: 'vendor', vendorId: vendor.id, lastSeenAt: new Date() });
    await make.object(merchant.id, { kind: 'vendor', vendorId: vendor.id, lastSeenAt: new Date(Date.now() - 5 * 3600_000) });
    const job = t.app.get(ObjectsGoneSilent);

    await job.check();
    await job.check();
    let offline = (await list(merchant)).items.filter((item: { kind: string }) => item.kind === 'object_offline');
    expect(offline).toEqual([
      expect.objectContaining({
        title: 'Offline: Vendor - Red Dress',
        body: expect.stringMatching(
          /^Your vendor Vendor - Red Dress in Luna Bay has sent no heartbeat since [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M SLT\. Check that it is rezzed and its script is running\.$/,
        ),
        link: '/vendors',
      }),
    ]);

    await t.dataSource.getRepository(InWorldObject).update({ id: object.id }, { lastSeenAt: new Date(Date.now() - 11.5 * 60_000) });
    await job.check();
    offline = (await list(merchant)).items.filter((item: { kind: string }) => item.kind === 'object_offline');
    expect(offline).toHaveLength(2);
  });

  it("marks all read, and one read; another user's notification answers as one that does not exist", async () => {
    const merchant = await t.makeUser();
    const other = await t.makeUser();
    for (let i = 0; i < 3; i += 1) await createApiKey(t, merchant);
    await createApiKey(t, other);
    const [newest] = (await list(merchant)).items;
    const othersId = (await list(other)).items[0].id;

    const one = await t.post(`/api/notifications/${newest.id}/read`, undefined, { token: merchant.token });
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ id: newest.id, read: true });
    expect((await list(merchant)).unreadCount).toBe(2);

    const stolen = await t.post(`/api/notifications/${othersId}/read`, undefined, { token: merchant.token });
    expect({ status: stolen.status, message: stolen.body.message }).toEqual({ status: 404, message: 'Notification not found.' });
    expect((await list(other)).unreadCount).toBe(1);

    const all = await t.post('/api/notifications/read-all', undefined, { token: merchant.token });
    expect(all.status).toBe(200);
    expect(all.body).toEqual({ marked: 2, unreadCount: 0 });
    expect((await list(merchant)).items.every((item: { read: boolean }) => item.read)).toBe(true);
    expect((await list(other)).unreadCount).toBe(1);
  });

  it('refuses bad input with a sentence, signed-out callers with 401 and deactivated users with 403', async () => {
    const merchant = await t.makeUser();
    const limit = await t.get('/api/notifications?limit=500', { token: merchant.token });
    expect({ status: limit.status, message: limit.body.message }).toEqual({ status: 400, message: 'limit must be a whole number from 1 to 100' });
    const id = await t.post('/api/notifications/abc/read', undefined, { token: merchant.token });
    expect({ status: id.status, message: id.body.message }).toEqual({ status: 400, message: 'The id in the path must be a positive whole number.' });

    expect((await t.get('/api/notifications')).status).toBe(401);
    expect((await t.post('/api/notifications/read-all')).status).toBe(401);
    const signedOut = await SseClient.open(`${t.baseUrl}/api/notifications/stream`);
    expect(signedOut.status).toBe(401);

    const deactivated = await t.makeUser({ isActive: false });
    const refused = await t.get('/api/notifications', { token: deactivated.token });
    expect({ status: refused.status, message: refused.body.message }).toEqual({ status: 403, message: 'Your account has been deactivated.' });
    const stream = await SseClient.open(`${t.baseUrl}/api/notifications/stream`, deactivated.token);
    expect(stream.status).toBe(403);
  });

  describe('live stream', () => {
    it('is an event stream a proxy passes through, with a heartbeat comment', async () => {
      const merchant = await t.makeUser();
      const stream = await openStream(merchant);
      expect(stream.status).toBe(200);
      expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      expect(stream.headers.get('cache-control')).toBe('no-cache, no-transform');
      expect(stream.headers.get('x-accel-buffering')).toBe('no');
      expect(await stream.next('ready')).toEqual({ type: 'ready' });
      await stream.until(() => stream.comments.includes('heartbeat'), 5000, 'heartbeat comment');
    });

    it("carries the user's own new notifications and reads, never another user's", async () => {
      const merchant = await t.makeUser();
      const other = await t.makeUser();
      const mine = await openStream(merchant);
      const theirs = await openStream(other);
      await mine.next('ready');
      await theirs.next('ready');

      await createApiKey(t, merchant);
      const created = await mine.next('created');
      expect(created).toEqual({ type: 'created', notification: expect.objectContaining({ kind: 'api_key_created', read: false }) });
      expect(created.notification).toEqual((await list(merchant)).items[0]);

      // The other merchant's own news arrives on their stream after the first merchant's: it never got that one.
      await createApiKey(t, other);
      await theirs.next('created');
      expect(theirs.named('created')).toHaveLength(1);
      expect(theirs.named('created')[0].notification.id).toBe((await list(other)).items[0].id);
      expect(mine.named('created')).toHaveLength(1);

      await t.post('/api/notifications/read-all', undefined, { token: merchant.token });
      expect(await mine.next('read')).toEqual({ type: 'read' });
      expect(theirs.named('read')).toEqual([]);
    });

    it('sends nothing of a change that rolled back', async () => {
      const merchant = await t.makeUser();
      const stream = await openStream(merchant);
      await stream.next('ready');
      await expect(
        t.dataSource.transaction(async (manager) => {
          await t.app
            .get(NotificationsService)
            .notify({ userId: merchant.id, kind: 'api_key_revoked', title: 'Rolled back', body: 'Never happened.' }, manager);
          throw new Error('the change fails after the notification was written');
        }),
      ).rejects.toThrow('the change fails');
      await createApiKey(t, merchant);
      await stream.next('created');
      expect(stream.named('created').map((event) => event.notification.title)).toEqual(['API key created']);
      expect(await kinds(merchant)).toEqual(['api_key_created']);
    });

    it("opens with a stream ticket (EventSource sends no token), only the ticket's own stream, for a minute", async () => {
      const merchant = await t.makeUser();
      const admin = await t.makeUser({ role: 'admin' });
      const issued = await t.post('/api/notifications/stream-ticket', { stream: 'notifications' }, { token: merchant.token });
      expect(issued.status).toBe(201);
      expect(issued.body).toEqual({ ticket: expect.any(String), expiresAt: expect.any(String) });
      expect(Date.parse(issued.body.expiresAt) - Date.now()).toBeLessThanOrEqual(60_000);

      const stream = await SseClient.open(`${t.baseUrl}/api/notifications/stream?ticket=${encodeURIComponent(issued.body.ticket)}`);
      streams.push(stream);
      expect(stream.status).toBe(200);
      await stream.next('ready');
      await createApiKey(t, merchant);
      expect(await stream.next('created')).toMatchObject({ notification: { kind: 'api_key_created' } });

      // One stream per ticket, within its minute too: a second use (a copied address, a log line) is refused.
      const again = await SseClient.open(`${t.baseUrl}/api/notifications/stream?ticket=${encodeURIComponent(issued.body.ticket)}`);
      expect({ status: again.status, message: again.error.message }).toEqual({ status: 401, message: 'Authentication required. Please sign in.' });
      const twice = (await t.post('/api/notifications/stream-ticket', { stream: 'notifications' }, { token: merchant.token })).body.ticket as string;
      // Two tickets asked for in the same second are two tickets.
      expect(twice).not.toBe(issued.body.ticket);
      const racing = await Promise.all([1, 2].map(() => SseClient.open(`${t.baseUrl}/api/notifications/stream?ticket=${encodeURIComponent(twice)}`)));
      streams.push(...racing);
      expect(racing.map((opened) => opened.status).sort()).toEqual([200, 401]);

      // Not the monitor's: a merchant cannot get one, and a notifications ticket does not open it.
      const refused = await t.post('/api/notifications/stream-ticket', { stream: 'monitor' }, { token: merchant.token });
      expect({ status: refused.status, message: refused.body.message }).toEqual({ status: 403, message: 'You do not have permission to perform this action.' });
      const adminTicket = (await t.post('/api/notifications/stream-ticket', { stream: 'notifications' }, { token: admin.token })).body.ticket;
      const wrongStream = await SseClient.open(`${t.baseUrl}/api/admin/activities/stream?ticket=${encodeURIComponent(adminTicket)}`);
      expect(wrongStream.status).toBe(401);

      const tampered = issued.body.ticket.replace(/.$/, (last: string) => (last === 'A' ? 'B' : 'A'));
      expect((await SseClient.open(`${t.baseUrl}/api/notifications/stream?ticket=${encodeURIComponent(tampered)}`)).status).toBe(401);
      const expired = await t.app.get(StreamTickets).issue(merchant.id, 'notifications', new Date(Date.now() - 61_000));
      expect((await SseClient.open(`${t.baseUrl}/api/notifications/stream?ticket=${encodeURIComponent(expired.ticket)}`)).status).toBe(401);
      const bad = await t.post('/api/notifications/stream-ticket', { stream: 'everything' }, { token: merchant.token });
      expect({ status: bad.status, message: bad.body.message }).toEqual({ status: 400, message: 'stream must be one of notifications, monitor' });
    });

    it('refuses a ticket of a user signed out of all sessions or deactivated since', async () => {
      const merchant = await t.makeUser();
      const ticket = async () =>
        (await t.post('/api/notifications/stream-ticket', { stream: 'notifications' }, { token: merchant.token })).body.ticket as string;
      const [first, second] = [await ticket(), await ticket()];
      const open = (issued: string) => SseClient.open(`${t.baseUrl}/api/notifications/stream?ticket=${encodeURIComponent(issued)}`);
      await t.dataSource.getRepository(User).update({ id: merchant.id }, { isActive: false });
      const deactivated = await open(first);
      expect({ status: deactivated.status, message: deactivated.error.message }).toEqual({ status: 403, message: 'Your account has been deactivated.' });
      await t.dataSource.getRepository(User).update({ id: merchant.id }, { isActive: true, sessionsRevokedAt: new Date() });
      expect((await open(second)).status).toBe(401);
    });

    it('closes when the user is deactivated', async () => {
      const merchant = await t.makeUser();
      const stream = await openStream(merchant);
      await stream.next('ready');
      await t.dataSource.getRepository(User).update({ id: merchant.id }, { isActive: false });
      await stream.until(() => stream.ended, 5000, 'end of the stream');
    });
  });
});
