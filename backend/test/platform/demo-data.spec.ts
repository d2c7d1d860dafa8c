import { LocalAuthService } from '../../src/auth/local/local-auth.service';
import { DEMO_MERCHANT, seedDemoData } from '../../src/demo/demo-seed';
import { currentScriptVersion } from '../../src/in-world-objects/script-versions';
import { ObjectsGoneSilent } from '../../src/notifications/objects-gone-silent';
import { TestApp } from '../support/test-app';

/** The demo shop `npm start` seeds tells one coherent story (docs/decisions/0007-demo-data.md). */
describe('demo data', () => {
  let t: TestApp;
  const count = async (sql: string) => (await t.dataSource.query<{ count: number }[]>(`SELECT count(*)::int AS count FROM (${sql}) rows`))[0].count;

  beforeAll(async () => {
    t = await TestApp.start({ authMode: 'local' });
    await seedDemoData(t.dataSource, t.app.get(LocalAuthService, { strict: false }));
  });
  afterAll(() => t.close());

  it('seeds a shop with sales, an event and the platform rate', async () => {
    expect(await count(`SELECT 1 FROM transactions`)).toBe(420);
    expect(await count(`SELECT 1 FROM transactions WHERE "eventId" IS NOT NULL`)).toBeGreaterThan(0);
    expect(await count(`SELECT 1 FROM commission_configs WHERE scope = 'global' AND "isActive"`)).toBe(1);
  });

  it('gives demos of the products with a demo item over the last 30 days, some of them before a purchase', async () => {
    expect(await count(`SELECT 1 FROM product_demos`)).toBeGreaterThan(60);
    expect(await count(`SELECT 1 FROM product_demos d JOIN products p ON p.id = d."productId" WHERE p."demoItemName" IS NULL`)).toBe(0);
    expect(await count(`SELECT 1 FROM product_demos WHERE "givenAt" < now() - interval '30 days' OR "givenAt" > now()`)).toBe(0);
    expect(await count(`SELECT 1 FROM product_demos WHERE day <> ("givenAt" AT TIME ZONE 'America/Los_Angeles')::date`)).toBe(0);
    const converted = `SELECT 1 FROM product_demos d WHERE EXISTS (SELECT 1 FROM transactions t WHERE t."productId" = d."productId"
                       AND t."buyerId" = d."avatarKey" AND t.status = 'completed' AND t."createdAt" >= d."givenAt")`;
    expect(await count(converted)).toBeGreaterThan(0);
    expect(await count(`SELECT 1 FROM product_demos`)).toBeGreaterThan(await count(converted));
  });

  it('has no sale before its vendor or its product existed', async () => {
    expect(await count(`SELECT 1 FROM transactions t JOIN vendors v ON v.id = t."vendorId" WHERE t."createdAt" < v."createdAt"`)).toBe(0);
    expect(await count(`SELECT 1 FROM transactions t JOIN products p ON p.id = t."productId" WHERE t."createdAt" < p."createdAt"`)).toBe(0);
  });

  it('has no event sale before the vendor joined the event, nor outside its dates', async () => {
    const eventSales = `SELECT t."createdAt", ev."joinedAt", e."startDate", e."endDate" FROM transactions t
      JOIN events e ON e.id = t."eventId"
      LEFT JOIN event_vendors ev ON ev."eventId" = t."eventId" AND ev."vendorId" = t."vendorId"`;
    expect(await count(`${eventSales} WHERE "joinedAt" IS NULL OR t."createdAt" < "joinedAt"`)).toBe(0);
    expect(await count(`${eventSales} WHERE t."createdAt" < "startDate" OR t."createdAt" >= "endDate"`)).toBe(0);
  });

  it("records each sale in its vendor's region and each buyer under one avatar key", async () => {
    expect(await count(`SELECT 1 FROM transactions t JOIN vendors v ON v.id = t."vendorId" WHERE v."slLocation" NOT LIKE t."slRegion" || ' (%'`)).toBe(0);
    expect(await count(`SELECT "buyerName" FROM transactions GROUP BY "buyerName" HAVING count(DISTINCT "buyerId") > 1`)).toBe(0);
  });

  it('gives the closed kiosk no sales and dates the in-world objects from before the first sale', async () => {
    expect(await count(`SELECT 1 FROM transactions t JOIN vendors v ON v.id = t."vendorId" WHERE NOT v."isActive"`)).toBe(0);
    expect(await count(`SELECT 1 FROM in_world_objects WHERE "firstSeenAt" > (SELECT min("createdAt") FROM transactions)`)).toBe(0);
  });

  it('counts no vendor as new this week', async () => {
    expect(await count(`SELECT 1 FROM vendors WHERE "createdAt" > now() - interval '7 days' AND kind = 'in-world'`)).toBe(0);
  });

  describe('in-world objects', () => {
    let token: string;
    beforeAll(async () => {
      const signedIn = await t.post('/api/auth/local/sign-in', { email: DEMO_MERCHANT.email, password: DEMO_MERCHANT.password });
      token = signedIn.body.token as string;
    });
    const seededObjects = async () =>
      ((await t.get('/api/vendors', { token })).body as { objects: Record<string, unknown>[] }[]).flatMap((vendor) => vendor.objects);

    it('are demo objects: never online, counted nowhere (the demo merchant has no API key, so none can be real)', async () => {
      const objects = await seededObjects();
      expect(objects).toHaveLength(2);
      for (const object of objects) expect(object).toMatchObject({ demo: true, online: false });
      expect(await count(`SELECT 1 FROM api_keys k JOIN users u ON u.id = k."userId" WHERE u.email = '${DEMO_MERCHANT.email}'`)).toBe(0);
      const status = await t.get('/api/lsl/status', { token });
      expect(status.body).toMatchObject({ online_objects: 0, total_objects: 0 });
    });

    it('run the first 2.0.0 scripts, so each shows the update available with what changed since', async () => {
      for (const object of await seededObjects()) {
        expect(object.scriptVersion).toBe('2.0.0');
        expect(object.scriptUpdate).toEqual({
          version: currentScriptVersion('vendor'),
          changes: expect.arrayContaining([
            '2.1.0: Shows Paused and refunds payments while you have paused all your vendors',
            expect.stringMatching(/^2\.2\.0: Waits for the platform's answer before giving the item/),
          ]),
        });
      }
    });

    it('raise no offline alert when they have been silent for more than 11 minutes', async () => {
      await t.dataSource.query(`UPDATE in_world_objects SET "lastSeenAt" = now() - interval '12 minutes' WHERE demo`);
      expect(await count(`SELECT 1 FROM in_world_objects WHERE demo`)).toBe(4);
      await t.app.get(ObjectsGoneSilent).check();
      expect(await count(`SELECT 1 FROM notifications WHERE kind = 'object_offline'`)).toBe(0);
    });
  });

  it('seeds once: a second start adds nothing', async () => {
    await seedDemoData(t.dataSource, t.app.get(LocalAuthService, { strict: false }));
    expect(await count(`SELECT 1 FROM transactions`)).toBe(420);
    expect(await count(`SELECT 1 FROM vendors WHERE kind = 'in-world'`)).toBe(3);
  });
});
