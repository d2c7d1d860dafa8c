/**
 * Benchmark: what `GET /api/billing/balance` costs for a merchant with a long sales history, against a merchant with
 * ten sales, and against the collection rule computed sale by sale in the process (how the balance was computed before
 * it was summed in the database); and the administrators' list of balances against its earlier query. The claim: a
 * long history answers within 3× of the small one.
 *
 * Then `GET /api/billing/statement` for the current month (SLT), busy against small, checked first against the rule:
 * each commission payment line must name the sales the rule has it cover over the whole history (for an older month
 * too). The statement reads the sales from the first one the month's payments reach, not the history before; a third
 * merchant whose sales began this month (the same month as the busy one, without the history) shows what is left.
 *
 *   npx ts-node --transpile-only --project bench/tsconfig.json bench/billing-balance.bench.ts   (npm run bench:billing)
 *
 * BENCH_HISTORY   completed sales of the busy merchant, one a minute up to now, 1 in 40 refunded (default 200000)
 * BENCH_REQUESTS  measured balance requests per merchant and round (default 50), after 5 unmeasured ones
 * BENCH_ROUNDS    rounds, the order swapped every round (default 3)
 * DATABASE_URL    a PostgreSQL server to use (a throwaway database is created on it and dropped after);
 *                 unset: an embedded PostgreSQL in a temporary folder, as the app uses by default.
 *
 * The app runs in this process and is called over HTTP, one request at a time. The verdict is printed, not enforced
 * (the machine is shared and noisy); answers that disagree with the collection rule exit with 1.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';

import { type CollectionState, collectionState, fromHundredths } from '../backend/src/billing/commission-collection';
import { sltDate } from '../backend/src/common/time/second-life-time';
import { type TestApp, type TestUser } from '../backend/test/support/test-app';
import { log, logMachine, positiveInteger, round, runBenchmark } from './support/bench-common';

const HISTORY = positiveInteger('BENCH_HISTORY', 200_000);
const REQUESTS = positiveInteger('BENCH_REQUESTS', 50);
const ROUNDS = positiveInteger('BENCH_ROUNDS', 3);
const WARMUP = 5;
/** The busy merchant's balance may take at most this many times the small merchant's. */
const LIMIT = 3;

/** A merchant with `sales` sales one minute apart up to now (5 % commission, 1 in 40 refunded), and payments covering all but the last day. */
async function seedMerchant(t: TestApp, sales: number): Promise<TestUser> {
  const merchant = await t.makeUser();
  const [vendor] = await t.dataSource.query(`INSERT INTO vendors ("ownerId", name, "lslKey") VALUES ($1, 'Bench Store', gen_random_uuid()) RETURNING id`, [
    merchant.id,
  ]);
  await t.dataSource.query(
    `INSERT INTO transactions ("vendorId", "buyerId", amount, commission, "commissionRate", status, "createdAt", "refundedAt")
     SELECT $1, md5(g::text)::uuid::text, 100 + g % 900, round((100 + g % 900) * 0.05, 2), 5,
            CASE WHEN g % 40 = 0 THEN 'refunded' ELSE 'completed' END, now() - g * interval '1 minute',
            CASE WHEN g % 40 = 0 THEN now() - g * interval '1 minute' END
     FROM generate_series(1, $2::int) AS g`,
    [vendor.id, sales],
  );
  // Weekly payments of what the sales before them owed, up to a day ago: what is left is about a day of commission.
  await t.dataSource.query(
    `INSERT INTO commission_payments ("ownerId", "vendorId", amount, "transactionKey", success, "createdAt")
     SELECT $1, $2, floor(sum(commission))::int, gen_random_uuid(), true, max("createdAt") + interval '1 second'
     FROM transactions WHERE "vendorId" = $2 AND status = 'completed' AND "createdAt" < now() - interval '1 day'
     GROUP BY date_trunc('week', "createdAt") HAVING floor(sum(commission)) >= 1`,
    [merchant.id, vendor.id],
  );
  await t.dataSource.query('ANALYZE transactions; ANALYZE commission_payments');
  return merchant;
}

/** The collection rule over the merchant's whole history, read row by row as the balance did before. */
async function ruleSaleBySale(t: TestApp, merchant: TestUser) {
  const charges: Array<{ id: string; createdAt: Date; commission: string; status: string }> = await t.dataSource.query(
    `SELECT t.id, t."createdAt", t.commission::text AS commission, t.status FROM transactions t
     WHERE t."ownerId" = $1 AND t.status IN ('completed', 'refunded') AND t.commission > 0 ORDER BY t."createdAt", t.id`,
    [merchant.id],
  );
  const payments: Array<{ transactionKey: string; createdAt: Date; amount: number; success: boolean }> = await t.dataSource.query(
    `SELECT "transactionKey", "createdAt", amount, success FROM commission_payments WHERE "ownerId" = $1 ORDER BY "createdAt", id`,
    [merchant.id],
  );
  return collectionState(
    charges.map((row) => ({ transactionId: Number(row.id), at: row.createdAt, commission: row.commission, refunded: row.status === 'refunded' })),
    payments.map((row) => ({ transactionKey: row.transactionKey, at: row.createdAt, amount: row.amount, success: row.success })),
  );
}

