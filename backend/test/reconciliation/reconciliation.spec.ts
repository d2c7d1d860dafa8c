import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { Vendor } from '../../src/vendors/vendor.entity';
import { createApiKey, inWorldObject, scripts } from '../in-world/in-world-support';
import { type Factories, factories } from '../support/factories';
import { TestApp, type TestUser } from '../support/test-app';
import { historyCsv, story, type StoryLine } from './fixtures/history-scenario';

const FIXTURE = join(__dirname, 'fixtures', 'history-2026-01.csv');

describe('reconciliation with the Second Life transaction history', () => {
  let t: TestApp;
  let make: Factories;
  let merchant: TestUser;
  let other: TestUser;
  let vendor: Vendor;
  let otherVendor: Vendor;
  const lines = story();
  /** The id of the record seeded for each story line that has one (by its index). */
  const recordIds = new Map<number, number>();
  let saleWithoutLindens: number;
  let otherMerchantSale: number;

  const upload = (user: TestUser, csv: string, extra: Record<string, unknown> = {}) =>
    t.post('/api/reconciliation/uploads', { fileName: 'history.csv', csv, ...extra }, { token: user.token });
  const summary = async (user: TestUser) => (await t.get('/api/reconciliation', { token: user.token })).body;
  const unmatched = async (user: TestUser) => (await t.get('/api/reconciliation/unmatched', { token: user.token })).body;
  const resolve = (user: TestUser, id: number, body: Record<string, unknown>) => t.post(`/api/reconciliation/lines/${id}/resolve`, body, { token: user.token });
  const lineOf = async (user: TestUser, party: string) => {
    const found = (await unmatched(user)).lines.find((line: { otherParty: string }) => line.otherParty === party);
    expect(found).toBeDefined();
    return found as { id: number; amount: number };
  };

  beforeAll(async () => {
    t = await TestApp.start({ env: { CLOCK_FIXED_AT: '2026-02-10T12:00:00.000Z' } });
    make = factories(t.dataSource);
    merchant = await t.makeUser();
    other = await t.makeUser();
    vendor = await make.vendor(merchant.id, { name: 'Main Store' });
    otherVendor = await make.vendor(other.id, { name: 'Other Shop' });
    for (const [index, line] of lines.entries()) {
      const record = line.record;
      if (record?.kind !== 'sale') continue;
      const sale = await make.transaction(vendor.id, {
        buyerId: record.buyerKey,
        buyerName: record.buyerName,
        amount: record.amount,
        discountAmount: record.discountAmount,
        discountKind: record.discountAmount > 0 ? 'sale' : null,
        marketplaceTransactionId: record.marketplaceTransactionId,
        source: record.marketplaceTransactionId ? 'marketplace' : 'in-world',
        createdAt: record.at,
      });
      recordIds.set(index, sale.id);
    }
    for (const [index, line] of lines.entries()) {
      const record = line.record;
      if (record?.kind === 'refund') {
        const sale = recordIds.get(lines.indexOf(record.sale))!;
        const [row] = await t.dataSource.query(
          `INSERT INTO in_world_refunds ("vendorId", "ownerId", "saleId", "transactionId", "buyerId", amount, success, "transferKey", reason, "createdAt")
           VALUES ($1, $2, gen_random_uuid(), $3, $4, $5, true, $6, 'change', $7) RETURNING id`,
          [vendor.id, merchant.id, sale, (record.sale.record as { buyerKey: string }).buyerKey, record.amount, record.transferKey, record.at],
        );
        recordIds.set(index, row.id);
      } else if (record?.kind === 'payout') {
        const [row] = await t.dataSource.query(
          `INSERT INTO payouts ("ownerId", "transactionId", "vendorId", "avatarKey", "avatarName", percent, amount, status, "transactionKey", "createdAt", "updatedAt")
           VALUES ($1, $2, $3, $4, $5, 20, $6, 'paid', $7, $8, $8) RETURNING id::int AS id`,
          [
            merchant.id,
            recordIds.get(lines.indexOf(record.sale)),
            vendor.id,
            record.avatarKey,
            record.avatarName,
            record.amount,
            record.transactionKey,
            record.at,
          ],
        );
        recordIds.set(index, row.id);
      }
    }
    // A sale recorded in the period whose L$ the history does not show; a gift card sale took no L$ and is not one.
    saleWithoutLindens = (await make.transaction(vendor.id, { buyerName: 'Ghost Buyer', amount: 640, createdAt: new Date('2026-01-20T12:00:00Z') })).id;
    await make.transaction(vendor.id, { buyerName: 'Card Holder', amount: 300, paidWith: 'voucher', createdAt: new Date('2026-01-21T12:00:00Z') });
    otherMerchantSale = (await make.transaction(otherVendor.id, { buyerName: 'Old Friend', amount: 1000, createdAt: new Date('2026-01-03T21:07:00Z') })).id;
  });
  afterAll(() => t.close());

  const count = (role: StoryLine['role']) => lines.filter((line) => line.role === role).length;

  it('has a committed fixture of at least 200 lines that the story still writes', () => {
    const fixture = readFileSync(FIXTURE, 'utf8');
    expect(fixture).toBe(historyCsv(lines));
    expect(lines.length).toBeGreaterThanOrEqual(200);
    expect([
      count('sale'),
      count('refund'),
      count('payout'),
      count('commission'),
      count('unrelated'),
      count('missed-sale'),
      count('unordered-outgoing'),
    ]).toEqual([180, 6, 8, 4, 2, 1, 1]);
  });

  it('imports the history, matches every known line with its record, and reports the missed sale and the unordered transfer', async () => {
    const response = await upload(merchant, readFileSync(FIXTURE, 'utf8'));
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'imported', headers: [], upload: { lineCount: 202, newLines: 202, knownLines: 0 }, matchedNow: 194 });

    const rows: Array<{ occurredAt: Date; amount: number; matchKind: string | null; matchedId: string | null }> = await t.dataSource.query(
      `SELECT "occurredAt", amount, "matchKind", "matchedId"::text AS "matchedId" FROM reconciliation_lines WHERE "ownerId" = $1`,
      [merchant.id],
    );
    const byInstant = new Map(rows.map((row) => [row.occurredAt.toISOString(), row]));
    for (const [index, line] of lines.entries()) {
      const row = byInstant.get(line.at.toISOString());
      expect({ index, amount: row?.amount, kind: row?.matchKind, id: row?.matchedId === null || !row ? null : Number(row.matchedId) }).toEqual({
        index,
        amount: line.amount,
        kind: line.record?.kind ?? null,
        id: line.record ? recordIds.get(index) : null,
      });
    }

    expect(await summary(merchant)).toMatchObject({
      lines: 202,
      matched: 194,
      missedSales: 3,
      unorderedOutgoing: 5,
      salesWithoutLindens: 1,
      resolved: 0,
      from: '2026-01-02T17:00:00.000Z',
      uploads: [{ lineCount: 202, newLines: 202, knownLines: 0 }],
    });
    const open = await unmatched(merchant);
    expect(open.lines.map((line: { otherParty: string; amount: number }) => [line.otherParty, line.amount])).toEqual(
      expect.arrayContaining([
        ['Missed Buyer', 450],
        ['Mystery Taker', -777],
        ['Old Friend', 1000],
        ['SL Vendor Platform', -144],
      ]),
    );
    expect(open.salesWithoutLindens).toEqual([{ id: saleWithoutLindens, buyerName: 'Ghost Buyer', amount: 640, createdAt: '2026-01-20T12:00:00.000Z' }]);
  });

  it('adds only the new lines of an overlapping second file, and matches them', async () => {
    const february: StoryLine[] = [];
    for (let i = 0; i < 10; i += 1) {
      const at = new Date(Date.UTC(2026, 1, 1, 18, i * 20, 0));
      const sale = await make.transaction(vendor.id, { buyerName: `New Buyer${i}`, amount: 100 + i, createdAt: new Date(at.getTime() + 30_000) });
      february.push({
        at,
        type: 'Object Sale',
        party: `New Buyer${i}`,
        description: 'Hat',
        region: 'Luna Bay',
        amount: 100 + i,
        txId: null,
        record: null,
        role: 'sale',
      });
      recordIds.set(1000 + i, sale.id);
    }
    const overlapping = [...lines.slice(150), ...february];
    // The balance column must read as it did in the first file for the lines without a transaction id to be known again.
    const opening = 10_000 + lines.slice(0, 150).reduce((sum, line) => sum + line.amount, 0);
    const response = await upload(merchant, historyCsv(overlapping, opening));
    expect(response.status).toBe(200);
    expect(response.body.upload).toMatchObject({ lineCount: 62, newLines: 10, knownLines: 52 });
    expect(response.body.matchedNow).toBe(10);
    expect(await summary(merchant)).toMatchObject({ lines: 212, matched: 204, missedSales: 3, unorderedOutgoing: 5 });

    const again = await upload(merchant, readFileSync(FIXTURE, 'utf8'));
    expect(again.body.upload).toMatchObject({ lineCount: 202, newLines: 0, knownLines: 202 });
    expect((await summary(merchant)).lines).toBe(212);
  });

  it('asks for a mapping when it does not know the headers, imports with it, and remembers it', async () => {
    const csv = ['Wann,Wer,Betrag,Notiz', '2026-01-05 10:00:00,Bea Oakheart,250,Jacke', '2026-01-05 11:00:00,Cid Vale,-30,Miete'].join('\n');
    const asked = await upload(other, csv);
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({ status: 'needs_mapping', headers: ['Wann', 'Wer', 'Betrag', 'Notiz'], upload: null });
    expect(asked.body.message).toContain('not recognised');
    expect((await summary(other)).lines).toBe(0);

    const incomplete = await upload(other, csv, { mapping: { date: 'Wann', otherParty: 'Wer' } });
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.message).toContain('amount');
    const wrong = await upload(other, csv, { mapping: { date: 'When', otherParty: 'Wer', amount: 'Betrag' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toContain('Wann, Wer, Betrag, Notiz');

    const mapped = await upload(other, csv, { mapping: { date: 'Wann', otherParty: 'Wer', amount: 'Betrag', description: 'Notiz' } });
    expect(mapped.status).toBe(200);
    expect(mapped.body).toMatchObject({ status: 'imported', upload: { newLines: 2 } });
    expect((await summary(other)).mapping).toEqual({ date: 'Wann', otherParty: 'Wer', amount: 'Betrag', description: 'Notiz' });

    const later = await upload(other, `${csv}\n2026-01-06 09:00:00,Dora Karu,99,Hut`);
    expect(later.body).toMatchObject({ status: 'imported', upload: { lineCount: 3, newLines: 1, knownLines: 2 } });
    expect((await unmatched(other)).lines.map((line: { description: string }) => line.description)).toEqual(['Jacke', 'Miete', 'Hut']);
  });

  it('refuses a bad file with a message naming the line, and writes nothing', async () => {
    const before = (await summary(merchant)).lines;
    const bad = await upload(merchant, 'Date,Resident,Amount\n2026-01-25 10:00,Bea,10\n2026-01-25 10:05,Bea,12.50\n');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Line 3: "12.50" is not a whole number of L$.');
    const badDate = await upload(merchant, 'Date,Resident,Amount\n2026-13-25 10:00,Bea,10\n');
    expect(badDate.body.message).toBe('Line 2: "2026-13-25 10:00" is not a date and time.');
    const tooMany = await upload(merchant, `Date,Resident,Amount\n${'2026-01-25 10:00,Bea,10\n'.repeat(20_011)}`);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toContain('more than 20,000 lines');
    const unknownField = await upload(merchant, 'Date,Resident,Amount\n2026-01-25 10:00,Bea,10\n', { balance: 3 });
    expect(unknownField.status).toBe(400);
    const empty = await upload(merchant, 'Date,Resident,Amount\n');
    expect(empty.body.message).toBe('The file has no transaction lines under its header.');
    expect((await summary(merchant)).lines).toBe(before);
  });

  it("does not show or resolve another merchant's lines", async () => {
    const missed = await lineOf(merchant, 'Missed Buyer');
    expect((await unmatched(other)).lines.map((line: { otherParty: string }) => line.otherParty)).not.toContain('Missed Buyer');
    const refused = await resolve(other, missed.id, { action: 'not_a_sale' });
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe('History line not found.');
    const onAnotherVendor = await resolve(merchant, missed.id, { action: 'record_sale', vendorId: otherVendor.id });
    expect(onAnotherVendor.status).toBe(404);
    expect((await lineOf(merchant, 'Missed Buyer')).id).toBe(missed.id);
  });

  it('records the missed sale as a real sale with commission, shown on Transactions, and audits it', async () => {
    const missed = await lineOf(merchant, 'Missed Buyer');
    expect((await resolve(merchant, missed.id, { action: 'record_sale' })).body.message).toContain('vendor');
    const response = await resolve(merchant, missed.id, { action: 'record_sale', vendorId: vendor.id, note: 'The vendor script was reset' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: missed.id, resolution: 'recorded_sale', matchKind: 'sale', resolutionNote: 'The vendor script was reset' });
    const saleId = response.body.matchedId as number;

    const sale = await t.get(`/api/transactions/${saleId}`, { token: merchant.token });
    expect(sale.status).toBe(200);
    expect(sale.body).toMatchObject({
      amount: 450,
      buyerName: 'Missed Buyer',
      source: 'reconciliation',
      status: 'completed',
      commission: '22.50',
      vendorId: vendor.id,
    });
    expect(sale.body.createdAt).toBe(lines.find((line) => line.role === 'missed-sale')!.at.toISOString());
    const list = await t.get('/api/transactions?q=Missed', { token: merchant.token });
    expect(list.body.items.map((item: { id: number }) => item.id)).toContain(saleId);

    const [audit] = await t.dataSource.query(
      `SELECT "userId", description, "targetType", "targetId", metadata FROM activities WHERE "activityType" = 'reconciliation_line_resolved' AND "targetId" = $1`,
      [String(missed.id)],
    );
    expect(audit).toMatchObject({ userId: merchant.id, targetType: 'reconciliation_line', metadata: { action: 'record_sale', matchedId: saleId } });
    expect(audit.description).toContain(`missed sale recorded as sale #${saleId}`);

    const twice = await resolve(merchant, missed.id, { action: 'not_a_sale' });
    expect(twice.status).toBe(409);
    expect((await summary(merchant)).missedSales).toBe(2);
  });

  it('marks a line not a sale and links another by hand, each audited', async () => {
    const stipend = await lineOf(merchant, 'Linden Lab');
    expect((await resolve(merchant, stipend.id, { action: 'not_a_sale', note: 'Stipend' })).body).toMatchObject({ resolution: 'not_a_sale', matchKind: null });

    const gift = await lineOf(merchant, 'Old Friend');
    const foreign = await resolve(merchant, gift.id, { action: 'link', recordKind: 'sale', recordId: otherMerchantSale });
    expect(foreign.status).toBe(404);
    const wrongWay = await resolve(merchant, gift.id, { action: 'link', recordKind: 'payout', recordId: 1 });
    expect(wrongWay.status).toBe(400);
    const matchedAlready = await resolve(merchant, gift.id, { action: 'link', recordKind: 'sale', recordId: recordIds.get(0) });
    expect(matchedAlready.status).toBe(409);
    const linked = await resolve(merchant, gift.id, { action: 'link', recordKind: 'sale', recordId: saleWithoutLindens });
    expect(linked.status).toBe(200);
    expect(linked.body).toMatchObject({ resolution: 'linked', matchKind: 'sale', matchedId: saleWithoutLindens });
    expect(await summary(merchant)).toMatchObject({ missedSales: 0, salesWithoutLindens: 0, resolved: 3 });

    const audited: Array<{ metadata: { action: string } }> = await t.dataSource.query(
      `SELECT metadata FROM activities WHERE "activityType" = 'reconciliation_line_resolved' AND "userId" = $1 ORDER BY id`,
      [merchant.id],
    );
    expect(audited.map((entry) => entry.metadata.action)).toEqual(['record_sale', 'not_a_sale', 'link']);
  });
  it("matches the L$ a refund from the web sent back in-world with its refund order, by Second Life's transaction key", async () => {
    const seller = await t.makeUser();
    const shop = await make.vendor(seller.id, { name: 'Refunding Shop' });
    const sale = await make.transaction(shop.id, { buyerId: randomUUID(), buyerName: 'Cleo Buyer', amount: 300 });
    expect((await t.post(`/api/transactions/${sale.id}/refund`, undefined, { token: seller.token })).status).toBe(200);
    const order = (await t.get(`/api/transactions/${sale.id}`, { token: seller.token })).body.refundOrder;
    const transfer = randomUUID();
    const script = scripts(t, inWorldObject(await createApiKey(t, seller)));
    const reported = await script.post(`/api/lsl/payouts/refunds/${order.id}/result`, { vendor_id: shop.lslKey, success: true, transaction_key: transfer });
    expect(reported.body.status).toBe('confirmed');
    // The history's line, at this minute in SLT (the refund order is confirmed at the database's time, not the test clock's).
    const slt = new Intl.DateTimeFormat('sv-SE', { timeZone: 'America/Los_Angeles', dateStyle: 'short', timeStyle: 'medium' }).format(new Date());
    const csv = `Date,Type,Resident,Description,Region,Amount,Balance,Transaction ID\n${slt},Payment,Cleo Buyer,Refund,Luna Bay,-300,9700,${transfer}\n`;
    const response = await upload(seller, csv);
    expect(response.body).toMatchObject({ status: 'imported', matchedNow: 1 });
    const rows = await t.dataSource.query(`SELECT "matchKind", "matchedId"::int AS "matchedId" FROM reconciliation_lines WHERE "ownerId" = $1`, [seller.id]);
    expect(rows).toEqual([{ matchKind: 'refund-order', matchedId: order.id }]);
  });
  it('matches each part of a sale refunded in parts with its own refund order, and never a transfer of the whole sale', async () => {
    const seller = await t.makeUser();
    const shop = await make.vendor(seller.id, { name: 'Part Refund Shop' });
    const sale = await make.transaction(shop.id, { buyerId: randomUUID(), buyerName: 'Dora Buyer', amount: 300 });
    const script = scripts(t, inWorldObject(await createApiKey(t, seller)));
    const transfers: string[] = [];
    for (const amount of [100, 120]) {
      const refunded = await t.post(`/api/transactions/${sale.id}/refund`, { amount, requestKey: randomUUID() }, { token: seller.token });
      expect(refunded.status).toBe(200);
      const order = (await t.get(`/api/transactions/${sale.id}`, { token: seller.token })).body.refundOrders.at(-1);
      expect(order).toMatchObject({ amount, status: 'requested' });
      transfers.push(randomUUID());
      const reported = await script.post(`/api/lsl/payouts/refunds/${order.id}/result`, {
        vendor_id: shop.lslKey,
        success: true,
        transaction_key: transfers.at(-1),
      });
      expect(reported.body.status).toBe('confirmed');
    }
    const orders = (await t.get(`/api/transactions/${sale.id}`, { token: seller.token })).body.refundOrders as Array<{ id: number }>;
    // The history: the two parts sent back, and a transfer of the whole sale's L$300 to the same buyer that nobody ordered.
    const slt = new Intl.DateTimeFormat('sv-SE', { timeZone: 'America/Los_Angeles', dateStyle: 'short', timeStyle: 'medium' }).format(new Date());
    const csv =
      'Date,Type,Resident,Description,Region,Amount,Balance,Transaction ID\n' +
      `${slt},Payment,Dora Buyer,Refund,Luna Bay,-100,9900,${transfers[0]}\n` +
      `${slt},Payment,Dora Buyer,Refund,Luna Bay,-120,9780,${transfers[1]}\n` +
      `${slt},Payment,Dora Buyer,Refund,Luna Bay,-300,9480,${randomUUID()}\n`;
    expect((await upload(seller, csv)).body).toMatchObject({ status: 'imported', matchedNow: 2 });
    const rows = await t.dataSource.query(
      `SELECT amount, "matchKind", "matchedId"::int AS "matchedId" FROM reconciliation_lines WHERE "ownerId" = $1 ORDER BY amount DESC`,
      [seller.id],
    );
    expect(rows).toEqual([
      { amount: -100, matchKind: 'refund-order', matchedId: orders[0].id },
      { amount: -120, matchKind: 'refund-order', matchedId: orders[1].id },
      { amount: -300, matchKind: null, matchedId: null },
    ]);
    expect(await summary(seller)).toMatchObject({ unorderedOutgoing: 1 });
  });
  it("matches the commission a vendor paid the platform with its payment report, by Second Life's transaction key", async () => {
    const seller = await t.makeUser();
    const shop = await make.vendor(seller.id, { name: 'Paying Shop' });
    const transfer = randomUUID();
    const script = scripts(t, inWorldObject(await createApiKey(t, seller)));
    const reported = await script.post('/api/lsl/commission-payments', { vendor_id: shop.lslKey, amount: 12, transaction_key: transfer, success: true });
    expect(reported.status).toBe(200);
    const [{ id: paymentId }] = await t.dataSource.query(`SELECT id FROM commission_payments WHERE "ownerId" = $1`, [seller.id]);
    // The payment is recorded at the test clock's time, 2026-02-10 12:00 UTC: 04:00 SLT.
    const csv = `Date,Type,Resident,Description,Region,Amount,Balance,Transaction ID\n2026-02-10 04:00:00,Payment,Platform Collector,Commission,Luna Bay,-12,9988,${transfer}\n`;
    expect((await upload(seller, csv)).body).toMatchObject({ status: 'imported', matchedNow: 1 });
    const rows = await t.dataSource.query(`SELECT "matchKind", "matchedId"::int AS "matchedId" FROM reconciliation_lines WHERE "ownerId" = $1`, [seller.id]);
    expect(rows).toEqual([{ matchKind: 'commission', matchedId: Number(paymentId) }]);
  });
});
