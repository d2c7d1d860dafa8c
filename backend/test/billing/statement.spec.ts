import { randomUUID } from 'node:crypto';

import { CommissionPayment } from '../../src/billing/commission-payment.entity';
import { GiftCard } from '../../src/gift-cards/gift-card.entity';
import { Payout } from '../../src/profit-sharing/payout.entity';
import { type Factories, factories } from '../support/factories';
import { TestApp, type TestUser } from '../support/test-app';

const NOW = '2026-12-05T20:00:00.000Z';
const at = (month: number, day: number) => new Date(Date.UTC(2026, month - 1, day, 12));

const FIGURES = [
  'grossSales',
  'discounts',
  'refunds',
  'giftCardsRedeemed',
  'giftCardsSold',
  'commissionCharged',
  'commissionCollected',
  'partnerPayouts',
  'netToMerchant',
] as const;

/** "12.50" or 12 → hundredths, to add exact money in the test as the statement must. */
const hundredths = (value: string | number) => Math.round(Number(value) * 100);

/** RFC 4180 lines: quoted fields may hold commas and doubled quotes. */
function parseCsv(text: string): string[][] {
  return text
    .trimEnd()
    .split('\r\n')
    .map((line) => {
      const fields: string[] = [];
      let field = '';
      let quoted = false;
      for (let i = 0; i < line.length; i++) {
        const char = line[i];
        if (quoted && char === '"' && line[i + 1] === '"') {
          field += '"';
          i++;
        } else if (char === '"') {
          quoted = !quoted;
        } else if (char === ',' && !quoted) {
          fields.push(field);
          field = '';
        } else {
          field += char;
        }
      }
      return [...fields, field];
    });
}

/**
 * A month's statement end to end: a discounted sale, a sale refunded in the month, a sale of an earlier month refunded
 * in it, a gift card sold, a sale paid with a gift card, a partner payout and a commission payment. It adds up line by
 * line, in JSON and in CSV, and charges no commission on refunded amounts.
 */
