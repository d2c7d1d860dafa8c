import { createHash, randomUUID } from 'node:crypto';

import { BuyerRedeliveryLink } from '../../src/redeliveries/buyer-redelivery-link.entity';
import { Redelivery } from '../../src/redeliveries/redelivery.entity';
import { counts, createApiKey, expectError, inWorldObject, liveBox, recordedCalls, scripts, simulatorHeaders } from '../in-world/in-world-support';
import { type Factories, factories } from '../support/factories';
import { TestApp, type TestUser } from '../support/test-app';
import { waitFor } from '../support/wait';

const EXPIRED = 'This link has expired (links work for 30 minutes). Touch the redelivery terminal or vendor again for a new one.';
const UNKNOWN = 'This link is not valid. Touch the redelivery terminal or vendor again for a new one.';
const NOW = '2026-11-20T18:00:00.000Z';

const tokenOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A buyer's web link from a terminal or vendor (llLoadURL), and the page it opens without sign-in. */
describe('buyer redelivery links (/redeliver/:token)', () => {
  let t: TestApp;
  let make: Factories;
  let rows: ReturnType<typeof counts>;

  beforeAll(async () => {
    t = await TestApp.start({ env: { CLOCK_FIXED_AT: NOW } });
    make = factories(t.dataSource);
    rows = counts(t.dataSource);
  });
  afterAll(() => t.close());

  async function shop(): Promise<{ user: TestUser; key: string; terminal: ReturnType<typeof scripts> }> {
    const user = await t.makeUser();
    const key = await createApiKey(t, user);
    return { user, key, terminal: scripts(t, inWorldObject(key, 'Redelivery Terminal')) };
  }

  const askLink = (terminal: ReturnType<typeof scripts>, body: Record<string, unknown>) => terminal.post('/api/lsl/redelivery-links', body);
  const page = (token: string) => t.request('GET', `/api/buyer-redeliveries/${token}`);
  const redeliver = (token: string, transactionId: number | string) => t.request('POST', `/api/buyer-redeliveries/${token}/${transactionId}`);

  async function linkFor(terminal: ReturnType<typeof scripts>, avatar: string): Promise<string> {
    const answer = await askLink(terminal, { avatar });
    expect(answer.status).toBe(201);
    return tokenOf(answer.body.url);
  }

  it('makes a link to this server valid for 30 minutes, storing only its hash', async () => {
    const { user, terminal } = await shop();
    const avatar = randomUUID();
    const answer = await askLink(terminal, { avatar: avatar.toUpperCase() });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ url: expect.stringMatching(/^https?:\/\/[^/]+\/redeliver\/[A-Za-z0-9_-]{43}$/), expires_at: '2026-11-20T18:30:00.000Z' });
    const token = tokenOf(answer.body.url);
    const [row] = await t.dataSource.getRepository(BuyerRedeliveryLink).findBy({ ownerId: user.id });
    expect(row).toMatchObject({ avatarKey: avatar, objectKey: terminal.object.objectKey, tokenHash: sha256(token) });
    expect(JSON.stringify(await t.dataSource.query('SELECT * FROM buyer_redelivery_links'))).not.toContain(token);
  });

  it('keeps the X-SecondLife-Object-Key header as the object touched only when it is a key', async () => {
    const { user, key } = await shop();
    for (const header of ['x'.repeat(300), 'not-a-key']) {
      const headers = { ...simulatorHeaders(inWorldObject(key, 'Redelivery Terminal')), 'x-secondlife-object-key': header };
      const answer = await t.request('POST', '/api/lsl/redelivery-links', { rawBody: JSON.stringify({ avatar: randomUUID() }), headers });
      expect(answer.status).toBe(201);
    }
    const links = await t.dataSource.getRepository(BuyerRedeliveryLink).findBy({ ownerId: user.id });
    expect(links.map((link) => link.objectKey)).toEqual([null, null]);
  });

  it("lists only that avatar's completed purchases from this merchant, gifts to them included", async () => {
    const { user, terminal } = await shop();
    const { user: other } = await shop();
    const avatar = randomUUID();
    const vendor = await make.vendor(user.id);
    const secondVendor = await make.vendor(user.id);
    const product = await make.product(vendor.id, { name: 'Red Dress', slItemId: 'Red Dress (boxed)' });
    const bought = await make.transaction(vendor.id, { buyerId: avatar, productId: product.id, amount: 250, createdAt: new Date('2026-11-18T20:00:00Z') });
    const fromOtherVendor = await make.transaction(secondVendor.id, { buyerId: avatar, amount: 100, createdAt: new Date('2026-11-19T20:00:00Z') });
    const giftToThem = await make.transaction(vendor.id, { giftTo: avatar, amount: 75, createdAt: new Date('2026-11-17T20:00:00Z') });
    await make.transaction(vendor.id, { buyerId: avatar, giftTo: randomUUID() });
    await make.transaction(vendor.id, { buyerId: avatar, status: 'refunded' });
    await make.transaction(vendor.id, { buyerId: randomUUID() });
    await make.transaction((await make.vendor(other.id)).id, { buyerId: avatar });
    await make.redelivery(bought.id, { status: 'assigned', assignedAt: new Date() });

    const listed = await page(await linkFor(terminal, avatar));
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual({
      expiresAt: '2026-11-20T18:30:00.000Z',
      purchases: [
        { transactionId: fromOtherVendor.id, productName: `Purchase #${fromOtherVendor.id}`, amount: 100, date: '2026-11-19', redelivery: null },
        { transactionId: bought.id, productName: 'Red Dress', amount: 250, date: '2026-11-18', redelivery: 'assigned' },
        { transactionId: giftToThem.id, productName: `Purchase #${giftToThem.id}`, amount: 75, date: '2026-11-17', redelivery: null },
      ],
    });
    expect((await page(await linkFor(terminal, randomUUID()))).body.purchases).toEqual([]);
  });

  it('redelivers a listed purchase as the terminal does: handed to the box, which then sees it', async () => {
    const { user, key, terminal } = await shop();
    const avatar = randomUUID();
    const vendor = await make.vendor(user.id);
    const box = await liveBox(t, user, key, { items: ['Red Dress'] });
    const product = await make.product(vendor.id, { name: 'Red Dress', slItemId: 'Red Dress' });
    const sale = await make.transaction(vendor.id, { buyerId: avatar, productId: product.id, buyerName: 'Ann Resident', ownerId: user.id });
    const token = await linkFor(terminal, avatar);

    const filed = await redeliver(token, sale.id);
    expect(filed.status).toBe(201);
    expect(filed.body).toEqual({ id: expect.any(Number), status: 'assigned' });
    expect(await t.dataSource.getRepository(Redelivery).findOneByOrFail({ id: filed.body.id })).toMatchObject({
      transactionId: sale.id,
      requestedBy: avatar,
      boxId: box.id,
    });
    expect((await box.script.pending(box.boxKey)).body).toEqual({ requests: [{ id: filed.body.id, buyer: avatar, item: 'Red Dress' }] });
    // The merchant hears of it as of a terminal's request.
    await waitFor(async () => {
      const found: unknown[] = await t.dataSource.query(`SELECT 1 FROM notifications WHERE "userId" = $1 AND kind = 'redelivery_requested'`, [user.id]);
      return found.length === 1;
    });
    // Asked again (a second click), the open request is answered and nothing new is filed.
    const before = await rows.redeliveries();
    expect((await redeliver(token, sale.id)).body).toEqual(filed.body);
    expect(await rows.redeliveries()).toBe(before);
    expect((await page(token)).body.purchases[0]).toMatchObject({ transactionId: sale.id, redelivery: 'assigned' });
  });

  it("refuses another avatar's, another merchant's and a refunded purchase, and writes nothing", async () => {
    const { user, terminal } = await shop();
    const { user: other } = await shop();
    const avatar = randomUUID();
    const vendor = await make.vendor(user.id);
    const someoneElses = await make.transaction(vendor.id, { buyerId: randomUUID() });
    const giftTheyGave = await make.transaction(vendor.id, { buyerId: avatar, giftTo: randomUUID() });
    const otherMerchants = await make.transaction((await make.vendor(other.id)).id, { buyerId: avatar });
    const refunded = await make.transaction(vendor.id, { buyerId: avatar, status: 'refunded' });
    const token = await linkFor(terminal, avatar);
    const before = await rows.redeliveries();

    for (const sale of [someoneElses, giftTheyGave, otherMerchants]) expectError(await redeliver(token, sale.id), 404, 'Transaction not found.');
    expectError(await redeliver(token, 9_000_000_000), 404, 'Transaction not found.');
    expectError(await redeliver(token, refunded.id), 409, 'Only a completed purchase can be delivered again.');
    expect(await rows.redeliveries()).toBe(before);
  });

  it('answers an expired, replaced or unknown link with what to do, and writes nothing', async () => {
    const { user, terminal } = await shop();
    const avatar = randomUUID();
    const sale = await make.transaction((await make.vendor(user.id)).id, { buyerId: avatar });
    const token = await linkFor(terminal, avatar);
    // 30 minutes later, as the fixed clock sees it.
    await t.dataSource.query(`UPDATE buyer_redelivery_links SET "expiresAt" = $2 WHERE "tokenHash" = $1`, [sha256(token), NOW]);
    const before = await rows.redeliveries();

    expectError(await page(token), 410, EXPIRED);
    expectError(await redeliver(token, sale.id), 410, EXPIRED);
    expectError(await page('no-such-link'), 404, UNKNOWN);
    expectError(await redeliver(`${token}x`, sale.id), 404, UNKNOWN);
    expect(await rows.redeliveries()).toBe(before);

    // A new link for the same avatar ends the one before it.
    const first = await linkFor(terminal, avatar);
    expect((await page(first)).status).toBe(200);
    const second = await linkFor(terminal, avatar);
    expectError(await page(first), 410, EXPIRED);
    expect((await page(second)).status).toBe(200);
  });

  it('refuses bad input with 400, a missing or wrong key with 401, and a vendor key not yours with 404', async () => {
    const { terminal, key } = await shop();
    const { user: other } = await shop();
    expectError(await askLink(terminal, {}), 400, "avatar is required: the buyer's avatar key");
    expectError(await askLink(terminal, { avatar: 'Ann Resident' }), 400, "avatar must be the buyer's avatar key (a UUID)");
    expectError(await askLink(terminal, { avatar: randomUUID(), object_key: 'x' }), 400, 'object_key must be the key of the terminal or vendor (a UUID)');
    expectError(await askLink(terminal, { avatar: randomUUID(), extra: 1 }), 400, 'Unknown field "extra" is not allowed');
    expectError(await askLink(terminal, { avatar: randomUUID(), vendor_id: (await make.vendor(other.id)).lslKey }), 404, 'Unknown vendor key.');
    const noKey = await t.request('POST', '/api/lsl/redelivery-links', { body: { avatar: randomUUID() } });
    expect(noKey.status).toBe(401);
    const wrongKey = scripts(t, inWorldObject(`${key.slice(0, -4)}abcd`, 'Redelivery Terminal'));
    expect((await askLink(wrongKey, { avatar: randomUUID() })).status).toBe(401);
    const token = await linkFor(terminal, randomUUID());
    expectError(await redeliver(token, 'abc'), 400, 'The id in the path must be a positive whole number.');
    expectError(await redeliver(token, 0), 400, 'The id in the path must be a positive whole number.');
  });

  it("records a vendor's link as that vendor's call", async () => {
    const { user, key } = await shop();
    const vendor = await make.vendor(user.id);
    const vendorScript = scripts(t, inWorldObject(key, 'Vendor - Red Dress'));
    const answer = await askLink(vendorScript, { avatar: randomUUID(), vendor_id: vendor.lslKey });
    expect(answer.status).toBe(201);
    const calls = await recordedCalls(t);
    expect(calls.filter((call) => call.endpoint.includes('redelivery-links') && call.vendorId === vendor.id)).toHaveLength(1);
  });
});

describe('buyer redelivery links: throttling', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await TestApp.start({ env: { THROTTLE_USER_PER_MINUTE: '5' } });
  });
  afterAll(() => t.close());

  it('slows down one address opening links, whatever the token', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 6; index += 1) statuses.push((await t.request('GET', `/api/buyer-redeliveries/guess-${index}`)).status);
    expect(statuses).toEqual([404, 404, 404, 404, 404, 429]);
    const refused = await t.request('POST', '/api/buyer-redeliveries/guess/1');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