/** The commission payment lines of a range as the rule over the whole history words them. */
async function ruleStatementLines(t: TestApp, merchant: TestUser, state: CollectionState, from: string, to: string): Promise<string[]> {
  const payments: Array<{ transactionKey: string; createdAt: Date; amount: number; success: boolean }> = await t.dataSource.query(
    `SELECT "transactionKey", "createdAt", amount, success FROM commission_payments WHERE "ownerId" = $1 ORDER BY "createdAt", id`,
    [merchant.id],
  );
  return payments
    .filter((payment) => payment.success && sltDate(payment.createdAt) >= from && sltDate(payment.createdAt) <= to)
    .map((payment) => {
      const covered = [...new Set(state.allocations.filter((a) => a.transactionKey === payment.transactionKey).map((a) => `#${a.transactionId}`))];
      return `Commission of L$${payment.amount} paid by Bench Store${covered.length > 0 ? `; covers sales ${covered.join(', ')}` : '; held as a credit'}`;
    });
}

/** The administrators' list of balances as it was computed before: every merchant's sales summed and walked oldest first. */
const ADMIN_BALANCES_BEFORE = `WITH owed AS (
    SELECT t."ownerId", SUM(t.commission) AS owed FROM transactions t WHERE t.status = 'completed' AND t.commission > 0 GROUP BY t."ownerId"
  ), paid AS (
    SELECT p."ownerId", COALESCE(SUM(p.amount) FILTER (WHERE p.success), 0)::int AS collected FROM commission_payments p GROUP BY p."ownerId"
  ), running AS (
    SELECT t."ownerId", t."createdAt", SUM(t.commission) OVER (PARTITION BY t."ownerId" ORDER BY t."createdAt", t.id) AS cumulative
    FROM transactions t WHERE t.status = 'completed' AND t.commission > 0
  )
  SELECT u.id, COALESCE(o.owed, 0)::text AS owed, COALESCE(pd.collected, 0) AS collected,
         (SELECT MIN(r."createdAt") FROM running r WHERE r."ownerId" = u.id AND r.cumulative > COALESCE(pd.collected, 0)) AS "uncollectedSince"
  FROM users u LEFT JOIN owed o ON o."ownerId" = u.id LEFT JOIN paid pd ON pd."ownerId" = u.id
  WHERE o.owed IS NOT NULL OR pd."ownerId" IS NOT NULL ORDER BY u.email`;

/** Median and 95th percentile of `count` timed calls, in ms. */
async function timed(count: number, call: () => Promise<unknown>): Promise<{ median: number; p95: number }> {
  for (let index = 0; index < WARMUP; index += 1) await call();
  const times: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const started = performance.now();
    await call();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)], p95: times[Math.min(times.length - 1, Math.floor(times.length * 0.95))] };
}

