import { randomUUID } from 'node:crypto';

import { createApiKey } from '../in-world/in-world-support';
import { factories } from '../support/factories';
import { TestApp, type TestUser } from '../support/test-app';
import { sleep } from '../support/wait';

// No rate or script limit gets in the way here: the rate has its own test (update-broadcasts.spec.ts), and 1 000
// deliveries at Second Life's pace would take hours.
const ENV = {
  UPDATE_DELIVERIES_PER_BOX_PER_MINUTE: '100000',
  UPDATE_BROADCAST_SWEEP_SECONDS: '0',
  THROTTLE_SCRIPT_PER_MINUTE: '100000',
  THROTTLE_SCRIPT_PER_HOUR: '1000000',
  THROTTLE_SCRIPT_KEY_PER_MINUTE: '1000000',
};
const BUYERS = 1000;
const RESTART_AFTER = 400;

interface PendingEntry {
  id: number;
  buyer: string;
  item: string;
  kind?: string;
}

/**
 * A delivery box as delivery-box.lsl behaves: it polls, gives each update delivery listed (unless it remembers giving
 * it, as the script's last 20), keeps each report until the platform answers 2xx, and polls again only once every
 * report is sent. What it gave is counted per avatar, which is what the buyers would see in their inventory.
 */
class SimulatedBox {
  readonly given = new Map<string, number>();
  private readonly remembered: string[] = [];
  private readonly reports: number[] = [];

  constructor(
    readonly name: string,
    readonly boxKey: string,
    private readonly apiKey: string,
    private readonly objectKey: string,
    private readonly server: () => string,
  ) {}

  get gave(): number {
    return [...this.given.values()].reduce((sum, count) => sum + count, 0);
  }

  private headers(): Record<string, string> {
    return { 'content-type': 'application/json', 'x-api-key': this.apiKey, 'x-secondlife-object-key': this.objectKey };
  }

  /** One call; a refused connection or a 5xx (the server restarting) is like the script's 499: tried again later. */
  private async call(method: string, path: string, body?: unknown): Promise<{ status: number; body: any } | null> {
    try {
      const response = await fetch(`${this.server()}${path}`, { method, headers: this.headers(), body: body === undefined ? undefined : JSON.stringify(body) });
      const text = await response.text();
      if (response.status >= 500) return null;
      return { status: response.status, body: text ? JSON.parse(text) : null };
    } catch {
      return null;
    }
  }

  /** Polls once and gives what it is handed; answers how many update deliveries were listed. */
  async poll(): Promise<number> {
    const answer = await this.call('GET', `/api/lsl/redeliveries/pending?box_id=${this.boxKey}`);
    if (!answer) return -1;
    if (answer.status !== 200) throw new Error(`${this.name}: the pending list answered ${answer.status} ${JSON.stringify(answer.body)}`);
    const updates = (answer.body.requests as PendingEntry[]).filter((entry) => entry.kind === 'update');
    for (const entry of updates) {
      const name = `u${entry.id}`;
      if (this.reports.includes(entry.id)) continue;
      if (!this.remembered.includes(name)) {
        this.remembered.push(name);
        if (this.remembered.length > 20) this.remembered.shift();
        this.given.set(entry.buyer, (this.given.get(entry.buyer) ?? 0) + 1);
      }
      this.reports.push(entry.id);
    }
    return updates.length;
  }

  /** Sends the reports waiting, oldest first; stops at the first that cannot get through (tried again next round). */
  async sendReports(): Promise<void> {
    while (this.reports.length > 0) {
      const id = this.reports[0];
      const answer = await this.call('POST', `/api/lsl/update-deliveries/${id}/delivered`, { box_id: this.boxKey });
      if (!answer) return;
      if (answer.status !== 200) throw new Error(`${this.name}: the report on ${id} answered ${answer.status} ${JSON.stringify(answer.body)}`);
      this.reports.shift();
    }
  }

  get reportsWaiting(): number {
    return this.reports.length;
  }
}

