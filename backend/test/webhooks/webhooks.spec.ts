import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { runInNewContext } from 'node:vm';

import ts from 'typescript';

import { IN_WORLD_KEY_ON_REST, READ_KEY_WRITES } from '../../src/api-keys/api-keys.service';
import { NotificationsService } from '../../src/notifications/notifications.service';
import { ObjectsGoneSilent } from '../../src/notifications/objects-gone-silent';
import { User } from '../../src/users/user.entity';
import { DISCORD_URL_INVALID } from '../../src/webhooks/discord-message';
import { WEBHOOK_EVENTS_INVALID, WEBHOOK_FORMAT_INVALID } from '../../src/webhooks/dto/webhook-endpoint-input.dto';
import { WEBHOOK_URL_INVALID, WEBHOOK_URL_NOT_PUBLIC } from '../../src/webhooks/outbound-address';
import { ENDPOINT_DISABLED_REASON, RETRY_DELAYS_SECONDS } from '../../src/webhooks/webhook-dispatcher';
import { WEBHOOK_EVENTS } from '../../src/webhooks/webhook-event-types';
import { WebhookSources } from '../../src/webhooks/webhook-sources';
import { PLATFORM_ENDPOINT_ADMINS_ONLY, WEBHOOK_ENDPOINT_NOT_FOUND } from '../../src/webhooks/webhooks.service';
import { createApiKey, expectError, inWorldObject, saleBody, scripts } from '../in-world/in-world-support';
import { type Factories, factories } from '../support/factories';
import { SmtpSink } from '../support/smtp-sink';
import { TestApp, type TestUser } from '../support/test-app';
import { waitFor } from '../support/wait';
import { type ReceivedDelivery, WebhookReceiver } from '../support/webhook-receiver';

const INTEGRATIONS = resolve(__dirname, '..', '..', '..', 'docs', 'integrations.md');

/** docs/integrations.md's verification example, compiled and loaded as a merchant would use it. */
function documentedVerifier(): (secret: string, headers: Record<string, string>, body: string, nowSeconds?: number) => boolean {
  const source = /```ts title="verify-webhook\.ts"\n([\s\S]*?)```/.exec(readFileSync(INTEGRATIONS, 'utf8'))?.[1];
  if (!source) throw new Error('docs/integrations.md has no verify-webhook.ts example.');
  const { outputText } = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 } });
  const module = { exports: {} as Record<string, unknown> };
  runInNewContext(outputText, { require, module, exports: module.exports, Buffer });
  return module.exports.verifyWebhook as ReturnType<typeof documentedVerifier>;
}

