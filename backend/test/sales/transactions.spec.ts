import type { Product } from '../../src/products/product.entity';
import type { Transaction } from '../../src/sales/transaction.entity';
import type { Vendor } from '../../src/vendors/vendor.entity';
import { type Factories, factories } from '../support/factories';
import { TestApp, type TestUser } from '../support/test-app';

// 07:30 UTC on 15 January is still 14 January in SLT (UTC-8 in winter).
const NOW = '2026-01-15T07:30:00.000Z';

describe('transactions', () => {
  let t: TestApp;
  let make: Factories;
  let merchantA: TestUser;
  let merchantB: TestUser;
  let admin: TestUser;
  let storeA: Vendor;
  let outletA: Vendor;
  let storeB: Vendor;
  let jacket: Product;
  let sales: Record<string, Transaction>;

  const at = (iso: string) => new Date(iso);

  beforeAll(async () => {
    t = await TestApp.start({ env: { CLOCK_FIXED_AT: NOW } });
    make = factories(t.dataSource);
    merchantA = await t.makeUser();
    merchantB = await t.makeUser();
    admin = await t.makeUser({ role: 'admin' });
    storeA = await make.vendor(merchantA.id, { name: 'Main Store' });
    outletA = await make.vendor(merchantA.id, { name: 'Outlet' });
    storeB = await make.vendor(merchantB.id, { name: 'Other Shop' });
    jacket = await make.product(storeA.id, { name: 'Mesh Jacket' });
    sales = {
      first: await make.transaction(storeA.id, {
        amount: 500,
        buyerName: 'Ava Resident',
        buyerId: 'aaaa1111-0000-4000-8000-000000000001',
        productId: jacket.id,
        slRegion: 'Bay City',
        createdAt: at('2026-01-10T10:00:00Z'),
      }),
      second: await make.transaction(outletA.id, { amount: 1500, buyerName: 'Bob Builder', createdAt: at('2026-01-11T10:00:00Z') }),
      pending: await make.transaction(storeA.id, { amount: 1500, buyerName: 'Cleo 100% Real', status: 'pending', createdAt: at('2026-01-12T10:00:00Z') }),
      latest: await make.transaction(outletA.id, { amount: 250, buyerName: 'AVA Other', createdAt: at('2026-01-13T10:00:00Z') }),
      otherMerchant: await make.transaction(storeB.id, { amount: 9999, buyerName: 'Ava Elsewhere', createdAt: at('2026-01-14T10:00:00Z') }),
    };
  });
  afterAll(() => t.close());

  const list = (query: string, user: TestUser) => t.get(`/api/transactions${query}`, { token: user.token });
  const ids = (body: { items: { id: number }[] }) => body.items.map((item) => item.id);

  describe('list', () => {
    it("lists the merchant's own sales newest first, with paging figures", async () => {
      const response = await list('', merchantA);
      expect(response.status).toBe(200);
      expect(ids(response.body)).toEqual([sales.latest.id, sales.pending.id, sales.second.id, sales.first.id]);
      expect(response.body).toMatchObject({ total: 4, totalIsEstimate: false, page: 1, pageSize: 25 });
    });

    it('returns every field of a sale, money as integer L$ and exact decimal strings', async () => {
      const response = await list(`?q=%23${sales.first.id}`, merchantA);
      expect(response.body.items).toEqual([
        {
          id: sales.first.id,
          buyerId: 'aaaa1111-0000-4000-8000-000000000001',
          buyerName: 'Ava Resident',
          productId: jacket.id,
          productName: 'Mesh Jacket',
          amount: 500,
          commission: '25.00',
          commissionRate: '5.0000',
          status: 'completed',
          createdAt: '2026-01-10T10:00:00.000Z',
          vendorId: storeA.id,
          vendorName: 'Main Store',
          eventId: null,
          refundedAt: null,
          refundedAmount: 0,
          refundedCommission: '0.00',
          slRegion: 'Bay City',
          // No in-world object reported this sale: the region's centre.
          slMapUrl: 'https://maps.secondlife.com/secondlife/Bay%20City/128/128/0',
          giftTo: null,
          giftToName: null,
          paidWith: 'lindens',
          discountKind: null,
          discountCode: null,
          discountAmount: 0,
          changeRefund: null,
          source: 'in-world',
          marketplaceTransactionId: null,
          // Made by the factory, not the sale path: no list price was kept.
          priceMismatch: false,
          listPrice: null,
          owner: { id: merchantA.id, email: merchantA.email, name: 'Test Merchant' },
        },
      ]);
    });

    it('pages with page and pageSize', async () => {
      const second = await list('?page=2&pageSize=3', merchantA);
      expect(second.body).toMatchObject({ total: 4, page: 2, pageSize: 3 });
      expect(ids(second.body)).toEqual([sales.first.id]);
      const beyond = await list('?page=5&pageSize=3', merchantA);
      expect(beyond.body).toMatchObject({ items: [], total: 4 });
    });

    it('sorts by the requested column and breaks ties by id in the same direction', async () => {
      const ascending = await list('?sortBy=amount&sortOrder=asc', merchantA);
      expect(ids(ascending.body)).toEqual([sales.latest.id, sales.first.id, sales.second.id, sales.pending.id]);
      const descending = await list('?sortBy=amount&sortOrder=desc', merchantA);
      expect(ids(descending.body)).toEqual([sales.pending.id, sales.second.id, sales.first.id, sales.latest.id]);
      const byStatus = await list('?sortBy=status&sortOrder=asc', merchantA);
      expect(ids(byStatus.body)).toEqual([sales.first.id, sales.second.id, sales.latest.id, sales.pending.id]);
      const byId = await list('?sortBy=id&sortOrder=asc', merchantA);
      expect(ids(byId.body)).toEqual([sales.first.id, sales.second.id, sales.pending.id, sales.latest.id]);
    });

    it('filters by status, vendor and date range (from inclusive, to exclusive)', async () => {
      expect(ids((await list('?status=pending', merchantA)).body)).toEqual([sales.pending.id]);
      expect(ids((await list(`?vendorId=${outletA.id}`, merchantA)).body)).toEqual([sales.latest.id, sales.second.id]);
      const range = await list('?from=2026-01-11T10:00:00Z&to=2026-01-13T10:00:00Z', merchantA);
      expect(ids(range.body)).toEqual([sales.pending.id, sales.second.id]);
      const offset = await list(`?from=${encodeURIComponent('2026-01-13T02:00:00-08:00')}`, merchantA);
      expect(ids(offset.body)).toEqual([sales.latest.id]);
    });

    it('searches buyer names case-insensitively anywhere in the name, buyer ids by prefix, and #id exactly', async () => {
      expect(ids((await list('?q=ava', merchantA)).body)).toEqual([sales.latest.id, sales.first.id]);
      expect(ids((await list('?q=%20BUILD%20', merchantA)).body)).toEqual([sales.second.id]);
      expect(ids((await list('?q=AAAA1111', merchantA)).body)).toEqual([sales.first.id]);
      expect(ids((await list('?q=0000-4000', merchantA)).body)).toEqual([]);
      expect(ids((await list(`?q=%23${sales.second.id}`, merchantA)).body)).toEqual([sales.second.id]);
      expect(ids((await list('?q=%2399999999999', merchantA)).body)).toEqual([]);
    });

    it('matches % and _ in the search text literally', async () => {
      expect(ids((await list('?q=100%25', merchantA)).body)).toEqual([sales.pending.id]);
      expect(ids((await list('?q=%25', merchantA)).body)).toEqual([sales.pending.id]);
      expect(ids((await list('?q=_', merchantA)).body)).toEqual([]);
    });

    it("never shows another merchant's sales, even when filtered by their vendor or searched by their id", async () => {
      const own = await list('', merchantB);
      expect(ids(own.body)).toEqual([sales.otherMerchant.id]);
      const theirs = await list(`?vendorId=${storeA.id}`, merchantB);
      expect(theirs.body).toMatchObject({ items: [], total: 0 });
      expect((await list(`?q=%23${sales.first.id}`, merchantB)).body.items).toEqual([]);
      expect((await list('?q=ava', merchantB)).body.items.map((item: { buyerName: string }) => item.buyerName)).toEqual(['Ava Elsewhere']);
    });

    it('shows every sale to an admin', async () => {
      const response = await list('', admin);
      expect(ids(response.body)).toEqual([sales.otherMerchant.id, sales.latest.id, sales.pending.id, sales.second.id, sales.first.id]);
      expect(response.body.total).toBe(5);
    });

    it('answers an empty page to a merchant without vendors', async () => {
      const newcomer = await t.makeUser();
      expect((await list('', newcomer)).body).toEqual({ items: [], total: 0, totalIsEstimate: false, page: 1, pageSize: 25, nextCursor: null });
    });

    describe('keyset paging (cursor)', () => {
      /** Walks every page with nextCursor and returns the ids in the order met. */
      const walk = async (query: string, user: TestUser, pageSize: number) => {
        const seen: number[] = [];
        let cursor: string | null = null;
        for (let page = 1; page <= 20; page += 1) {
          const cursorPart: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
          const response = await list(`?pageSize=${pageSize}&page=${page}${query}${cursorPart}`, user);
          expect(response.status).toBe(200);
          expect(response.body.page).toBe(page);
          seen.push(...ids(response.body));
          cursor = response.body.nextCursor;
          if (!cursor) break;
        }
        return seen;
      };

      it.each(
        ['createdAt', 'amount', 'commission', 'id', 'status'].flatMap((sortBy) => [`&sortBy=${sortBy}&sortOrder=asc`, `&sortBy=${sortBy}&sortOrder=desc`]),
      )('continues each page right after the previous one (%s)', async (sort) => {
        const everything = ids((await list(`?pageSize=100${sort}`, admin)).body);
        expect(everything.length).toBeGreaterThan(4);
        expect(await walk(sort, admin, 2)).toEqual(everything);
      });

      it('keeps microseconds and ties: sales recorded in the same instant, or a microsecond apart, are each listed once', async () => {
        const owner = await t.makeUser();
        const vendor = await make.vendor(owner.id);
        for (const createdAt of ['2026-01-09T10:00:00.000001Z', '2026-01-09T10:00:00.000002Z', '2026-01-09T10:00:00.000002Z', '2026-01-09T10:00:00.000003Z']) {
          await t.dataSource.query(
            `INSERT INTO transactions ("vendorId", "buyerId", amount, commission, "commissionRate", status, "createdAt") VALUES ($1, $2, 100, '5.00', '5.0000', 'completed', $3)`,
            [vendor.id, 'b0000000-0000-4000-8000-000000000001', createdAt],
          );
        }
        const everything = ids((await list('?pageSize=100', owner)).body);
        expect(everything).toHaveLength(4);
        expect(await walk('', owner, 1)).toEqual(everything);
        expect(await walk('&sortOrder=asc', owner, 3)).toEqual([...everything].reverse());
      });

      it('applies the filters to the pages after the cursor too, and says when nothing follows', async () => {
        const first = await list('?pageSize=1&q=ava', merchantA);
        expect(ids(first.body)).toEqual([sales.latest.id]);
        const second = await list(`?pageSize=1&page=2&q=ava&cursor=${encodeURIComponent(first.body.nextCursor)}`, merchantA);
        expect(ids(second.body)).toEqual([sales.first.id]);
        expect(second.body).toMatchObject({ total: 2, page: 2 });
        const third = await list(`?pageSize=1&page=3&q=ava&cursor=${encodeURIComponent(second.body.nextCursor)}`, merchantA);
        expect(third.body).toMatchObject({ items: [], nextCursor: null });
        expect((await list('?pageSize=25', merchantA)).body.nextCursor).toBeNull();
      });

      it('refuses a cursor that is not one, or that belongs to another sort order', async () => {
        const notOne = await list('?cursor=abc', merchantA);
        expect(notOne.status).toBe(400);
        expect(notOne.body.fieldErrors).toEqual({ cursor: ['The cursor is not valid; ask for the page without it.'] });
        const forged = Buffer.from(JSON.stringify({ f: 'createdAt', o: 'desc', v: "2026-01-01'; DROP TABLE x", i: 1 })).toString('base64url');
        expect((await list(`?cursor=${forged}`, merchantA)).body.message).toBe('The cursor is not valid; ask for the page without it.');
        const { nextCursor } = (await list('?pageSize=1', merchantA)).body;
        const otherSort = await list(`?pageSize=1&page=2&sortBy=amount&cursor=${encodeURIComponent(nextCursor)}`, merchantA);
        expect(otherSort.status).toBe(400);
        expect(otherSort.body.message).toBe('The cursor belongs to another sort order; ask for the page without it.');
        expect((await list(`?pageSize=1&sortOrder=asc&cursor=${encodeURIComponent(nextCursor)}`, merchantA)).status).toBe(400);
      });

      it("never leads to another merchant's sales", async () => {
        const { nextCursor } = (await list('?pageSize=1', admin)).body;
        const response = await list(`?pageSize=100&page=2&cursor=${encodeURIComponent(nextCursor)}`, merchantB);
        expect(response.body.items.every((item: { vendorId: number }) => item.vendorId === storeB.id)).toBe(true);
      });
    });

    it.each([
      ['?pageSize=101', 'pageSize', 'Page size must be between 1 and 100'],
      ['?pageSize=0', 'pageSize', 'Page size must be between 1 and 100'],
      ['?pageSize=ten', 'pageSize', 'Page size must be a whole number between 1 and 100'],
      ['?page=0', 'page', 'Page must be a whole number of at least 1'],
      ['?page=1.5', 'page', 'Page must be a whole number of at least 1'],
      ['?sortBy=buyerName', 'sortBy', 'sortBy must be one of createdAt, amount, commission, id, status'],
      ['?sortOrder=up', 'sortOrder', 'sortOrder must be asc or desc'],
      ['?status=lost', 'status', 'Status must be one of pending, completed, refunded, failed'],
      ['?vendorId=abc', 'vendorId', 'Vendor id must be a positive whole number'],
      ['?from=yesterday', 'from', 'from must be an ISO 8601 date-time with a time zone, e.g. 2026-01-15T08:00:00Z'],
      ['?from=2026-01-15T08:00:00', 'from', 'from must be an ISO 8601 date-time with a time zone, e.g. 2026-01-15T08:00:00Z'],
      ['?to=2026-02-30T08:00:00Z', 'to', 'to must be an ISO 8601 date-time with a time zone, e.g. 2026-01-16T08:00:00Z'],
      [`?q=${'x'.repeat(101)}`, 'q', 'Search text must be at most 100 characters'],
    ])('refuses %s with "%s: %s"', async (query, field, message) => {
      const response = await list(query, merchantA);
      expect(response.status).toBe(400);
      expect(response.body.fieldErrors).toEqual({ [field]: [message] });
      expect(response.body.message).toBe(message);
    });

    it('refuses an empty or reversed date range and unknown parameters', async () => {
      const reversed = await list('?from=2026-01-13T00:00:00Z&to=2026-01-12T00:00:00Z', merchantA);
      expect(reversed.status).toBe(400);
      expect(reversed.body.message).toBe('The date range is empty: from must be before to.');
      const unknown = await list('?limit=5', merchantA);
      expect(unknown.status).toBe(400);
      expect(unknown.body.message).toBe('Unknown field "limit" is not allowed');
    });

    it('requires a signed-in user', async () => {
      expect((await t.get('/api/transactions')).status).toBe(401);
    });
  });

  describe('details', () => {
    it("returns one of the merchant's sales", async () => {
      const response = await t.get(`/api/transactions/${sales.second.id}`, { token: merchantA.token });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ id: sales.second.id, vendorName: 'Outlet', amount: 1500, commission: '75.00', productName: null });
    });

    it("answers 404 for another merchant's sale and for a sale that does not exist", async () => {
      const theirs = await t.get(`/api/transactions/${sales.first.id}`, { token: merchantB.token });
      expect(theirs.status).toBe(404);
      expect(theirs.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Transaction not found.' });
      expect((await t.get('/api/transactions/999999', { token: merchantA.token })).status).toBe(404);
    });

    it('lets an admin read any sale, and refuses an id that is not a number', async () => {
      expect((await t.get(`/api/transactions/${sales.first.id}`, { token: admin.token })).status).toBe(200);
      const bad = await t.get('/api/transactions/abc', { token: merchantA.token });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe('The id in the path must be a positive whole number.');
    });
  });

  describe('CSV export', () => {
    const exportCsv = (query: string, user: TestUser) => t.get(`/api/transactions/export.csv${query}`, { token: user.token });
    const HEADER =
      'id,createdAt,status,vendorId,vendorName,productId,productName,buyerId,buyerName,amount,commission,commissionRate,eventId,refundedAt,slRegion,' +
      'giftTo,giftToName,paidWith,discountKind,discountCode,discountAmount,source,listPrice,priceMismatch,refundedAmount';

    it('downloads the sales as CSV with a header row, newest first, named after the SLT date', async () => {
      const response = await exportCsv('', merchantA);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      // The fixed clock says 07:30 UTC on 15 January: still the 14th in SLT.
      expect(response.headers.get('content-disposition')).toBe('attachment; filename="transactions-2026-01-14.csv"');
      const lines = response.text.split('\r\n');
      expect(lines[0]).toBe(HEADER);
      expect(lines.at(-1)).toBe('');
      const rows = lines.slice(1, -1);
      expect(rows.map((line) => Number(line.split(',')[0]))).toEqual(
        (await list('?pageSize=100', merchantA)).body.items.map((item: { id: number }) => item.id),
      );
      expect(rows).toContain(
        `${sales.first.id},2026-01-10T10:00:00.000Z,completed,${storeA.id},Main Store,${jacket.id},Mesh Jacket,aaaa1111-0000-4000-8000-000000000001,Ava Resident,500,25.00,5.0000,,,Bay City,,,lindens,,,0,in-world,,false,0`,
      );
    });

    it('quotes commas, quotes and line breaks, and defuses text a spreadsheet would run as a formula', async () => {
      const owner = await t.makeUser();
      const vendor = await make.vendor(owner.id, { name: 'Smith, Sons & "Co"' });
      const tricky = await make.transaction(vendor.id, {
        amount: 10,
        buyerName: 'Line one\nLine two',
        slRegion: '=HYPERLINK("http://x")',
        createdAt: at('2026-01-05T00:00:00Z'),
      });
      const plain = await make.transaction(vendor.id, { amount: 20, buyerName: '-Minus', slRegion: null, createdAt: at('2026-01-04T00:00:00Z') });
      const response = await exportCsv('', owner);
      expect(response.text).toBe(
        `${HEADER}\r\n` +
          `${tricky.id},2026-01-05T00:00:00.000Z,completed,${vendor.id},"Smith, Sons & ""Co""",,,${tricky.buyerId},"Line one\nLine two",10,0.50,5.0000,,,"'=HYPERLINK(""http://x"")",,,lindens,,,0,in-world,,false,0\r\n` +
          `${plain.id},2026-01-04T00:00:00.000Z,completed,${vendor.id},"Smith, Sons & ""Co""",,,${plain.buyerId},'-Minus,20,1.00,5.0000,,,,,,lindens,,,0,in-world,,false,0\r\n`,
      );
    });

    it('applies the same filters and sort order as the list', async () => {
      const pending = await exportCsv('?status=pending', merchantA);
      expect(
        pending.text
          .split('\r\n')
          .slice(1, -1)
          .map((line) => Number(line.split(',')[0])),
      ).toEqual([sales.pending.id]);
      const byAmount = await exportCsv('?sortBy=amount&sortOrder=asc&to=2026-01-14T00:00:00Z', merchantA);
      expect(
        byAmount.text
          .split('\r\n')
          .slice(1, -1)
          .map((line) => Number(line.split(',')[0])),
      ).toEqual([sales.latest.id, sales.first.id, sales.second.id, sales.pending.id]);
    });

    it("never exports another merchant's sales", async () => {
      const response = await exportCsv(`?vendorId=${storeA.id}`, merchantB);
      expect(response.text).toBe(`${HEADER}\r\n`);
      const own = await exportCsv('', merchantB);
      expect(own.text).not.toContain('Main Store');
      expect(own.text).toContain('Other Shop');
    });

    it('refuses invalid filters with a JSON error before any CSV is sent', async () => {
      const response = await exportCsv('?sortBy=buyer', merchantA);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('sortBy must be one of createdAt, amount, commission, id, status');
      const paged = await exportCsv('?page=2', merchantA);
      expect(paged.status).toBe(400);
      expect(paged.body.message).toBe('Unknown field "page" is not allowed');
      expect((await t.get('/api/transactions/export.csv')).status).toBe(401);
    });
  });

  describe('refund', () => {
    const refund = (id: number, user: TestUser) => t.post(`/api/transactions/${id}/refund`, undefined, { token: user.token });

    it('marks a completed sale refunded, keeps its commission on the row, and logs it', async () => {
      const sale = await make.transaction(storeA.id, { amount: 800, createdAt: at('2026-01-14T09:00:00Z') });
      const response = await refund(sale.id, merchantA);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ id: sale.id, status: 'refunded', commission: '40.00', refundedAt: NOW });
      const [activity] = await t.dataSource.query(
        `SELECT "activityType", description, metadata FROM activities WHERE "userId" = $1 AND "activityType" = 'transaction_refunded'`,
        [merchantA.id],
      );
      expect(activity).toEqual({
        activityType: 'transaction_refunded',
        description: `Sale #${sale.id} of L$800 refunded; commission of L$40.00 reversed`,
        metadata: {
          transactionId: sale.id,
          vendorId: storeA.id,
          amount: 800,
          commission: '40.00',
          before: { status: 'completed' },
          after: { status: 'refunded' },
        },
      });
    });

    it('refuses a second refund with 409', async () => {
      const sale = await make.transaction(storeA.id, { amount: 300 });
      expect((await refund(sale.id, merchantA)).status).toBe(200);
      const again = await refund(sale.id, merchantA);
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('This sale has already been refunded.');
    });

    it('refunds once when two refunds of the same sale arrive together', async () => {
      const sale = await make.transaction(storeA.id, { amount: 300 });
      const responses = await Promise.all([refund(sale.id, merchantA), refund(sale.id, merchantA), refund(sale.id, merchantA)]);
      expect(responses.map((response) => response.status).sort()).toEqual([200, 409, 409]);
      const [{ count }] = await t.dataSource.query(
        `SELECT count(*)::int AS count FROM activities WHERE "activityType" = 'transaction_refunded' AND (metadata->>'transactionId')::int = $1`,
        [sale.id],
      );
      expect(count).toBe(1);
    });

    it('refuses to refund a sale that is not completed', async () => {
      const response = await refund(sales.pending.id, merchantA);
      expect(response.status).toBe(409);
      expect(response.body.message).toBe('Only a completed sale can be refunded; this sale is pending.');
    });

    it("answers 404 to a refund of another merchant's sale and leaves it untouched", async () => {
      const response = await refund(sales.first.id, merchantB);
      expect(response.status).toBe(404);
      expect(response.body.message).toBe('Transaction not found.');
      const [row] = await t.dataSource.query(`SELECT status, "refundedAt" FROM transactions WHERE id = $1`, [sales.first.id]);
      expect(row).toEqual({ status: 'completed', refundedAt: null });
    });

    it("lets an admin refund any merchant's sale", async () => {
      const sale = await make.transaction(storeB.id, { amount: 200 });
      const response = await refund(sale.id, admin);
      expect(response.status).toBe(200);
      expect(response.body.status).toBe('refunded');
    });
  });
});