describe('billing statement', () => {
  let t: TestApp;
  let make: Factories;
  let merchant: TestUser;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await TestApp.start({ env: { CLOCK_FIXED_AT: NOW } });
    make = factories(t.dataSource);
    merchant = await t.makeUser();
    const vendor = await make.vendor(merchant.id, { name: 'Main Store, Luna' });
    const dress = await make.product(vendor.id, { name: 'Red Dress' });
    const card = await make.product(vendor.id, { name: 'Gift Card 1000', giftCardValue: 1000 });
    const sale = (fields: Parameters<Factories['transaction']>[1]) => make.transaction(vendor.id, { productId: dress.id, ...fields });
    ids.discounted = (await sale({ amount: 900, discountAmount: 100, discountKind: 'coupon', commission: '45.00', createdAt: at(11, 3) })).id;
    ids.refunded = (await sale({ amount: 500, commission: '25.00', status: 'refunded', refundedAt: at(11, 10), createdAt: at(11, 5) })).id;
    ids.cardSold = (await sale({ productId: card.id, amount: 1000, commission: '50.00', createdAt: at(11, 6) })).id;
    ids.paidWithCard = (await sale({ amount: 300, commission: '0.00', paidWith: 'voucher', createdAt: at(11, 7) })).id;
    ids.october = (await sale({ amount: 200, commission: '10.00', status: 'refunded', refundedAt: at(11, 12), createdAt: at(10, 20) })).id;
    ids.december = (await sale({ amount: 700, commission: '35.00', createdAt: at(12, 2) })).id;
    await t.dataSource.getRepository(GiftCard).insert({
      ownerId: merchant.id,
      code: 'GC-TEST-TEST-TEST-0001',
      faceValue: 1000,
      balance: 1000,
      origin: 'sale',
      transactionId: ids.cardSold,
    });
    const payout = await t.dataSource.getRepository(Payout).save({
      ownerId: merchant.id,
      transactionId: ids.discounted,
      vendorId: vendor.id,
      avatarKey: 'a2e76fcd-9360-4f6d-a924-00000000000a',
      avatarName: 'Ann Partner',
      percent: '10.00',
      amount: 90,
      status: 'paid',
    });
    ids.payout = Number(payout.id);
    await t.dataSource.getRepository(Payout).update({ id: ids.payout }, { createdAt: at(11, 3) });
    await t.dataSource
      .getRepository(CommissionPayment)
      .insert({ ownerId: merchant.id, vendorId: vendor.id, amount: 70, transactionKey: randomUUID(), success: true, createdAt: at(11, 20) });
  });
  afterAll(() => t.close());

  const november = () => t.get('/api/billing/statement?from=2026-11-01&to=2026-11-30', { token: merchant.token });

  it('has one line per sale, refund, payout and payment of the month, oldest first, each naming its sale', async () => {
    const response = await november();
    expect(response.status).toBe(200);
    expect(response.body.lines.map((line: { kind: string; transactionId: number | null }) => [line.kind, line.transactionId])).toEqual([
      ['sale', ids.discounted],
      ['partner_payout', ids.discounted],
      ['sale', ids.refunded],
      ['sale', ids.cardSold],
      ['sale', ids.paidWithCard],
      ['refund', ids.refunded],
      ['refund', ids.october],
      ['commission_payment', null],
    ]);
    expect(response.body.lines[1].reference).toBe(String(ids.payout));
    // 70 L$ cover the sales still standing, oldest first: the refunded ones are never collected.
    expect(response.body.lines[7].description).toBe(`Commission of L$70 paid by Main Store, Luna; covers sales #${ids.discounted}, #${ids.cardSold}`);
  });

  it('adds up: totals by kind, and net to the merchant with no commission on refunded amounts', async () => {
    const { totals } = (await november()).body;
    expect(totals).toEqual({
      grossSales: 2800,
      discounts: 100,
      refunds: 700,
      giftCardsRedeemed: 300,
      giftCardsSold: 1000,
      // 45 + 25 + 50 + 0 charged, 25 and 10 credited back on the refunds.
      commissionCharged: '85.00',
      commissionCollected: 70,
      partnerPayouts: 90,
      // 2800 − 100 − 700 − 300 − 90 − 85.00
      netToMerchant: '1525.00',
    });
  });

  it('adds up line by line: each line nets its own figures, and the lines sum to the totals', async () => {
    const { lines, totals } = (await november()).body;
    for (const line of lines) {
      const net = (line.grossSales - line.discounts - line.refunds - line.giftCardsRedeemed - line.partnerPayouts) * 100 - hundredths(line.commissionCharged);
      expect(hundredths(line.netToMerchant)).toBe(net);
    }
    for (const figure of FIGURES) {
      const sum = lines.reduce((total: number, line: Record<string, string | number>) => total + hundredths(line[figure]), 0);
      expect([figure, sum]).toEqual([figure, hundredths(totals[figure])]);
    }
  });

  it('gives the same lines and totals as CSV', async () => {
    const json = (await november()).body;
    const response = await t.get('/api/billing/statement.csv?from=2026-11-01&to=2026-11-30', { token: merchant.token });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="statement-2026-11-01-to-2026-11-30.csv"');
    const [header, ...rows] = parseCsv(response.text);
    expect(header).toEqual(['at', 'kind', 'transactionId', 'reference', 'description', ...FIGURES]);
    expect(rows).toHaveLength(json.lines.length + 1);
    json.lines.forEach((line: Record<string, string | number | null>, index: number) => {
      const row = Object.fromEntries(header.map((column, i) => [column, rows[index][i]]));
      expect(row).toEqual(Object.fromEntries(header.map((column) => [column, line[column] === null ? '' : String(line[column])])));
    });
    const total = Object.fromEntries(header.map((column, i) => [column, rows[rows.length - 1][i]]));
    expect(total).toMatchObject({ kind: 'total', ...Object.fromEntries(FIGURES.map((figure) => [figure, String(json.totals[figure])])) });
  });

  it('shows a sale in the month it was made and its refund in the month it was refunded', async () => {
    const october = (await t.get('/api/billing/statement?from=2026-10-01&to=2026-10-31', { token: merchant.token })).body;
    expect(october.lines.map((line: { kind: string; transactionId: number }) => [line.kind, line.transactionId])).toEqual([['sale', ids.october]]);
    expect(october.totals).toMatchObject({ grossSales: 200, refunds: 0, commissionCharged: '10.00', netToMerchant: '190.00' });
    const year = (await t.get('/api/billing/statement?from=2026-01-01&to=2026-12-31', { token: merchant.token })).body;
    // 165.00 charged in the year, 35.00 credited back on its two refunds.
    expect(year.totals).toMatchObject({ grossSales: 3700, refunds: 700, commissionCharged: '130.00' });
  });
});