describe('an update broadcast to 1 000 past buyers through two delivery boxes', () => {
  let base: TestApp;
  let server: TestApp;
  let merchant: TestUser;

  beforeAll(async () => {
    // `base` holds the database and the identity provider; the boxes talk to an instance that is restarted mid-way.
    base = await TestApp.start({ env: ENV });
    server = await TestApp.start({ joining: base, env: ENV });
    merchant = await base.makeUser();
  });
  afterAll(async () => {
    await server.close();
    await base.close();
  });

  it('gives every buyer the new version exactly once, across a restart and two instances, and nothing to those already served', async () => {
    const db = base.dataSource;
    const make = factories(db);
    const apiKey = await createApiKey(server, merchant);
    const vendor = await make.vendor(merchant.id);
    const product = await make.product(vendor.id, { name: 'Velvet Evening Gown', slItemId: 'Velvet Evening Gown' });

    // 1 000 avatars bought the product (every tenth as a gift from one payer, so the recipient is the avatar), a
    // hundred of them twice, and 20 other sales were refunded.
    const giftPayer = randomUUID();
    await db.query(
      `INSERT INTO transactions ("vendorId", "productId", "buyerId", "buyerName", "giftTo", "giftToName", amount, commission, "commissionRate", status, "createdAt")
       SELECT $1, $2, CASE WHEN i % 10 = 0 THEN $3 ELSE gen_random_uuid()::text END, 'Buyer ' || i,
              CASE WHEN i % 10 = 0 THEN gen_random_uuid()::text END, CASE WHEN i % 10 = 0 THEN 'Recipient ' || i END,
              250, 12.50, 5, 'completed', now() - interval '1 day' - i * interval '1 minute'
       FROM generate_series(1, $4::int) AS i`,
      [vendor.id, product.id, giftPayer, BUYERS],
    );
    await db.query(
      `INSERT INTO transactions ("vendorId", "productId", "buyerId", "buyerName", amount, commission, "commissionRate", status, "createdAt")
       SELECT "vendorId", "productId", "buyerId", "buyerName", amount, commission, "commissionRate", 'completed', "createdAt" - interval '30 days'
       FROM transactions WHERE "productId" = $1 AND "giftTo" IS NULL ORDER BY id LIMIT 100`,
      [product.id],
    );
    await db.query(
      `INSERT INTO transactions ("vendorId", "productId", "buyerId", "buyerName", amount, commission, "commissionRate", status, "createdAt")
       SELECT $1, $2, gen_random_uuid()::text, 'Refunded ' || i, 250, 12.50, 5, 'refunded', now() - interval '2 days' FROM generate_series(1, 20) AS i`,
      [vendor.id, product.id],
    );

    const published = await server.post(
      `/api/products/${product.id}/versions`,
      { version: '2.0', itemName: 'Velvet Evening Gown v2' },
      { token: merchant.token },
    );
    expect(published.status).toBe(201);

    // Already served since it was published: 40 bought it again, 30 got a redelivery (5 of them gift recipients).
    const boughtAgain: { avatar: string }[] = await db.query(
      `INSERT INTO transactions ("vendorId", "productId", "buyerId", "buyerName", amount, commission, "commissionRate", status, "createdAt")
       SELECT "vendorId", "productId", "buyerId", "buyerName", amount, commission, "commissionRate", 'completed', now() + interval '1 second'
       FROM (SELECT * FROM transactions WHERE "productId" = $1 AND "giftTo" IS NULL ORDER BY id OFFSET 200 LIMIT 40) earlier
       RETURNING "buyerId" AS avatar`,
      [product.id],
    );
    const redelivered: { avatar: string }[] = await db.query(
      `WITH picked AS (
         (SELECT id, "buyerId" AS avatar FROM transactions WHERE "productId" = $1 AND "giftTo" IS NULL ORDER BY id OFFSET 500 LIMIT 25)
         UNION ALL
         (SELECT id, "giftTo" AS avatar FROM transactions WHERE "productId" = $1 AND "giftTo" IS NOT NULL ORDER BY id LIMIT 5)
       ), filed AS (
         INSERT INTO redeliveries ("transactionId", "requestedBy", status, "requestedAt", "completedAt")
         SELECT id, avatar, 'completed', now(), now() + interval '1 second' FROM picked RETURNING "transactionId"
       )
       SELECT picked.avatar FROM picked JOIN filed ON filed."transactionId" = picked.id`,
      [product.id],
    );
    const alreadyServed = new Set([...boughtAgain, ...redelivered].map((row) => row.avatar));
    expect(alreadyServed.size).toBe(70);

    // Two delivery boxes in-world, running delivery-box.lsl 2.1.0 and holding the new item. Box A calls the instance
    // that is restarted; box B calls the other instance on the same database all along.
    const boxes: SimulatedBox[] = [];
    for (const [name, instance] of [
      ['Box A', () => server.baseUrl],
      ['Box B', () => base.baseUrl],
    ] as const) {
      const created = await server.post('/api/delivery-boxes', { name }, { token: merchant.token });
      expect(created.status).toBe(201);
      const objectKey = randomUUID();
      const headers = { 'x-api-key': apiKey, 'x-secondlife-object-key': objectKey };
      const heartbeat = await server.post(
        '/api/lsl/heartbeat',
        { kind: 'delivery-box', box_id: created.body.boxKey, object_key: objectKey, object_name: name, script_version: '2.1.0' },
        { headers },
      );
      expect(heartbeat.status).toBe(200);
      const inventory = await server.put(
        '/api/lsl/boxes/inventory',
        { box_id: created.body.boxKey, items: ['Velvet Evening Gown', 'Velvet Evening Gown v2'] },
        { headers },
      );
      expect(inventory.status).toBe(200);
      boxes.push(new SimulatedBox(name, created.body.boxKey, apiKey, objectKey, instance));
    }

    const started = await server.post('/api/update-broadcasts', { productVersionId: published.body.version.id }, { token: merchant.token });
    expect(started.status).toBe(201);
    expect(started.body.counts).toMatchObject({ recipients: BUYERS, skipped: 70, sent: 0 });
    // The first page of each box is handed out at once.
    expect(started.body.counts.waiting + started.body.counts.handed).toBe(BUYERS - 70);
    const broadcastId: number = started.body.id;

    const open = async (): Promise<number> => {
      const [row] = await db.query(`SELECT count(*)::int AS open FROM update_deliveries WHERE "broadcastId" = $1 AND state IN ('waiting', 'handed')`, [
        broadcastId,
      ]);
      return row.open;
    };
    const totalGiven = () => boxes.reduce((sum, b) => sum + b.gave, 0);

    // The restart comes while box A has given a page and not reported it: its instance is stopped, a new one started
    // on the same database, and box A carries on against it.
    const restarted = { at: null as number | null };
    let restarting: Promise<void> | null = null;
    const restart = () =>
      (restarting ??= (async () => {
        restarted.at = totalGiven();
        await server.close();
        server = await TestApp.start({ joining: base, env: ENV });
      })());

    const run = async (deliveryBox: SimulatedBox) => {
      const deadline = Date.now() + 90_000;
      for (;;) {
        if (Date.now() > deadline) throw new Error(`${deliveryBox.name} did not finish: ${await open()} deliveries open`);
        const listed = await deliveryBox.poll();
        if (deliveryBox === boxes[0] && listed > 0 && totalGiven() >= RESTART_AFTER && deliveryBox.reportsWaiting > 0) await restart();
        await deliveryBox.sendReports();
        if (listed === 0 && deliveryBox.reportsWaiting === 0 && (await open()) === 0) return;
        if (listed <= 0) await sleep(20);
      }
    };
    await Promise.all(boxes.map(run));

    expect(restarted.at).not.toBeNull();
    expect(restarted.at!).toBeGreaterThanOrEqual(RESTART_AFTER);
    expect(restarted.at!).toBeLessThan(BUYERS - 70);

    // Each buyer got the new version exactly once, through both boxes; those already served got nothing.
    const received = new Map<string, number>();
    for (const deliveryBox of boxes) for (const [avatar, count] of deliveryBox.given) received.set(avatar, (received.get(avatar) ?? 0) + count);
    expect(received.size).toBe(BUYERS - 70);
    expect([...received.values()].every((count) => count === 1)).toBe(true);
    expect([...received.keys()].filter((avatar) => alreadyServed.has(avatar))).toEqual([]);
    for (const deliveryBox of boxes) expect(deliveryBox.gave).toBeGreaterThan(100);

    const recipients: { avatar: string }[] = await db.query(
      `SELECT DISTINCT lower(COALESCE("giftTo", "buyerId")) AS avatar FROM transactions WHERE "productId" = $1 AND status = 'completed'`,
      [product.id],
    );
    expect(recipients).toHaveLength(BUYERS);
    expect(new Set([...received.keys(), ...alreadyServed])).toEqual(new Set(recipients.map((row) => row.avatar)));
    expect(received.has(giftPayer)).toBe(false);

    const rows: { state: string; boxKey: string | null; count: number }[] = await db.query(
      `SELECT d.state, b."boxKey", count(*)::int AS count FROM update_deliveries d LEFT JOIN delivery_boxes b ON b.id = d."boxId"
       WHERE d."broadcastId" = $1 GROUP BY 1, 2`,
      [broadcastId],
    );
    const byStateAndBox = (a: { state: string; boxKey: string | null }, b: { state: string; boxKey: string | null }) =>
      `${a.state} ${a.boxKey}`.localeCompare(`${b.state} ${b.boxKey}`);
    expect(rows.sort(byStateAndBox)).toEqual(
      [
        ...boxes.map((deliveryBox) => ({ state: 'sent', boxKey: deliveryBox.boxKey, count: deliveryBox.gave })),
        { state: 'skipped', boxKey: null, count: 70 },
      ].sort(byStateAndBox),
    );
    const shown = await server.get(`/api/update-broadcasts/${broadcastId}`, { token: merchant.token });
    expect(shown.body).toMatchObject({
      status: 'completed',
      counts: { recipients: BUYERS, sent: BUYERS - 70, failed: 0, waiting: 0, handed: 0, skipped: 70, cancelled: 0 },
      failures: [],
    });
  }, 120_000);
});
