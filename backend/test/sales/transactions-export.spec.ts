import { type ClientRequest, get as httpGet } from 'node:http';

import type { Vendor } from '../../src/vendors/vendor.entity';
import { factories } from '../support/factories';
import { sessionsInTransaction, waitForNoSessionInTransaction } from '../support/open-transactions';
import { TestApp, type TestUser } from '../support/test-app';
import { sleep } from '../support/wait';

const SEEDED_SALES = 100_000;
const HEADER =
  'id,createdAt,status,vendorId,vendorName,productId,productName,buyerId,buyerName,amount,commission,commissionRate,eventId,refundedAt,slRegion,' +
  'giftTo,giftToName,paidWith,discountKind,discountCode,discountAmount,source,listPrice,priceMismatch,refundedAmount';

/** Reads a response body chunk by chunk, counting lines without keeping the text. */
async function countCsvLines(response: Response): Promise<{ header: string; lines: number; firstRow: string; lastRow: string }> {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let lines = 0;
  let pending = '';
  let header = '';
  let firstRow = '';
  let lastRow = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    pending += decoder.decode(value, { stream: true });
    const parts = pending.split('\r\n');
    pending = parts.pop()!;
    for (const line of parts) {
      if (lines === 0) header = line;
      else if (lines === 1) firstRow = line;
      lastRow = line;
      lines += 1;
    }
  }
  expect(pending).toBe('');
  return { header, lines, firstRow, lastRow };
}

interface OpenExport {
  status: number;
  /** The first chunk of the body (the error JSON when the status is not 200). */
  firstChunk: string;
  /** Drops the connection, as a browser does when the user cancels a download. */
  abort(): void;
}

/**
 * Starts an export with node:http and stops reading after the first chunk. (fetch is not used here: after an
 * abort, its connection pool opens a fresh idle connection that would keep the test server from closing.)
 */
function openExport(baseUrl: string, token: string): Promise<OpenExport> {
  return new Promise((resolve, reject) => {
    const request: ClientRequest = httpGet(`${baseUrl}/api/transactions/export.csv`, { headers: { authorization: `Bearer ${token}` } }, (response) => {
      response.once('data', (chunk: Buffer) => {
        response.pause();
        resolve({ status: response.statusCode ?? 0, firstChunk: chunk.toString('utf8'), abort: () => request.destroy() });
      });
    });
    request.once('error', reject);
  });
}

describe('transactions export of a large history', () => {
  let t: TestApp;
  let merchant: TestUser;
  let vendor: Vendor;

  beforeAll(async () => {
    t = await TestApp.start();
    merchant = await t.makeUser();
    vendor = await factories(t.dataSource).vendor(merchant.id, { name: 'Busy Store' });
    // One statement: sales one minute apart, ending now, every 10th refunded.
    await t.dataSource.query(
      `INSERT INTO transactions ("vendorId", "buyerId", "buyerName", amount, commission, "commissionRate", status, "createdAt")
       SELECT $1, md5(g::text), 'Buyer ' || g, 100 + g % 900, round((100 + g % 900) * 0.05, 2), 5,
              CASE WHEN g % 10 = 0 THEN 'refunded' ELSE 'completed' END, now() - g * interval '1 minute'
       FROM generate_series(1, $2::int) AS g`,
      [vendor.id, SEEDED_SALES],
    );
    await t.dataSource.query('ANALYZE transactions');
  });
  afterAll(() => t.close());

  it(`streams ${SEEDED_SALES} sales as CSV: a header and one line per sale, newest first, in chunks`, async () => {
    const response = await fetch(`${t.baseUrl}/api/transactions/export.csv`, { headers: { authorization: `Bearer ${merchant.token}` } });
    expect(response.status).toBe(200);
    // Streamed, not built in memory first: no length known up front.
    expect(response.headers.get('transfer-encoding')).toBe('chunked');
    expect(response.headers.get('content-length')).toBeNull();
    const csv = await countCsvLines(response);
    expect(csv.header).toBe(HEADER);
    expect(csv.lines).toBe(SEEDED_SALES + 1);
    expect(csv.firstRow).toMatch(
      new RegExp(`^\\d+,[^,]+,completed,${vendor.id},Busy Store,,,${'[0-9a-f]{32}'},Buyer 1,101,5.05,5.0000,,,,,,lindens,,,0,in-world,,false,0$`),
    );
    expect(csv.lastRow).toMatch(/,refunded,.*,Buyer 100000,200,10.00,5.0000,,,,,,lindens,,,0,in-world,,false,0$/);
  });

  it('gives the database connection back when the client goes away in the middle of an export', async () => {
    // The export of the test before has ended by now (its session may still be committing).
    expect(await waitForNoSessionInTransaction(t.dataSource)).toBe(0);
    const running = await openExport(t.baseUrl, merchant.token);
    try {
      expect(running.status).toBe(200);
      expect(running.firstChunk.startsWith(`${HEADER}\r\n`)).toBe(true);
      expect(await sessionsInTransaction(t.dataSource)).toBe(1);
    } finally {
      running.abort();
    }
    expect(await waitForNoSessionInTransaction(t.dataSource)).toBe(0);
    expect((await t.get('/api/transactions?pageSize=1', { token: merchant.token })).status).toBe(200);
  });

  it('refuses a fourth export while three are running, and accepts one again when a running one ends', async () => {
    const running: OpenExport[] = [];
    try {
      for (let index = 0; index < 3; index += 1) running.push(await openExport(t.baseUrl, merchant.token));
      expect(running.map((download) => download.status)).toEqual([200, 200, 200]);
      const refused = await openExport(t.baseUrl, merchant.token);
      expect(refused.status).toBe(429);
      expect(JSON.parse(refused.firstChunk)).toMatchObject({ message: 'Too many exports are running at once; please try again in a minute.' });

      running[0].abort();
      let retry = refused;
      for (let attempt = 0; attempt < 50 && retry.status === 429; attempt += 1) {
        await sleep(100);
        retry = await openExport(t.baseUrl, merchant.token);
        running.push(retry);
      }
      expect(retry.status).toBe(200);
    } finally {
      for (const download of running) download.abort();
    }
    expect(await waitForNoSessionInTransaction(t.dataSource)).toBe(0);
  });

  it('counts the total exactly up to 10000 matching sales and estimates it beyond', async () => {
    const all = await t.get('/api/transactions?pageSize=10', { token: merchant.token });
    expect(all.body.totalIsEstimate).toBe(true);
    expect(all.body.total).toBeGreaterThan(SEEDED_SALES * 0.9);
    expect(all.body.total).toBeLessThan(SEEDED_SALES * 1.1);
    expect(all.body.items).toHaveLength(10);

    const [{ createdAt }] = await t.dataSource.query(`SELECT "createdAt" FROM transactions WHERE "buyerName" = 'Buyer 9000'`);
    const recent = await t.get(`/api/transactions?from=${(createdAt as Date).toISOString()}`, { token: merchant.token });
    expect(recent.body.totalIsEstimate).toBe(false);
    expect(recent.body.total).toBe(9_000);
  });
});