/** Signed webhooks (docs/decisions/0104-signed-webhooks.md): what is sent, how it is signed, retried and refused. */
describe('Webhooks', () => {
  let t: TestApp;
  let make: Factories;
  const receiver = new WebhookReceiver();
  const smtp = new SmtpSink();
  const verify = documentedVerifier();

  beforeAll(async () => {
    await Promise.all([receiver.start(), smtp.start()]);
    t = await TestApp.start({
      env: { WEBHOOK_ALLOWED_ORIGINS: receiver.origin, WEBHOOK_DISPATCH_SECONDS: '1', WEBHOOK_TIMEOUT_SECONDS: '2', SMTP_URL: smtp.url },
    });
    make = factories(t.dataSource);
  });
  afterAll(async () => {
    await t.close();
    await Promise.all([receiver.stop(), smtp.stop()]);
  });

  const addEndpoint = async (user: TestUser, path: string, events: string[] = ['sale.completed']) => {
    const created = await t.post('/api/webhooks/endpoints', { url: receiver.url(path), events, description: 'Test receiver' }, { token: user.token });
    expect(created.status).toBe(201);
    return created.body as { id: string; secret: string };
  };
  const deliveriesOf = async (user: TestUser, endpointId: string) =>
    (await t.get(`/api/webhooks/endpoints/${endpointId}/deliveries`, { token: user.token })).body;
  const path = () => `/hooks/${randomUUID()}`;
  /** The sale was made a minute ago, by an endpoint switched on five minutes ago: what a sweep looks at. */
  const saleMadeMinutesAgo = async (endpointId: string, transactionId: number) => {
    await t.dataSource.query(`UPDATE webhook_endpoints SET "enabledAt" = "enabledAt" - interval '5 minutes' WHERE id = $1`, [endpointId]);
    await t.dataSource.query(`UPDATE transactions SET "createdAt" = "createdAt" - interval '1 minute' WHERE id = $1`, [transactionId]);
  };

  /** A merchant whose vendor script reports sales through the real in-world route. */
  async function shop() {
    const merchant = await t.makeUser();
    const vendor = await make.vendor(merchant.id);
    const product = await make.product(vendor.id, { name: 'Mesh Boots', price: 450 });
    const script = scripts(t, inWorldObject(await createApiKey(t, merchant)));
    const sell = async (saleId = randomUUID()) => {
      const answer = await script.postSale(
        saleBody({ saleId, buyer: randomUUID(), vendorKey: vendor.lslKey, amount: 450, productId: product.id, buyerName: 'Ada Resident' }),
      );
      expect(answer.status).toBe(200);
      return { saleId, transactionId: answer.body.transaction_id as number };
    };
    return { merchant, vendor, product, sell, script };
  }

  it('sends sale.completed once per sale, signed so that the documented example verifies it', async () => {
    const { merchant, vendor, product, sell } = await shop();
    const hook = path();
    const { id, secret } = await addEndpoint(merchant, hook);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);

    const first = await sell();
    const second = await sell();
    // The vendor retries its report of the first sale: still one event.
    const retried = await scripts(t, inWorldObject(await createApiKey(t, merchant))).postSale(
      saleBody({ saleId: first.saleId, buyer: randomUUID(), vendorKey: vendor.lslKey, amount: 450, productId: product.id }),
    );
    expect(retried.status).toBeLessThan(300);
    await waitFor(() => receiver.at(hook).length >= 2);
    await t.app.get(WebhookSources).flush();
    // The sweep finds no sale without its event.
    expect(await t.app.get(WebhookSources).sweepSales()).toBe(0);

    const got = receiver.at(hook);
    expect(got.map((delivery) => delivery.json.data.transactionId).sort()).toEqual([first.transactionId, second.transactionId].sort());
    const sale = got.find((delivery) => delivery.json.data.transactionId === first.transactionId)!;
    expect(sale.json).toMatchObject({
      type: 'sale.completed',
      merchantId: merchant.id,
      data: { vendorId: vendor.id, productId: product.id, productName: 'Mesh Boots', amount: 450, buyerName: 'Ada Resident', paidWith: 'lindens' },
    });
    expect(Object.keys(sale.json.data).sort()).toEqual(Object.keys(WEBHOOK_EVENTS['sale.completed'].example).sort());
    expect(sale.headers['webhook-id']).toBe(sale.json.id);
    expect(verify(secret, sale.headers, sale.body)).toBe(true);
    expect(verify(secret, sale.headers, sale.body.replace('450', '451'))).toBe(false);
    expect(verify(`whsec_${Buffer.alloc(32, 7).toString('base64')}`, sale.headers, sale.body)).toBe(false);
    // A signature older than 5 minutes is refused by the example (a replayed delivery).
    expect(verify(secret, sale.headers, sale.body, Number(sale.headers['webhook-timestamp']) + 301)).toBe(false);

    // An instance stopped between a sale's commit and its batch: a sweep tells the sale once the batches had their time.
    await t.dataSource.query(`DELETE FROM webhook_events WHERE "ownerId" = $1 AND "dedupeKey" = $2`, [merchant.id, `sale:${second.transactionId}`]);
    expect(await t.app.get(WebhookSources).sweepSales()).toBe(0);
    await saleMadeMinutesAgo(id, second.transactionId);
    expect(await t.app.get(WebhookSources).sweepSales()).toBe(1);
    await waitFor(() => receiver.at(hook).length === 3);
    expect(receiver.at(hook)[2].json.data.transactionId).toBe(second.transactionId);

    const log = await deliveriesOf(merchant, id);
    expect(log).toHaveLength(2);
    expect(log.every((entry: { status: string; lastStatusCode: number }) => entry.status === 'delivered' && entry.lastStatusCode === 200)).toBe(true);
  });

  it('retries an endpoint answering 500 with back-off, and delivers later with the same event id', async () => {
    const { merchant, sell } = await shop();
    const hook = path();
    const { id } = await addEndpoint(merchant, hook);
    receiver.answer(hook, { status: 500, body: 'database down' });
    await sell();
    await waitFor(async () => (await deliveriesOf(merchant, id))[0]?.attempts === 1);

    const [failed] = await deliveriesOf(merchant, id);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: 500, lastResponse: 'database down' });
    expect(Date.parse(failed.nextAttemptAt) - Date.parse(failed.lastAttemptAt)).toBe(RETRY_DELAYS_SECONDS[0] * 1000);
    expect(receiver.at(hook)).toHaveLength(1);
    const endpoint = (await t.get('/api/webhooks/endpoints', { token: merchant.token })).body.find((item: { id: string }) => item.id === id);
    expect(endpoint.failingSince).not.toBeNull();

    // The back-off passes.
    await t.dataSource.query(`UPDATE webhook_deliveries SET "nextAttemptAt" = now() WHERE id = $1`, [failed.id]);
    await waitFor(() => receiver.at(hook).length === 2);
    await waitFor(async () => (await deliveriesOf(merchant, id))[0].status === 'delivered');
    const [first, second] = receiver.at(hook);
    expect(second.headers['webhook-id']).toBe(first.headers['webhook-id']);
    expect(second.body).toBe(first.body);
    expect((await deliveriesOf(merchant, id))[0]).toMatchObject({ attempts: 2, lastStatusCode: 200 });
    const healed = (await t.get('/api/webhooks/endpoints', { token: merchant.token })).body.find((item: { id: string }) => item.id === id);
    expect(healed.failingSince).toBeNull();
  });

  it('keeps sending to other endpoints while one never answers', async () => {
    const { merchant, sell } = await shop();
    const [slow, fine] = [path(), path()];
    const slowEndpoint = await addEndpoint(merchant, slow);
    await addEndpoint(merchant, fine);
    receiver.answer(slow, 'hang', 'hang', 'hang');
    await sell();
    await sell();
    await waitFor(() => receiver.at(fine).length === 2);
    expect(receiver.at(slow).length).toBeLessThanOrEqual(2);
    await waitFor(async () => (await deliveriesOf(merchant, slowEndpoint.id)).some((entry: { attempts: number }) => entry.attempts === 1));
    const timedOut = (await deliveriesOf(merchant, slowEndpoint.id)).find((entry: { attempts: number }) => entry.attempts === 1);
    expect(timedOut).toMatchObject({ status: 'pending', lastStatusCode: null, lastResponse: 'No answer within 2 s.' });
  });

  it('refuses loopback, private, link-local and reserved addresses when saved, and when called', async () => {
    const merchant = await t.makeUser();
    for (const url of [
      'https://127.0.0.1/hook',
      'https://10.1.2.3/hook',
      'https://192.168.1.20/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/hook',
      'https://[::ffff:10.0.0.1]/hook',
      'https://localhost/hook',
    ]) {
      const refused = await t.post('/api/webhooks/endpoints', { url, events: ['sale.completed'] }, { token: merchant.token });
      expect({ url, status: refused.status, message: refused.body.message }).toEqual({ url, status: 400, message: WEBHOOK_URL_NOT_PUBLIC });
    }
    for (const url of ['http://example.com/hook', 'ftp://example.com/hook', 'https://user:secret@example.com/hook']) {
      const refused = await t.post('/api/webhooks/endpoints', { url, events: ['sale.completed'] }, { token: merchant.token });
      expect({ url, status: refused.status, message: refused.body.message }).toEqual({ url, status: 400, message: WEBHOOK_URL_INVALID });
    }
    // Saved by its owner earlier, the address now resolves to loopback: the call is refused, not made.
    const { id } = await addEndpoint(merchant, path());
    await t.dataSource.query(`UPDATE webhook_endpoints SET url = 'https://127.0.0.1:9/hook' WHERE id = $1`, [id]);
    const tried = await t.post(`/api/webhooks/endpoints/${id}/test`, undefined, { token: merchant.token });
    expect(tried.status).toBe(201);
    expect(tried.body).toMatchObject({
      type: 'webhook.test',
      status: 'pending',
      attempts: 1,
      lastStatusCode: null,
      lastResponse: `Not called: ${WEBHOOK_URL_NOT_PUBLIC}.`,
    });
  });

  it('sends a test event and resends a delivery with its event id', async () => {
    const merchant = await t.makeUser();
    const hook = path();
    const { id, secret } = await addEndpoint(merchant, hook);
    const sent = await t.post(`/api/webhooks/endpoints/${id}/test`, undefined, { token: merchant.token });
    expect(sent.body).toMatchObject({ type: 'webhook.test', status: 'delivered', attempts: 1, lastStatusCode: 200, lastResponse: 'ok' });
    const resent = await t.post(`/api/webhooks/deliveries/${sent.body.id}/resend`, undefined, { token: merchant.token });
    expect(resent.body).toMatchObject({ id: sent.body.id, eventId: sent.body.eventId, status: 'delivered', attempts: 2 });
    expect(receiver.at(hook).map((delivery) => delivery.headers['webhook-id'])).toEqual([sent.body.eventId, sent.body.eventId]);
    expect(receiver.at(hook).every((delivery) => verify(secret, delivery.headers, delivery.body))).toBe(true);
  });

  it('signs with the previous secret too for 24 hours after a rotation', async () => {
    const merchant = await t.makeUser();
    const hook = path();
    const { id, secret: old } = await addEndpoint(merchant, hook);
    const rotated = await t.post(`/api/webhooks/endpoints/${id}/rotate-secret`, undefined, { token: merchant.token });
    expect(rotated.status).toBe(201);
    expect(Date.parse(rotated.body.previousSecretUntil) - Date.now()).toBeGreaterThan(23.9 * 3600_000);
    await t.post(`/api/webhooks/endpoints/${id}/test`, undefined, { token: merchant.token });
    const [delivery] = receiver.at(hook);
    expect(delivery.headers['webhook-signature'].split(' ')).toHaveLength(2);
    expect(verify(rotated.body.secret, delivery.headers, delivery.body)).toBe(true);
    expect(verify(old, delivery.headers, delivery.body)).toBe(true);

    await t.dataSource.query(`UPDATE webhook_endpoints SET "previousSecretUntil" = now() - interval '1 second' WHERE id = $1`, [id]);
    await t.post(`/api/webhooks/endpoints/${id}/test`, undefined, { token: merchant.token });
    const after = receiver.at(hook)[1];
    expect(verify(rotated.body.secret, after.headers, after.body)).toBe(true);
    expect(verify(old, after.headers, after.body)).toBe(false);
  });

  it('switches off an endpoint failing for 3 days, fails what it had pending and tells its owner once', async () => {
    const { merchant, sell } = await shop();
    const hook = path();
    const { id } = await addEndpoint(merchant, hook);
    receiver.answer(hook, { status: 503 }, { status: 503 });
    await t.dataSource.query(`UPDATE webhook_endpoints SET "failingSince" = now() - interval '3 days 1 minute' WHERE id = $1`, [id]);
    await sell();
    await waitFor(async () => (await t.get('/api/webhooks/endpoints', { token: merchant.token })).body[0].enabled === false);

    const [endpoint] = (await t.get('/api/webhooks/endpoints', { token: merchant.token })).body;
    expect(endpoint).toMatchObject({ enabled: false, disabledReason: ENDPOINT_DISABLED_REASON });
    const [delivery] = await deliveriesOf(merchant, id);
    expect(delivery).toMatchObject({ status: 'failed', attempts: 1, lastStatusCode: 503 });
    const notices = (await t.get('/api/notifications', { token: merchant.token })).body.items.filter(
      (item: { kind: string }) => item.kind === 'webhook_disabled',
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ title: 'Webhook endpoint switched off', link: '/settings?tab=webhooks' });

    // Nothing is sent while it is off, nor by a sweep once it is on again: it hears what happens from then on.
    const whileOff = await sell();
    await t.app.get(WebhookSources).flush();
    await saleMadeMinutesAgo(id, whileOff.transactionId);
    const on = await t.patch(`/api/webhooks/endpoints/${id}`, { enabled: true }, { token: merchant.token });
    expect(on.body).toMatchObject({ enabled: true, disabledReason: null, failingSince: null });
    expect(await t.app.get(WebhookSources).sweepSales()).toBe(0);
    expect(receiver.at(hook)).toHaveLength(1);
    await sell();
    await waitFor(() => receiver.at(hook).length === 2);
    expect(await t.app.get(WebhookSources).sweepSales()).toBe(0);
    expect(await deliveriesOf(merchant, id)).toHaveLength(2);
  });

  it('tells refunds and alerts: sale.refunded, object.offline, stock.sold_out, and nothing an endpoint did not ask for', async () => {
    const { merchant, vendor, product, sell } = await shop();
    const hook = path();
    await addEndpoint(merchant, hook, ['sale.refunded', 'object.*', 'stock.sold_out']);
    const { transactionId } = await sell();
    expect((await t.post(`/api/transactions/${transactionId}/refund`, {}, { token: merchant.token })).status).toBe(200);
    const notifications = t.app.get(NotificationsService);
    const offline = {
      userId: merchant.id,
      kind: 'object_offline',
      title: 'Offline: Vendor',
      body: 'No heartbeat.',
      metadata: { vendorId: vendor.id },
    } as const;
    // The same silence twice is one notification, so one event.
    await notifications.notify({ ...offline, dedupeKey: 'offline:1' });
    await notifications.notify({ ...offline, dedupeKey: 'offline:1' });
    await notifications.notify({
      userId: merchant.id,
      kind: 'product_low_stock',
      title: 'Low stock',
      body: 'Only 1 left.',
      metadata: { productId: product.id },
    });
    await notifications.notify({ userId: merchant.id, kind: 'product_sold_out', title: 'Sold out', body: 'None left.', metadata: { productId: product.id } });
    await waitFor(() => receiver.at(hook).length >= 3);
    await t.app.get(WebhookSources).flush();

    const got = receiver.at(hook).map((delivery: ReceivedDelivery) => delivery.json);
    expect(got.map((event) => event.type).sort()).toEqual(['object.offline', 'sale.refunded', 'stock.sold_out']);
    expect(got.find((event) => event.type === 'sale.refunded')!.data).toEqual({
      transactionId,
      vendorId: vendor.id,
      amount: 450,
      refundedAmount: 450,
      completes: true,
    });
    expect(got.find((event) => event.type === 'object.offline')!.data).toEqual({ title: 'Offline: Vendor', message: 'No heartbeat.', vendorId: vendor.id });
  });

  it('tells the bell, e-mail and a Discord channel once when an object goes silent, and once when it is back, whatever the sweeps', async () => {
    const { merchant, vendor, script } = await shop();
    const channel = path();
    const discord = await t.post(
      '/api/webhooks/endpoints',
      { url: receiver.url(channel), events: ['object.*'], format: 'discord', description: 'Shop alerts' },
      { token: merchant.token },
    );
    expect(discord.body).toMatchObject({ format: 'discord', events: ['object.*'] });
    await t.dataSource.getRepository(User).update({ id: merchant.id }, { emailEvents: true });
    expect((await script.heartbeat({ kind: 'vendor', vendor_id: vendor.lslKey })).status).toBe(200);
    const silent = t.app.get(ObjectsGoneSilent);
    const kinds = async () =>
      (await t.get('/api/notifications', { token: merchant.token })).body.items
        .map((item: { kind: string }) => item.kind)
        .filter((kind: string) => kind.startsWith('object_'));
    const mails = () => smtp.messages.filter((mail) => mail.to.includes(merchant.email)).map((mail) => mail.subject);

    // Two heartbeats missed: the sweeps (every minute) tell it once.
    await t.dataSource.query(`UPDATE in_world_objects SET "lastSeenAt" = now() - interval '12 minutes' WHERE "ownerId" = $1`, [merchant.id]);
    await silent.check();
    await silent.check();
    expect(await silent.backOnline()).toBe(0);
    await waitFor(() => receiver.at(channel).length === 1 && mails().length === 1);
    expect(await kinds()).toEqual(['object_offline']);
    expect(mails()[0]).toContain('Offline: Vendor - Red Dress');
    const [offline] = receiver.at(channel);
    expect(JSON.parse(offline.body)).toEqual({
      username: 'SL Vendor Platform',
      content: expect.stringMatching(/^\*\*Offline: Vendor \\- Red Dress\*\*\nYour vendor Vendor \\- Red Dress in Luna Bay has sent no heartbeat since /),
      allowed_mentions: { parse: [] },
    });

    // It is back: told once, however many sweeps follow.
    expect((await script.heartbeat({ kind: 'vendor', vendor_id: vendor.lslKey })).status).toBe(200);
    expect(await silent.backOnline()).toBe(1);
    expect(await silent.backOnline()).toBe(0);
    await silent.check();
    await waitFor(() => receiver.at(channel).length === 2 && mails().length === 2);
    expect(await kinds()).toEqual(['object_online', 'object_offline']);
    expect(JSON.parse(receiver.at(channel)[1].body).content).toMatch(/^\*\*Back online: Vendor \\- Red Dress\*\*\n/);
    expect(mails()[1]).toContain('Back online: Vendor - Red Dress');
  });

  it("waits the merchant's own offline minutes before telling an object is offline", async () => {
    const { merchant, vendor, script } = await shop();
    for (const offlineAlertMinutes of [10, 1441, 30.5, '30']) {
      const refused = await t.patch('/api/settings/alerts', { offlineAlertMinutes }, { token: merchant.token });
      expect({ offlineAlertMinutes, status: refused.status, message: refused.body.message }).toEqual({
        offlineAlertMinutes,
        status: 400,
        message: 'Offline after must be a whole number of minutes from 11 to 1440',
      });
    }
    const saved = await t.patch('/api/settings/alerts', { offlineAlertMinutes: 30 }, { token: merchant.token });
    expect(saved.body).toMatchObject({ offlineAlertMinutes: 30 });
    expect((await script.heartbeat({ kind: 'vendor', vendor_id: vendor.lslKey })).status).toBe(200);
    const silentFor = (minutes: number) =>
      t.dataSource.query(`UPDATE in_world_objects SET "lastSeenAt" = now() - make_interval(mins => $2) WHERE "ownerId" = $1`, [merchant.id, minutes]);
    const offline = async () =>
      (await t.get('/api/notifications', { token: merchant.token })).body.items.filter((item: { kind: string }) => item.kind === 'object_offline');

    await silentFor(12);
    await t.app.get(ObjectsGoneSilent).check();
    expect(await offline()).toEqual([]);
    await silentFor(31);
    await t.app.get(ObjectsGoneSilent).check();
    expect(await offline()).toHaveLength(1);
  });

  it('tells once a day of sales an object holds, to the bell and the endpoints that hear it', async () => {
    const { merchant, vendor, script } = await shop();
    const hook = path();
    await addEndpoint(merchant, hook, ['object.sales_waiting']);
    const held = { kind: 'vendor', vendor_id: vendor.lslKey, parked: 2, queued: 1 } as const;
    expect((await script.heartbeat({ kind: 'vendor', vendor_id: vendor.lslKey })).status).toBe(200);
    expect((await script.heartbeat(held)).status).toBe(200);
    expect((await script.heartbeat(held)).status).toBe(200);
    await waitFor(() => receiver.at(hook).length === 1);
    const notices = (await t.get('/api/notifications', { token: merchant.token })).body.items.filter(
      (item: { kind: string }) => item.kind === 'object_sales_waiting',
    );
    expect(notices).toHaveLength(1);
    expect(notices[0].body).toBe(
      'Your vendor Vendor - Red Dress in Luna Bay holds 2 sales it could not report, and 1 more waits to be sent. It sends them as soon as the platform answers it; if this stays, check its script and the region.',
    );
    expect(receiver.at(hook)[0].json.data).toMatchObject({ title: 'Sales waiting in Vendor - Red Dress', parked: 2, queued: 1 });
  });

  it("posts a day's sales to a Discord channel once, a few minutes after SLT midnight", async () => {
    const { merchant, vendor } = await shop();
    const second = await make.vendor(merchant.id);
    // 28 November (SLT): three sales on two vendors, one refunded; the 27th and the 29th are other days.
    await make.transaction(vendor.id, { amount: 450, createdAt: new Date('2026-11-28T20:00:00Z') });
    await make.transaction(second.id, { amount: 1200, createdAt: new Date('2026-11-29T07:59:00Z') });
    await make.transaction(vendor.id, { amount: 999, status: 'refunded', createdAt: new Date('2026-11-28T21:00:00Z') });
    await make.transaction(vendor.id, { amount: 5, createdAt: new Date('2026-11-28T07:59:00Z') });
    await make.transaction(vendor.id, { amount: 7, createdAt: new Date('2026-11-29T08:00:00Z') });
    const channel = path();
    await t.post('/api/webhooks/endpoints', { url: receiver.url(channel), events: ['sale.daily_summary'], format: 'discord' }, { token: merchant.token });

    const sources = t.app.get(WebhookSources);
    // 00:03 SLT on the 29th: the 28th is not told yet; at 00:06 it is, once.
    expect(await sources.dailySummaries(new Date('2026-11-29T08:03:00Z'))).toBe(0);
    expect(await sources.dailySummaries(new Date('2026-11-29T08:06:00Z'))).toBe(1);
    expect(await sources.dailySummaries(new Date('2026-11-29T20:00:00Z'))).toBe(0);
    await waitFor(() => receiver.at(channel).length === 1);
    expect(JSON.parse(receiver.at(channel)[0].body).content).toBe('**Sales on 2026-11-28 (SLT)**: 2 sales, L$1,650 (commission L$82.50).');
  });

  it('sends a Discord endpoint only to a Discord webhook address', async () => {
    const merchant = await t.makeUser();
    expectError(
      await t.post('/api/webhooks/endpoints', { url: 'https://example.com/hook', events: ['sale.completed'], format: 'discord' }, { token: merchant.token }),
      400,
      DISCORD_URL_INVALID,
    );
    expectError(
      await t.post('/api/webhooks/endpoints', { url: receiver.url('/x'), events: ['sale.completed'], format: 'slack' }, { token: merchant.token }),
      400,
      WEBHOOK_FORMAT_INVALID,
    );
  });

  it("lets an administrator's endpoint hear every merchant's events, saying whose, and no merchant add one", async () => {
    const admin = await t.makeUser({ role: 'admin' });
    const hook = path();
    const created = await t.post('/api/webhooks/endpoints', { url: receiver.url(hook), events: ['sale.completed'], platform: true }, { token: admin.token });
    expect(created.body).toMatchObject({ platform: true });
    const other = await t.makeUser();
    expectError(
      await t.post('/api/webhooks/endpoints', { url: receiver.url(path()), events: ['sale.completed'], platform: true }, { token: other.token }),
      403,
      PLATFORM_ENDPOINT_ADMINS_ONLY,
    );

    const { merchant, sell } = await shop();
    const { transactionId } = await sell();
    await waitFor(() => receiver.at(hook).length === 1);
    expect(receiver.at(hook)[0].json).toMatchObject({ type: 'sale.completed', merchantId: merchant.id, data: { transactionId } });
    expect((await t.get('/api/webhooks/endpoints', { token: merchant.token })).body).toEqual([]);
    expect((await t.delete(`/api/webhooks/endpoints/${created.body.id}`, { token: admin.token })).status).toBe(204);
  });

  it("keeps each merchant's endpoints and deliveries to them, and checks what it is given", async () => {
    const owner = await t.makeUser();
    const other = await t.makeUser();
    const { id } = await addEndpoint(owner, path());
    const test = await t.post(`/api/webhooks/endpoints/${id}/test`, undefined, { token: owner.token });

    expect((await t.get('/api/webhooks/endpoints', { token: other.token })).body).toEqual([]);
    expectError(await t.get(`/api/webhooks/endpoints/${id}/deliveries`, { token: other.token }), 404, WEBHOOK_ENDPOINT_NOT_FOUND);
    expectError(await t.patch(`/api/webhooks/endpoints/${id}`, { enabled: false }, { token: other.token }), 404, WEBHOOK_ENDPOINT_NOT_FOUND);
    expectError(await t.post(`/api/webhooks/endpoints/${id}/test`, undefined, { token: other.token }), 404, WEBHOOK_ENDPOINT_NOT_FOUND);
    expectError(await t.post(`/api/webhooks/endpoints/${id}/rotate-secret`, undefined, { token: other.token }), 404, WEBHOOK_ENDPOINT_NOT_FOUND);
    expect((await t.post(`/api/webhooks/deliveries/${test.body.id}/resend`, undefined, { token: other.token })).status).toBe(404);
    expectError(await t.delete(`/api/webhooks/endpoints/${id}`, { token: other.token }), 404, WEBHOOK_ENDPOINT_NOT_FOUND);
    expect((await t.get('/api/webhooks/endpoints')).status).toBe(401);

    // A read key lists them, and changes nothing; an in-world key does not reach them.
    const read = (await t.post('/api/settings/api-keys', { name: 'Reader', scope: 'read' }, { token: owner.token })).body.key;
    const listed = await t.get('/api/webhooks/endpoints', { headers: { 'x-api-key': read } });
    expect(listed.body.map((item: { id: string }) => item.id)).toEqual([id]);
    expect(listed.body[0]).not.toHaveProperty('secret');
    expectError(
      await t.post('/api/webhooks/endpoints', { url: receiver.url('/x'), events: ['sale.completed'] }, { headers: { 'x-api-key': read } }),
      403,
      READ_KEY_WRITES,
    );
    const inWorld = await createApiKey(t, owner);
    expectError(await t.get('/api/webhooks/endpoints', { headers: { 'x-api-key': inWorld } }), 403, IN_WORLD_KEY_ON_REST);

    for (const events of [[], ['sale.shipped'], ['sale.completed', 'sale.completed'], 'sale.completed']) {
      expectError(await t.post('/api/webhooks/endpoints', { url: receiver.url('/x'), events }, { token: owner.token }), 400, WEBHOOK_EVENTS_INVALID);
    }
    expect((await t.get('/api/webhooks/endpoints', { token: owner.token })).body).toHaveLength(1);
    expect((await t.delete(`/api/webhooks/endpoints/${id}`, { token: owner.token })).status).toBe(204);
    expect((await t.get('/api/webhooks/endpoints', { token: owner.token })).body).toEqual([]);
  });

  it('documents every event type in docs/integrations.md', () => {
    const documented = [...readFileSync(INTEGRATIONS, 'utf8').matchAll(/^\| `([a-z_.]+)` \| (.+) \|$/gm)].map(([, type, about]) => [type, about]);
    expect(documented).toEqual(Object.entries(WEBHOOK_EVENTS).map(([type, { about }]) => [type, about]));
  });
});
