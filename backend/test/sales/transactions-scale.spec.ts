import { randomUUID } from 'node:crypto';

import type { QueryRunner } from 'typeorm';

import { SalesReportIndexes1795478680632 } from '../../src/database/migrations/1795478680632-SalesReportIndexes';
import { TransactionsRepository } from '../../src/sales/transactions.repository';
import type { Vendor } from '../../src/vendors/vendor.entity';
import { createApiKey, inWorldObject, saleBody, scripts } from '../in-world/in-world-support';
import { type Factories, factories } from '../support/factories';
import { TestApp, type TestUser } from '../support/test-app';

/** What the list, the owner scope and the search rest on at scale: bigint ids, the copied owner, the search indexes. */
describe('transactions at scale', () => {
  let t: TestApp;
  let make: Factories;
  let merchant: TestUser;
  let other: TestUser;
  let admin: TestUser;
  let store: Vendor;

  beforeAll(async () => {
    t = await TestApp.start();
    make = factories(t.dataSource);
    merchant = await t.makeUser();
    other = await t.makeUser();
    admin = await t.makeUser({ role: 'admin' });
    store = await make.vendor(merchant.id, { name: 'Main Store' });
  });
  afterAll(() => t.close());

  const list = (query: string, user: TestUser) => t.get(`/api/transactions${query}`, { token: user.token });
  const ownerOf = async (id: number) => (await t.dataSource.query(`SELECT "ownerId" FROM transactions WHERE id = $1`, [id]))[0].ownerId;

  describe("the sale's owner", () => {
    it('is filled from the vendor for any writer that leaves it out', async () => {
      const sale = await make.transaction(store.id);
      expect(await ownerOf(sale.id)).toBe(merchant.id);
    });

    it('is written by the sale path', async () => {
      const apiKey = await createApiKey(t, merchant);
      const response = await scripts(t, inWorldObject(apiKey)).postSale(
        saleBody({ saleId: randomUUID(), buyer: randomUUID(), vendorKey: store.lslKey, amount: 300 }),
      );
      expect(response.status).toBe(200);
      expect(await ownerOf(response.body.transaction_id)).toBe(merchant.id);
    });

    it('follows its vendor to a new owner, and a sale moved to another vendor', async () => {
      const vendor = await make.vendor(merchant.id);
      const sale = await make.transaction(vendor.id);
      await t.dataSource.query(`UPDATE vendors SET "ownerId" = $1 WHERE id = $2`, [other.id, vendor.id]);
      expect(await ownerOf(sale.id)).toBe(other.id);
      expect((await list(`?q=%23${sale.id}`, other)).body.items).toHaveLength(1);
      expect((await list(`?q=%23${sale.id}`, merchant)).body.items).toHaveLength(0);
      await t.dataSource.query(`UPDATE transactions SET "vendorId" = $1 WHERE id = $2`, [store.id, sale.id]);
      expect(await ownerOf(sale.id)).toBe(merchant.id);
    });

    it('refuses a sale of a vendor that does not exist as a foreign-key violation', async () => {
      await expect(
        t.dataSource.query(
          `INSERT INTO transactions ("vendorId", "buyerId", amount, commission, "commissionRate", status) VALUES (2147483000, 'x', 1, '0.05', '5.0000', 'completed')`,
        ),
      ).rejects.toMatchObject({ driverError: { code: '23503' } });
    });
  });

  describe('buyer search', () => {
    let vendor: Vendor;
    beforeAll(async () => {
      const owner = await t.makeUser();
      vendor = await make.vendor(owner.id);
      await make.transaction(vendor.id, { buyerName: 'Dee Resident', buyerId: 'dee00000-0000-4000-8000-000000000001' });
      await make.transaction(vendor.id, { buyerName: 'Ava Deeley', buyerId: 'aaaa0000-0000-4000-8000-000000000002' });
      await make.transaction(vendor.id, { buyerName: 'Bob Builder', buyerId: 'deadbeef-0000-4000-8000-000000000003' });
    });
    const names = async (q: string) =>
      (await list(`?vendorId=${vendor.id}&q=${encodeURIComponent(q)}&sortBy=id&sortOrder=asc`, admin)).body.items.map(
        (item: { buyerName: string }) => item.buyerName,
      );

    it('matches names anywhere and, for text that can begin a key, key prefixes', async () => {
      expect(await names('DEE')).toEqual(['Dee Resident', 'Ava Deeley']);
      expect(await names('dead')).toEqual(['Bob Builder']);
      expect(await names('dee0')).toEqual(['Dee Resident']);
      expect(await names('ee r')).toEqual(['Dee Resident']);
      expect(await names('0000-4000')).toEqual([]);
    });

    it('uses the trigram index where pg_trgm is installed, and finds the same without it', async () => {
      const [index] = await t.dataSource.query(`SELECT indexdef FROM pg_indexes WHERE indexname = 'IDX_transactions_buyer_name_trgm'`);
      expect(index.indexdef).toContain('gin_trgm_ops');
      await t.dataSource.query(`DROP INDEX "IDX_transactions_buyer_name_trgm"`);
      await t.dataSource.query(`DROP EXTENSION pg_trgm`);
      try {
        expect(await names('DEE')).toEqual(['Dee Resident', 'Ava Deeley']);
        expect(await names('builder')).toEqual(['Bob Builder']);
      } finally {
        await t.dataSource.query(`CREATE EXTENSION pg_trgm`);
        await t.dataSource.query(`CREATE INDEX "IDX_transactions_buyer_name_trgm" ON transactions USING gin (lower("buyerName") gin_trgm_ops)`);
      }
    });

    it('the migration skips the extension and the index on a server without pg_trgm', async () => {
      const statements: string[] = [];
      const fakeRunner = {
        query: async (sql: string) => {
          statements.push(sql);
          return [];
        },
      } as unknown as QueryRunner;
      const write = jest.spyOn(process.stdout, 'write').mockImplementation(() => true);
      let written: string[];
      try {
        await new SalesReportIndexes1795478680632().up(fakeRunner);
      } finally {
        written = write.mock.calls.map(([chunk]) => String(chunk));
        write.mockRestore();
      }
      expect(statements.some((sql) => /pg_available_extensions/.test(sql))).toBe(true);
      expect(statements.some((sql) => /CREATE EXTENSION|gin_trgm_ops/.test(sql))).toBe(false);
      expect(statements.some((sql) => /IDX_transactions_owner_created/.test(sql))).toBe(true);
      expect(written.join('')).toContain('pg_trgm is not available');
    });
  });

  describe('name search planned from the statistics', () => {
    let owner: TestUser;
    beforeAll(async () => {
      owner = await t.makeUser();
      const vendor = await make.vendor(owner.id);
      // 2000 sales: most buyers are '… Resident', 7 are Zed Quill (one in 285), amounts and times all different.
      await t.dataSource.query(
        `INSERT INTO transactions ("vendorId", "buyerId", "buyerName", amount, commission, "commissionRate", status, "createdAt")
         SELECT $1, md5(g::text)::uuid::text, CASE WHEN g % 285 = 0 THEN 'Zed Quill' ELSE 'Buyer ' || g || ' Resident' END,
                100 + (g * 37) % 2000, 5, 5, 'completed', now() - g * interval '1 minute'
         FROM generate_series(1, 2000) AS g`,
        [vendor.id],
      );
      await t.dataSource.query('ANALYZE transactions');
    });
    const quillIds = async (order: string) =>
      (await t.dataSource.query(`SELECT id FROM transactions WHERE "buyerName" = 'Zed Quill' ORDER BY ${order}`)).map((row: { id: string }) => Number(row.id));

    it('looks up only the rare words, and reads the few matches once for the page and the count', async () => {
      const plan = await t.app.get(TransactionsRepository).nameSearchPlan(['Resident', 'Quill', 'Buyer']);
      expect(plan).toEqual({ indexWords: ['Quill'], fewMatches: true });
      expect(await t.app.get(TransactionsRepository).nameSearchPlan(['Resident'])).toEqual({ indexWords: [], fewMatches: false });
    });

    it('pages the few matches by offset and by cursor, in any sort, with the exact total', async () => {
      const newest = await quillIds(`"createdAt" DESC, id DESC`);
      expect(newest).toHaveLength(7);
      const oneRead = jest.spyOn(t.app.get(TransactionsRepository), 'findFewMatchesPage');
      const first = await list('?q=quill&pageSize=3', owner);
      expect(oneRead).toHaveBeenCalledTimes(1);
      oneRead.mockRestore();
      expect(first.body).toMatchObject({ total: 7, totalIsEstimate: false });
      expect(first.body.items.map((item: { id: number }) => item.id)).toEqual(newest.slice(0, 3));
      const second = await list(`?q=quill&pageSize=3&page=2&cursor=${encodeURIComponent(first.body.nextCursor)}`, owner);
      expect(second.body.items.map((item: { id: number }) => item.id)).toEqual(newest.slice(3, 6));
      const third = await list('?q=quill&pageSize=3&page=3', owner);
      expect(third.body.items.map((item: { id: number }) => item.id)).toEqual(newest.slice(6));
      expect(third.body).toMatchObject({ total: 7, nextCursor: null });

      const byAmount = await quillIds('amount ASC, id ASC');
      const cheapest = await list('?q=Zed%20Quill&pageSize=4&sortBy=amount&sortOrder=asc', owner);
      const rest = await list(`?q=Zed%20Quill&pageSize=4&page=2&sortBy=amount&sortOrder=asc&cursor=${encodeURIComponent(cheapest.body.nextCursor)}`, owner);
      expect([...cheapest.body.items, ...rest.body.items].map((item: { id: number }) => item.id)).toEqual(byAmount);
      expect(cheapest.body.items[0]).toMatchObject({ buyerName: 'Zed Quill', vendorName: expect.any(String) });
    });

    it('answers an empty page and a total of 0 when a rare word matches nothing of the owner', async () => {
      expect((await list('?q=quill', other)).body).toMatchObject({ items: [], total: 0, nextCursor: null });
      expect((await list('?q=Quill%20Zed', owner)).body).toMatchObject({ items: [], total: 0 });
    });
  });

  it('exports instants to the millisecond, as the list shows them', async () => {
    const owner = await t.makeUser();
    const vendor = await make.vendor(owner.id);
    const sale = await make.transaction(vendor.id, { createdAt: new Date('2026-01-10T10:00:00.123Z') });
    await t.dataSource.query(
      `UPDATE transactions SET "createdAt" = '2026-01-10T10:00:00.123456Z', status = 'refunded', "refundedAt" = '2026-01-11T00:00:00.05Z' WHERE id = $1`,
      [sale.id],
    );
    const csv = await t.get('/api/transactions/export.csv', { token: owner.token });
    const fields = csv.text.split('\r\n')[1].split(',');
    expect([fields[1], fields[13]]).toEqual(['2026-01-10T10:00:00.123Z', '2026-01-11T00:00:00.050Z']);
    const listed = (await list('', owner)).body.items[0];
    expect([listed.createdAt, listed.refundedAt]).toEqual(['2026-01-10T10:00:00.123Z', '2026-01-11T00:00:00.050Z']);
  });

  describe('bigint ids', () => {
    const nearLimit = Number.MAX_SAFE_INTEGER - 5;
    let sale: { id: number };

    beforeAll(async () => {
      // The last ids a JSON number holds exactly.
      await t.dataSource.query(`SELECT setval('transactions_id_seq', $1)`, [nearLimit - 1]);
      sale = await make.transaction(store.id, { amount: 700, buyerName: 'Far Away' });
    });

    it('are returned as JSON numbers by the list, the details, the dashboard, the export and the redeliveries', async () => {
      expect(sale.id).toBe(nearLimit);
      const listed = await list(`?q=${encodeURIComponent(`#${nearLimit}`)}`, merchant);
      expect(listed.body.items.map((item: { id: number }) => item.id)).toEqual([nearLimit]);
      expect(listed.text).toContain(`"id":${nearLimit},`);
      expect((await t.get(`/api/transactions/${nearLimit}`, { token: merchant.token })).body).toMatchObject({ id: nearLimit, buyerName: 'Far Away' });
      const recent = await t.get('/api/dashboard/recent-transactions', { token: merchant.token });
      expect(recent.body[0]).toMatchObject({ id: nearLimit });
      const csv = await t.get(`/api/transactions/export.csv?q=${encodeURIComponent('far away')}`, { token: merchant.token });
      expect(csv.text.split('\r\n')[1].startsWith(`${nearLimit},`)).toBe(true);

      const filed = await t.post('/api/redeliveries', { transaction_id: nearLimit }, { token: merchant.token });
      expect(filed.status).toBe(201);
      const requests = await t.get('/api/redeliveries', { token: merchant.token });
      expect(requests.body.items[0]).toMatchObject({ transactionId: nearLimit });
    });

    it('pages on by cursor and refunds at the end of the range', async () => {
      const first = await list('?pageSize=1&sortBy=id', merchant);
      expect(first.body.items[0].id).toBe(nearLimit);
      const next = await list(`?pageSize=1&page=2&sortBy=id&cursor=${encodeURIComponent(first.body.nextCursor)}`, merchant);
      expect(next.body.items[0].id).toBeLessThan(nearLimit);
      const refunded = await t.post(`/api/transactions/${nearLimit}/refund`, undefined, { token: merchant.token });
      expect(refunded.status).toBe(200);
      expect(refunded.body).toMatchObject({ id: nearLimit, status: 'refunded' });
    });

    it('accepts path ids up to Number.MAX_SAFE_INTEGER and refuses larger ones with the same sentence', async () => {
      expect((await t.get(`/api/transactions/${Number.MAX_SAFE_INTEGER}`, { token: merchant.token })).status).toBe(404);
      expect((await t.get('/api/transactions/2147483648', { token: merchant.token })).status).toBe(404);
      for (const bad of ['9007199254740992', '99999999999999999', '0', '-1', '1.5', 'abc']) {
        const response = await t.get(`/api/transactions/${bad}`, { token: merchant.token });
        expect(response.status).toBe(400);
        expect(response.body.message).toBe('The id in the path must be a positive whole number.');
      }
      const refund = await t.post('/api/transactions/9007199254740992/refund', undefined, { token: merchant.token });
      expect(refund.body.message).toBe('The id in the path must be a positive whole number.');
    });

    it('finds nothing for a #id beyond what a JSON number holds', async () => {
      expect((await list('?q=%239007199254740993', admin)).body).toMatchObject({ items: [], total: 0 });
      expect((await list('?q=%23123456789012345678901', admin)).body.items).toEqual([]);
    });
  });
});
