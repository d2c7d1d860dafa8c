import { randomUUID } from 'node:crypto';

import { type CollectionState, collectionState, fromHundredths, toHundredths } from '../../src/billing/commission-collection';
import { sltDate } from '../../src/common/time/second-life-time';
import { createApiKey, inWorldObject, simulatorHeaders } from '../in-world/in-world-support';
import { type Factories, factories } from '../support/factories';
import { sentStatementsOf } from '../support/sale-statements';
import { TestApp, type TestUser } from '../support/test-app';

// In October: the vendors' reports land in the month whose statement is read, then are moved to when they were made.
const NOW = '2026-10-20T19:00:00.000Z';
const at = (month: number, day: number) => new Date(Date.UTC(2026, month - 1, day, 12));

interface Line {
  kind: string;
  reference: string | null;
  description: string;
}

interface Charge {
  transactionId: string;
  createdAt: Date;
  commission: string;
  refunded: boolean;
}

interface Report {
  transactionKey: string;
  createdAt: Date;
  amount: number;
  success: boolean;
}

/**
 * A statement's commission payments against the collection rule over the merchant's whole history: the sales each
 * payment of a month covers are the rule's, though the statement reads only the sales from the first one its payments
 * can reach (found by a newest-first walk), never the history before.
 */
describe('billing statement: the sales each payment covers', () => {
  let t: TestApp;
  let make: Factories;
  let merchant: TestUser;
  let ahead: TestUser;
  const ids: Record<string, number> = {};
  const keys: Record<string, string> = {};
  const inWorld = new Map<string, Record<string, string>>();

  /** The headers of an in-world object of the user's (one API key each). */
  async function headersOf(user: TestUser): Promise<Record<string, string>> {
    if (!inWorld.has(user.id)) inWorld.set(user.id, simulatorHeaders(inWorldObject(await createApiKey(t, user))));
    return inWorld.get(user.id)!;
  }

  /** Reports a payment in-world (it lands now), then moves it to `when`. */
  async function pay(user: TestUser, vendorKey: string, amount: number, when: Date, success = true): Promise<string> {
    const key = randomUUID();
    const headers = await headersOf(user);
    const body = { vendor_id: vendorKey, amount, transaction_key: key, success, ...(success ? {} : { reason: 'LINDENDOLLAR_INSUFFICIENTFUNDS' }) };
    const response = await t.request('POST', '/api/lsl/commission-payments', { rawBody: JSON.stringify(body), headers });
    expect(response.body).toMatchObject({ recorded: true, success });
    await t.dataSource.query(`UPDATE commission_payments SET "createdAt" = $1 WHERE "transactionKey" = $2`, [when, key]);
    return key;
  }

  /** The merchant's whole history, read as the statement once read it, and the rule over it. */
  async function wholeHistory(user: TestUser): Promise<{ charges: Charge[]; reports: Report[]; state: CollectionState }> {
    const charges: Charge[] = await t.dataSource.query(
      `SELECT t.id AS "transactionId", t."createdAt", t.status = 'refunded' AS refunded,
              (CASE WHEN t.status = 'refunded' THEN t.commission ELSE t.commission - t."refundedCommission" END)::text AS commission
       FROM transactions t WHERE t."ownerId" = $1 AND t.status IN ('completed', 'refunded') AND t.commission > 0 ORDER BY t."createdAt", t.id`,
      [user.id],
    );
    const reports: Report[] = await t.dataSource.query(
      `SELECT "transactionKey", "createdAt", amount, success FROM commission_payments WHERE "ownerId" = $1 ORDER BY "createdAt", id`,
      [user.id],
    );
    const state = collectionState(
      charges.map((row) => ({ transactionId: Number(row.transactionId), at: row.createdAt, commission: row.commission, refunded: row.refunded })),
      reports.map((row) => ({ transactionKey: row.transactionKey, at: row.createdAt, amount: row.amount, success: row.success })),
    );
    return { charges, reports, state };
  }

  /** The commission payment lines of a range as the rule over the whole history words them. */
  async function ruleLines(user: TestUser, vendorName: string, from: string, to: string): Promise<string[]> {
    const { reports, state } = await wholeHistory(user);
    return reports
      .filter((report) => report.success && sltDate(report.createdAt) >= from && sltDate(report.createdAt) <= to)
      .map((report) => {
        const covered = [...new Set(state.allocations.filter((a) => a.transactionKey === report.transactionKey).map((a) => `#${a.transactionId}`))];
        return `Commission of L$${report.amount} paid by ${vendorName}${covered.length > 0 ? `; covers sales ${covered.join(', ')}` : '; held as a credit'}`;
      });
  }

  const statement = (user: TestUser, from: string, to: string) => t.get(`/api/billing/statement?from=${from}&to=${to}`, { token: user.token });
  const paymentLines = (lines: Line[]) => lines.filter((line) => line.kind === 'commission_payment').map((line) => line.description);

  beforeAll(async () => {
    t = await TestApp.start({ env: { CLOCK_FIXED_AT: NOW } });
    make = factories(t.dataSource);
    merchant = await t.makeUser();
    const vendor = await make.vendor(merchant.id, { name: 'Main Store' });
    // A sale every 3 days from June to early December, 5 % commission on L$100–499.
    for (let index = 0; index * 3 < 186; index += 1) {
      const createdAt = new Date(at(6, 1).getTime() + index * 3 * 24 * 3600_000);
      await make.transaction(vendor.id, { amount: 100 + ((index * 37) % 400), createdAt });
    }
    // September's odd ones: refunded whole, refunded in part, without commission, and two at the same instant.
    ids.refunded = (await make.transaction(vendor.id, { amount: 400, commission: '20.00', status: 'refunded', refundedAt: at(9, 20), createdAt: at(9, 8) })).id;
    ids.partial = (
      await make.transaction(vendor.id, { amount: 300, commission: '15.00', refundedAmount: 100, refundedCommission: '5.00', createdAt: at(9, 11) })
    ).id;
    ids.free = (await make.transaction(vendor.id, { amount: 250, commission: '0.00', paidWith: 'voucher', createdAt: at(9, 14) })).id;
    ids.tieFirst = (await make.transaction(vendor.id, { amount: 120, commission: '6.10', createdAt: at(9, 17) })).id;
    ids.tieSecond = (await make.transaction(vendor.id, { amount: 140, commission: '7.30', createdAt: at(9, 17) })).id;

    // Before October: each month's commission, less its fraction, paid on the 1st of the next (August's on 15 September).
    const monthOwed = async (month: number) => {
      const [row] = await t.dataSource.query(
        `SELECT floor(COALESCE(SUM(commission - "refundedCommission"), 0))::int AS owed FROM transactions
         WHERE "ownerId" = $1 AND status = 'completed' AND "createdAt" >= $2 AND "createdAt" < $3`,
        [merchant.id, at(month, 1), at(month + 1, 1)],
      );
      return row.owed as number;
    };
    await pay(merchant, vendor.lslKey, await monthOwed(6), at(7, 1));
    await pay(merchant, vendor.lslKey, await monthOwed(7), at(8, 1));
    keys.september = await pay(merchant, vendor.lslKey, await monthOwed(8), at(9, 15));
    // In October: two payments reaching back into September, one failed; in November, one after the range.
    keys.early = await pay(merchant, vendor.lslKey, 90, at(10, 2));
    keys.failed = await pay(merchant, vendor.lslKey, 80, at(10, 5), false);
    keys.late = await pay(merchant, vendor.lslKey, 150, at(10, 25));
    await pay(merchant, vendor.lslKey, 120, at(11, 1));

    // A merchant whose payments before the month exceed all they owe: the month's payment is held as a credit.
    ahead = await t.makeUser();
    const aheadVendor = await make.vendor(ahead.id, { name: 'Credit Corner' });
    await make.transaction(aheadVendor.id, { amount: 200, commission: '10.00', createdAt: at(9, 1) });
    await make.transaction(aheadVendor.id, { amount: 300, commission: '15.00', status: 'refunded', refundedAt: at(9, 25), createdAt: at(9, 2) });
    await pay(ahead, aheadVendor.lslKey, 25, at(9, 3));
    await pay(ahead, aheadVendor.lslKey, 5, at(10, 10));
  });
  afterAll(() => t.close());

  it("words each month's payments, and the year's, as the rule over the whole history does", async () => {
    const ranges = [
      ...['06', '07', '08', '09', '10', '11', '12'].map((month) => [
        `2026-${month}-01`,
        `2026-${month}-${month === '06' || month === '09' || month === '11' ? 30 : 31}`,
      ]),
      ['2026-01-01', '2026-12-31'],
      ['2026-09-16', '2026-10-24'],
    ];
    for (const [from, to] of ranges) {
      const response = await statement(merchant, from, to);
      expect(response.status).toBe(200);
      expect({ from, lines: paymentLines(response.body.lines) }).toEqual({ from, lines: await ruleLines(merchant, 'Main Store', from, to) });
    }
  });

  it("covers the sales left uncollected before October, then October's, the part-refunded one at what it still charges, never the refunded one", async () => {
    const { lines } = (await statement(merchant, '2026-10-01', '2026-10-31')).body as { lines: Line[] };
    expect(lines.filter((line) => line.kind.startsWith('commission_payment')).map((line) => [line.kind, line.reference])).toEqual([
      ['commission_payment', keys.early],
      ['commission_payment_failed', keys.failed],
      ['commission_payment', keys.late],
    ]);
    const early = lines.find((line) => line.reference === keys.early)!.description;
    const late = lines.find((line) => line.reference === keys.late)!.description;
    expect(early).toContain(`#${ids.partial}`);
    expect(late).toContain(`#${ids.tieFirst}, #${ids.tieSecond}`);
    expect(`${early} ${late}`).not.toContain(`#${ids.refunded}`);
    expect(`${early} ${late}`).not.toContain(`#${ids.free}`);
    const { charges, state } = await wholeHistory(merchant);
    const octoberSales = charges.filter((charge) => sltDate(charge.createdAt).startsWith('2026-10')).map((charge) => `#${charge.transactionId}`);
    expect(octoberSales.some((sale) => late.includes(`${sale},`) || late.endsWith(sale))).toBe(true);
    const partial = state.allocations.filter((a) => a.transactionId === ids.partial).reduce((sum, a) => sum + a.hundredths, 0);
    expect(fromHundredths(partial)).toBe('10.00');
  });

  it('counts a payment reported twice once, in the month it was first reported', async () => {
    const headers = await headersOf(merchant);
    const vendorKey = (await t.dataSource.query(`SELECT "lslKey" FROM vendors WHERE "ownerId" = $1`, [merchant.id]))[0].lslKey;
    const again = await t.request('POST', '/api/lsl/commission-payments', {
      rawBody: JSON.stringify({ vendor_id: vendorKey, amount: 999, transaction_key: keys.september.toUpperCase(), success: true }),
      headers,
    });
    expect(again.body).toMatchObject({ recorded: false, success: true });
    const october = (await statement(merchant, '2026-10-01', '2026-10-31')).body as { lines: Line[] };
    expect(october.lines.some((line) => line.reference === keys.september)).toBe(false);
    expect(paymentLines(october.lines)).toEqual(await ruleLines(merchant, 'Main Store', '2026-10-01', '2026-10-31'));
    const september = (await statement(merchant, '2026-09-01', '2026-09-30')).body as { lines: Line[] };
    expect(september.lines.filter((line) => line.reference === keys.september)).toHaveLength(1);
  });

  it('holds a payment as a credit when the payments before it paid for everything owed', async () => {
    const response = await statement(ahead, '2026-10-01', '2026-10-31');
    expect(paymentLines(response.body.lines)).toEqual(['Commission of L$5 paid by Credit Corner; held as a credit']);
    expect(paymentLines(response.body.lines)).toEqual(await ruleLines(ahead, 'Credit Corner', '2026-10-01', '2026-10-31'));
  });

  /** The statements a statement sends that read sales: the range's own, the newest-first walk, and the standing sales from a boundary. */
  async function salesRead(user: TestUser, from: string, to: string) {
    const sent = await sentStatementsOf(async () => {
      expect((await statement(user, from, to)).status).toBe(200);
    });
    return sent
      .filter((statement) => /\btransactions t\b/.test(statement.text))
      .map((statement) => ({
        ...statement,
        kind: statement.text.includes('refund_orders')
          ? 'range'
          : statement.text.includes('OVER (ORDER BY')
            ? 'walk'
            : statement.text.includes('$2::timestamptz')
              ? 'standing'
              : 'other',
      }));
  }

  it("reads the sales from the oldest one October's payments cover, not the history before it", async () => {
    const read = await salesRead(merchant, '2026-10-01', '2026-10-31');
    expect(read.map((statement) => statement.kind).sort()).toEqual(['range', 'standing', 'walk']);
    const standing = read.find((statement) => statement.kind === 'standing')!;
    const since = standing.values[1] as Date;

    // The boundary is the oldest sale the rule has October's payments cover, in the middle of the history.
    const { charges, state } = await wholeHistory(merchant);
    const octoberKeys = new Set([keys.early, keys.late]);
    const covered = new Set(state.allocations.filter((a) => octoberKeys.has(a.transactionKey)).map((a) => a.transactionId));
    const oldestCovered = charges.find((charge) => covered.has(Number(charge.transactionId)))!;
    expect(since.toISOString()).toBe(oldestCovered.createdAt.toISOString());
    const standingSales = charges.filter((charge) => !charge.refunded && toHundredths(charge.commission) > 0);
    const older = standingSales.filter((charge) => charge.createdAt < since);
    expect(older.length).toBeGreaterThan(20);

    // Sent again, the statement reads exactly the standing sales from the boundary on.
    const rows: Array<{ transactionId: string }> = await t.dataSource.query(standing.text, standing.values);
    expect(rows.map((row) => row.transactionId)).toEqual(standingSales.filter((charge) => charge.createdAt >= since).map((charge) => charge.transactionId));
  });

  it('reads no sales beyond the range when its payments cover nothing: none made, or a credit', async () => {
    expect((await salesRead(merchant, '2026-06-01', '2026-06-30')).map((statement) => statement.kind)).toEqual(['range']);
    expect((await salesRead(ahead, '2026-10-01', '2026-10-31')).map((statement) => statement.kind)).toEqual(['range']);
  });
});