async function benchmark(t: TestApp): Promise<boolean> {
  const seedStarted = performance.now();
  const busy = await seedMerchant(t, HISTORY);
  const small = await seedMerchant(t, 10);
  log(`Seeded ${HISTORY} sales and 10 sales in ${round((performance.now() - seedStarted) / 1000)} s.`);

  // The answers first: the database's sums must be the rule's, to the hundredth.
  let agree = true;
  for (const merchant of [busy, small]) {
    const rule = await ruleSaleBySale(t, merchant);
    const { body } = await t.get('/api/billing/balance', { token: merchant.token });
    const expected = {
      owed: fromHundredths(rule.owedHundredths),
      collected: rule.collected,
      outstanding: fromHundredths(rule.outstandingHundredths),
      dueNow: rule.dueNow,
      uncollectedSince: rule.uncollectedSince?.toISOString() ?? null,
    };
    const got = { owed: body.owed, collected: body.collected, outstanding: body.outstanding, dueNow: body.dueNow, uncollectedSince: body.uncollectedSince };
    if (JSON.stringify(got) !== JSON.stringify(expected)) {
      agree = false;
      log(`DISAGREE: the balance answered ${JSON.stringify(got)}, the rule gives ${JSON.stringify(expected)}`);
    }
  }
  // The statement's payment lines must be the rule's too: for the current month, and for a month in the middle of the history.
  const today = sltDate(new Date());
  const currentMonth = { from: `${today.slice(0, 8)}01`, to: today };
  // Sales one a minute since the month began (SLT midnight is 07:00 or 08:00 UTC; an hour more is harmless).
  const monthMinutes = Math.floor((Date.now() - Date.parse(`${currentMonth.from}T08:00:00Z`)) / 60_000);
  const month = await seedMerchant(t, Math.max(1, Math.min(HISTORY, monthMinutes)));
  const olderDay = sltDate(new Date(Date.now() - Math.floor(HISTORY / 2) * 60_000));
  const olderMonth = { from: `${olderDay.slice(0, 8)}01`, to: olderDay };
  for (const merchant of [busy, small, month]) {
    const rule = await ruleSaleBySale(t, merchant);
    for (const { from, to } of [currentMonth, olderMonth]) {
      const { body } = await t.get(`/api/billing/statement?from=${from}&to=${to}`, { token: merchant.token });
      const got: string[] = body.lines
        .filter((line: { kind: string }) => line.kind === 'commission_payment')
        .map((line: { description: string }) => line.description);
      const expected = await ruleStatementLines(t, merchant, rule, from, to);
      if (JSON.stringify(got) !== JSON.stringify(expected)) {
        agree = false;
        log(`DISAGREE: the statement of ${from} to ${to} words its payments unlike the rule (${got.length} lines, the rule ${expected.length})`);
      }
    }
  }
  if (!agree) return false;

  const balance = (merchant: TestUser) => () => t.get('/api/billing/balance', { token: merchant.token });
  const admin = await t.makeUser({ role: 'admin' });
  const adminBalances = () => t.get('/api/admin/billing/balances', { token: admin.token });
  const rows: string[] = [];
  const ratios: number[] = [];
  const statementRatios: number[] = [];
  const historyRatios: number[] = [];
  for (let roundIndex = 1; roundIndex <= ROUNDS; roundIndex += 1) {
    const order = roundIndex % 2 === 1 ? (['busy', 'small'] as const) : (['small', 'busy'] as const);
    const figures: Record<string, { median: number; p95: number }> = {};
    for (const name of order) figures[name] = await timed(REQUESTS, balance(name === 'busy' ? busy : small));
    figures.rule = await timed(Math.max(3, Math.floor(REQUESTS / 10)), () => ruleSaleBySale(t, busy));
    figures.admin = await timed(Math.max(3, Math.floor(REQUESTS / 5)), adminBalances);
    figures.before = await timed(Math.max(3, Math.floor(REQUESTS / 10)), () => t.dataSource.query(ADMIN_BALANCES_BEFORE));
    const statement = (merchant: TestUser) => () => t.get(`/api/billing/statement?from=${currentMonth.from}&to=${currentMonth.to}`, { token: merchant.token });
    for (const name of [...order, 'month'] as const) {
      figures[`${name}Statement`] = await timed(Math.max(3, Math.floor(REQUESTS / 5)), statement(name === 'busy' ? busy : name === 'small' ? small : month));
    }
    ratios.push(figures.busy.median / figures.small.median);
    statementRatios.push(figures.busyStatement.median / figures.smallStatement.median);
    historyRatios.push(figures.busyStatement.median / figures.monthStatement.median);
    for (const name of ['busy', 'small', 'rule', 'admin', 'before', 'busyStatement', 'smallStatement', 'monthStatement']) {
      rows.push(
        `  round ${roundIndex}  ${name.padEnd(14)}  median ${round(figures[name].median, 2).toString().padStart(8)} ms  p95 ${round(figures[name].p95, 2).toString().padStart(8)} ms`,
      );
    }
    rows.push(
      `  round ${roundIndex}  busy/small ${round(figures.busy.median / figures.small.median, 2)}×, sale-by-sale rule/busy ${round(figures.rule.median / figures.busy.median, 1)}×, ` +
        `admin list before/now ${round(figures.before.median / figures.admin.median, 1)}×, ` +
        `statement busy/small ${round(figures.busyStatement.median / figures.smallStatement.median, 2)}×, busy/month ${round(figures.busyStatement.median / figures.monthStatement.median, 2)}×`,
    );
  }
  log(
    'GET /api/billing/balance, one request at a time (busy: the long history; small: 10 sales; rule: the history read sale by sale in the process); ' +
      "admin: GET /api/admin/billing/balances; before: the administrators' list's earlier query alone; " +
      `busyStatement, smallStatement, monthStatement (sales only since the month began): GET /api/billing/statement from ${currentMonth.from} to ${currentMonth.to}`,
  );
  for (const row of rows) log(row);
  const worst = Math.max(...ratios);
  log(
    worst <= LIMIT
      ? `VERDICT: the balance of ${HISTORY} sales answers within ${round(worst, 2)}× of 10 sales (limit ${LIMIT}×).`
      : `VERDICT: NOT MET: the balance of ${HISTORY} sales takes ${round(worst, 2)}× that of 10 sales (limit ${LIMIT}×).`,
  );
  const lines = async (merchant: TestUser) =>
    (await t.get(`/api/billing/statement?from=${currentMonth.from}&to=${currentMonth.to}`, { token: merchant.token })).body.lines.length as number;
  log(
    `Statement of the current month: ${await lines(busy)} lines for the busy merchant, ${await lines(month)} for the month's, ${await lines(small)} for the small; ` +
      `busy/small ${statementRatios.map((ratio) => `${round(ratio, 2)}×`).join(', ')}; busy/month ${historyRatios.map((ratio) => `${round(ratio, 2)}×`).join(', ')}.`,
  );
  return true;
}

function main(): void {
  logMachine();
  log(`${ROUNDS} rounds × ${REQUESTS} balance requests per merchant, ${HISTORY} sales of history (run ${randomUUID().slice(0, 8)})`);
  runBenchmark(benchmark);
}

main();
