import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

import { InWorldObject } from '../../src/in-world-objects/in-world-object.entity';
import { MailService } from '../../src/mail/mail.service';
import { Notification } from '../../src/notifications/notification.entity';
import { Redelivery } from '../../src/redeliveries/redelivery.entity';
import { RedeliveryDispatcher } from '../../src/redeliveries/redelivery-dispatcher';
import { Transaction } from '../../src/sales/transaction.entity';
import { createApiKey, expectError, inWorldObject, liveBox, saleBody, scripts } from '../in-world/in-world-support';
import { type Factories, factories } from '../support/factories';
import { keyUseSettled, statementsOf } from '../support/sale-statements';
import { TestApp, type TestUser } from '../support/test-app';
import { waitFor } from '../support/wait';

const ON_ITS_WAY_NOW = 'Your item is on its way: a delivery box is sending it now.';
const ON_ITS_WAY_LATER = 'Your item is on its way: a delivery box will send it shortly.';

/**
 * Central delivery (docs/decisions/0090-central-delivery.md): a vendor that does not hold a product's item answers
 * deliver "box", and the sale's delivery goes to an online box holding it, as a redelivery request of kind sale.
 */
describe('central delivery of sales by delivery boxes', () => {
  let t: TestApp;
  let make: Factories;
  const servers: Server[] = [];

  beforeAll(async () => {
    // Box URLs here are local test servers; in production only Second Life simulators are accepted.
    t = await TestApp.start({ env: { BOX_URL_HOSTS: '127.0.0.1' } });
    make = factories(t.dataSource);
  });
  afterAll(async () => {
    await t.close();
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  });

  /** A box's HTTP-in URL: records the bodies the platform pings it with. */
  async function boxUrl(): Promise<{ url: string; pings: string[] }> {
    const pings: string[] = [];
    const server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      request.on('end', () => {
        pings.push(body);
        response.writeHead(200).end('OK');
      });
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/cap/${randomUUID()}`, pings };
  }

  /** A merchant with a key, and a vendor selling "Red Dress" (item "Red Dress v2") whose object holds only "Blue Hat". */
  async function shop(options: { reported?: boolean } = {}) {
    const owner = await t.makeUser();
    const key = await createApiKey(t, owner);
    const vendor = await make.vendor(owner.id);
    const dress = await make.product(vendor.id, { name: 'Red Dress', slItemId: 'Red Dress v2', price: 250 });
    const hat = await make.product(vendor.id, { name: 'Blue Hat', price: 100 });
    const vendorScript = scripts(t, inWorldObject(key, 'Vendor - Red Dress'));
    if (options.reported !== false) {
      const reported = await vendorScript.put('/api/lsl/vendors/inventory', { vendor_id: vendor.lslKey, items: ['Blue Hat'] });
      expect(reported.status).toBe(200);
      expect(reported.body).toEqual({ items: 1 });
    }
    const sell = (productId: number, amount: number, fields: { saleId?: string; buyer?: string } = {}) =>
      vendorScript.postSale(saleBody({ saleId: fields.saleId, buyer: fields.buyer ?? randomUUID(), vendorKey: vendor.lslKey, amount, productId }));
    return { owner, key, vendor, dress, hat, vendorScript, sell };
  }

  const merchantView = async (owner: TestUser, id: number) =>
    (await t.get('/api/redeliveries?pageSize=100', { token: owner.token })).body.items.find((item: { id: number }) => item.id === id);
  const silence = (objectKey: string, minutes: number) =>
    t.dataSource.getRepository(InWorldObject).update({ objectKey }, { lastSeenAt: new Date(Date.now() - minutes * 60_000) });
  const backdate = (id: number, minutes: number) =>
    t.dataSource.getRepository(Redelivery).update({ id }, { requestedAt: new Date(Date.now() - minutes * 60_000) });
  const lateAlerts = (owner: TestUser) => t.dataSource.getRepository(Notification).findBy({ userId: owner.id, kind: 'sale_delivery_late' });

  it('lets the vendor give what it holds at once: one statement, no delivery filed', async () => {
    const { key, hat, sell } = await shop();
    // The key's first use (the inventory report) is written and heard before the first sale reads the vendor's
    // pricing; the next sales are the steady sale path.
    await keyUseSettled(t, key);
    expect((await sell(hat.id, 100)).status).toBe(200);
    let sold!: Awaited<ReturnType<typeof sell>>;
    const statements = await statementsOf(async () => {
      sold = await sell(hat.id, 100);
    });
    expect(statements).toEqual(['WITH product AS']);
    expect(sold.status).toBe(200);
    expect(sold.body).toMatchObject({ status: 'completed', deliver: 'vendor', delivery: null });
    expect(await t.dataSource.getRepository(Redelivery).countBy({ transactionId: sold.body.transaction_id })).toBe(0);
    expect(await t.dataSource.getRepository(Transaction).findOneByOrFail({ id: sold.body.transaction_id })).toMatchObject({ delivery: 'vendor' });
  });

  it('hands a sale the vendor cannot give to a box holding the item: pinged, listed as kind sale, delivered, and never shown to another merchant', async () => {
    const { owner, key, dress, sell } = await shop();
    const url = await boxUrl();
    const box = await liveBox(t, owner, key, { name: 'Main Store Box', items: ['Red Dress v2'], url: url.url });
    const other = await liveBox(t, owner, key, { name: 'Hat Box', items: ['Blue Hat'] });
    // Another merchant's box holding the very same item.
    const stranger = await t.makeUser();
    const strangerBox = await liveBox(t, stranger, await createApiKey(t, stranger), { name: 'Stranger Box', items: ['Red Dress v2'] });

    const buyer = randomUUID();
    const saleId = randomUUID();
    const sold = await sell(dress.id, 250, { buyer, saleId });
    expect(sold.status).toBe(200);
    expect(sold.body).toMatchObject({
      status: 'completed',
      amount: 250,
      deliver: 'box',
      delivery: { id: expect.any(Number), status: 'assigned', message: ON_ITS_WAY_NOW },
    });
    const id: number = sold.body.delivery.id;
    // The box was pinged at once.
    await waitFor(() => url.pings.some((body) => 'deliveries' in (JSON.parse(body) as object)));

    // The vendor's retry (it got no answer) is answered the same, and files nothing new.
    const again = await sell(dress.id, 250, { buyer, saleId });
    expect(again.body).toMatchObject({ transaction_id: sold.body.transaction_id, deliver: 'box', delivery: { id, status: 'assigned' } });
    expect(await t.dataSource.getRepository(Redelivery).countBy({ transactionId: sold.body.transaction_id })).toBe(1);

    expect((await box.script.pending(box.boxKey)).body).toEqual({ requests: [{ id, buyer, item: 'Red Dress v2', kind: 'sale' }] });
    expect((await other.script.pending(other.boxKey)).body).toEqual({ requests: [] });
    expect((await strangerBox.script.pending(strangerBox.boxKey)).body).toEqual({ requests: [] });
    // The other merchant can neither report it nor see it.
    expectError(await strangerBox.script.delivered(id, strangerBox.boxKey), 404, 'Redelivery request not found.');
    expect(await merchantView(stranger, id)).toBeUndefined();

    expect(await merchantView(owner, id)).toMatchObject({
      kind: 'sale',
      transactionId: sold.body.transaction_id,
      status: 'assigned',
      boxName: 'Main Store Box',
    });
    const delivered = await box.script.delivered(id, box.boxKey);
    expect(delivered.body).toEqual({ id, status: 'completed' });
    expect(await merchantView(owner, id)).toMatchObject({ kind: 'sale', status: 'completed', boxName: 'Main Store Box', completedAt: expect.any(String) });
    expect((await box.script.pending(box.boxKey)).body).toEqual({ requests: [] });
    expect(await t.dataSource.getRepository(Transaction).findOneByOrFail({ id: sold.body.transaction_id })).toMatchObject({ delivery: 'box' });
  });

  it('leaves every sale to a vendor that never listed its contents (older scripts give their own), and sends those of a vendor listing none to a box', async () => {
    const { owner, key, vendor, vendorScript, hat, sell } = await shop({ reported: false });
    const box = await liveBox(t, owner, key, { items: ['Blue Hat'] });
    expect((await sell(hat.id, 100)).body).toMatchObject({ deliver: 'vendor', delivery: null });
    expect((await box.script.pending(box.boxKey)).body).toEqual({ requests: [] });

    expect((await vendorScript.put('/api/lsl/vendors/inventory', { vendor_id: vendor.lslKey, items: [] })).status).toBe(200);
    const sold = await sell(hat.id, 100);
    expect(sold.body).toMatchObject({ deliver: 'box', delivery: { status: 'assigned' } });
    expect((await box.script.pending(box.boxKey)).body.requests).toEqual([
      expect.objectContaining({ id: sold.body.delivery.id, kind: 'sale', item: 'Blue Hat' }),
    ]);
    // A gift card's code is its item: the vendor sends it, whatever it lists.
    const card = await make.product(vendor.id, { name: 'Gift Card L$500', price: 500, giftCardValue: 500 });
    expect((await sell(card.id, 500)).body).toMatchObject({ deliver: 'vendor', delivery: null, voucher: { balance: 500 } });
  });

  it('takes a sale from a box that fell silent and hands it to another box holding the item', async () => {
    const { owner, key, dress, sell } = await shop();
    const first = await liveBox(t, owner, key, { name: 'First Box', items: ['Red Dress v2'] });
    const sold = await sell(dress.id, 250);
    const id: number = sold.body.delivery.id;
    expect(await merchantView(owner, id)).toMatchObject({ status: 'assigned', boxId: first.id });

    const second = await liveBox(t, owner, key, { name: 'Second Box', items: ['Red Dress v2'] });
    await silence(first.script.object.objectKey, 12);
    expect((await second.script.pending(second.boxKey)).body.requests).toEqual([expect.objectContaining({ id, kind: 'sale' })]);
    expect(await merchantView(owner, id)).toMatchObject({ kind: 'sale', status: 'assigned', boxId: second.id, boxName: 'Second Box' });
    expect((await first.script.pending(first.boxKey)).body).toEqual({ requests: [] });
  });

  it("alerts the merchant once (bell and e-mail) when no box delivered a sale within the merchant's minutes", async () => {
    const { owner, dress, sell } = await shop();
    const sold = await sell(dress.id, 250);
    // No box at all: the buyer is told the item is on its way.
    expect(sold.body).toMatchObject({ deliver: 'box', delivery: { status: 'pending', message: ON_ITS_WAY_LATER } });
    const id: number = sold.body.delivery.id;
    const sweep = () => t.app.get(RedeliveryDispatcher).sweep();

    // The merchant allows 30 minutes: 11 minutes late is not late yet.
    expectError(
      await t.request('PATCH', '/api/settings/deliveries', { token: owner.token, body: { saleDeliveryAlertMinutes: 0 } }),
      400,
      'Alert after must be a whole number of minutes from 1 to 1440',
    );
    const set = await t.request('PATCH', '/api/settings/deliveries', { token: owner.token, body: { saleDeliveryAlertMinutes: 30 } });
    expect(set.status).toBe(200);
    expect(set.body.saleDeliveryAlertMinutes).toBe(30);
    await backdate(id, 11);
    await sweep();
    expect(await lateAlerts(owner)).toHaveLength(0);

    await backdate(id, 31);
    await sweep();
    await sweep();
    const alerts = await lateAlerts(owner);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({
      title: `Sale #${sold.body.transaction_id} not delivered yet`,
      body:
        `"Red Dress v2" of sale #${sold.body.transaction_id} was not delivered within 30 minutes. No delivery box is set up: add one on the LSL Integration page. ` +
        'The buyer was told it is on its way: put the item in an online delivery box, or refund the sale from the Transactions page.',
      link: '/redelivery',
    });
    const bell = await t.get('/api/notifications', { token: owner.token });
    expect(bell.body.items.map((item: { kind: string }) => item.kind)).toContain('sale_delivery_late');
    const folder = t.app.get(MailService).folder;
    const written = () => (existsSync(folder) ? readdirSync(folder).map((file) => readFileSync(join(folder, file), 'utf8')) : []);
    await waitFor(() =>
      written().some((eml) => eml.includes(`Subject: Sale #${sold.body.transaction_id} not delivered yet`) && eml.includes(`To: ${owner.email}`)),
    );
  });

  it('stops delivering a sale refunded on the web: its delivery fails and leaves the box', async () => {
    const { owner, key, dress, sell } = await shop();
    const box = await liveBox(t, owner, key, { items: ['Red Dress v2'] });
    const sold = await sell(dress.id, 250);
    const id: number = sold.body.delivery.id;
    expect((await t.post(`/api/transactions/${sold.body.transaction_id}/refund`, undefined, { token: owner.token })).status).toBe(200);
    expect(await merchantView(owner, id)).toMatchObject({ kind: 'sale', status: 'failed', failureReason: 'The sale was refunded.' });
    expect((await box.script.pending(box.boxKey)).body).toEqual({ requests: [] });
  });

  it("refuses another merchant's vendor and bad lists when a vendor reports what it holds", async () => {
    const { vendor, vendorScript } = await shop({ reported: false });
    const stranger = await t.makeUser();
    const strangerScript = scripts(t, inWorldObject(await createApiKey(t, stranger)));
    expectError(await strangerScript.put('/api/lsl/vendors/inventory', { vendor_id: vendor.lslKey, items: ['Red Dress v2'] }), 404, 'Unknown vendor key.');
    expectError(
      await vendorScript.put('/api/lsl/vendors/inventory', { vendor_id: vendor.lslKey, items: [''] }),
      400,
      'each item name must be a non-empty inventory name',
    );
    const first = await vendorScript.put('/api/lsl/vendors/inventory', { vendor_id: vendor.lslKey, items: ['A', 'B'] });
    const added = await vendorScript.put('/api/lsl/vendors/inventory', { vendor_id: vendor.lslKey, items: ['B', 'C'], append: true });
    expect([first.body, added.body]).toEqual([{ items: 2 }, { items: 3 }]);
  });
});
