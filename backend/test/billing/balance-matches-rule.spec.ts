import { randomUUID } from 'node:crypto';

import fc from 'fast-check';

import { collectionState, fromHundredths } from '../../src/billing/commission-collection';
import { factories } from '../support/factories';
import { TestApp } from '../support/test-app';

/**
 * The Billing balance sums in the database what the collection rule (src/billing/commission-collection.ts) computes
 * sale by sale: for any history of sales, refunds and payments, both give the same figures to the hundredth, on the
 * merchant's Billing page and in the administrators' list of balances.
 */
describe('the Billing balance against the collection rule', () => {
  let t: TestApp;
  beforeAll(async () => (t = await TestApp.start()));
  afterAll(() => t.close());

  it('owed, collected, outstanding, due now and the oldest uncollected sale agree for random histories', async () => {
    const admin = await t.makeUser({ role: 'admin' });
    const history = fc.record({
      // Commission in hundredths (0 included: a sale with none is never owed), a refund flag, minutes between sales.
      sales: fc.array(fc.record({ hundredths: fc.integer({ min: 0, max: 5000 }), refunded: fc.boolean(), gap: fc.integer({ min: 0, max: 90 }) }), {
        maxLength: 40,
      }),
      payments: fc.array(fc.record({ amount: fc.integer({ min: 1, max: 120 }), success: fc.boolean() }), { maxLength: 8 }),
    });
    await fc.assert(
      fc.asyncProperty(history, async ({ sales, payments }) => {
        const merchant = await t.makeUser();
        const vendor = await factories(t.dataSource).vendor(merchant.id);
        let at = Date.parse('2026-11-01T00:00:00Z');
        for (const sale of sales) {
          // Sales in the same minute too: the rule orders them by id.
          at += sale.gap * 60_000;
          await t.dataSource.query(
            `INSERT INTO transactions ("vendorId", "buyerId", amount, commission, "commissionRate", status, "createdAt", "refundedAt")
             VALUES ($1, $2, 1000, $3, 5, $4, $5, $6)`,
            [
              vendor.id,
              randomUUID(),
              fromHundredths(sale.hundredths),
              sale.refunded ? 'refunded' : 'completed',
              new Date(at),
              sale.refunded ? new Date(at) : null,
            ],
          );
        }
        for (const [index, payment] of payments.entries()) {
          await t.dataSource.query(
            `INSERT INTO commission_payments ("ownerId", "vendorId", amount, "transactionKey", success, "createdAt") VALUES ($1, $2, $3, $4, $5, $6)`,
            [merchant.id, vendor.id, payment.amount, randomUUID(), payment.success, new Date(at + (index + 1) * 1000)],
          );
        }
        const charges: Array<{ id: string; createdAt: Date; commission: string; status: string }> = await t.dataSource.query(
          `SELECT id, "createdAt", commission::text AS commission, status FROM transactions WHERE "vendorId" = $1`,
          [vendor.id],
        );
        const reported: Array<{ transactionKey: string; createdAt: Date; amount: number; success: boolean }> = await t.dataSource.query(
          `SELECT "transactionKey", "createdAt", amount, success FROM commission_payments WHERE "ownerId" = $1`,
          [merchant.id],
        );
        const rule = collectionState(
          charges.map((row) => ({ transactionId: Number(row.id), at: row.createdAt, commission: row.commission, refunded: row.status === 'refunded' })),
          reported.map((row) => ({ transactionKey: row.transactionKey, at: row.createdAt, amount: row.amount, success: row.success })),
        );
        const balance = await t.get('/api/billing/balance', { token: merchant.token });
        expect(balance.status).toBe(200);
        // The administrators' list of every merchant's balance says the same.
        const listed = (await t.get('/api/admin/billing/balances', { token: admin.token })).body.merchants.find(
          (row: { ownerId: string }) => row.ownerId === merchant.id,
        );
        const expectedListed =
          rule.owedHundredths > 0 || reported.length > 0
            ? {
                owed: fromHundredths(rule.owedHundredths),
                collected: rule.collected,
                outstanding: fromHundredths(rule.outstandingHundredths),
                uncollectedSince: rule.uncollectedSince?.toISOString() ?? null,
              }
            : undefined;
        expect(
          listed && { owed: listed.owed, collected: listed.collected, outstanding: listed.outstanding, uncollectedSince: listed.uncollectedSince },
        ).toEqual(expectedListed);
        expect({
          owed: balance.body.owed,
          collected: balance.body.collected,
          outstanding: balance.body.outstanding,
          dueNow: balance.body.dueNow,
          uncollectedSince: balance.body.uncollectedSince,
        }).toEqual({
          owed: fromHundredths(rule.owedHundredths),
          collected: rule.collected,
          outstanding: fromHundredths(rule.outstandingHundredths),
          dueNow: rule.dueNow,
          uncollectedSince: rule.uncollectedSince?.toISOString() ?? null,
        });
      }),
      { numRuns: 40 },
    );
  });
});
