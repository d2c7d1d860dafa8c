import { createHash, randomUUID } from 'node:crypto';
import { type ClientRequest, get as httpGet } from 'node:http';

import { Client, types as pgTypes } from 'pg';
import { fromBuffer } from 'yauzl';

import { GiftCard } from '../../src/gift-cards/gift-card.entity';
import { GiftCardRedemption } from '../../src/gift-cards/gift-card-redemption.entity';
import { CouponUse } from '../../src/promotions/coupon-use.entity';
import { Promotion } from '../../src/promotions/promotion.entity';
import { InWorldRefund } from '../../src/sales/in-world-refund.entity';
import type { Vendor } from '../../src/vendors/vendor.entity';
import { factories } from '../support/factories';
import { sessionsInTransaction, waitForNoSessionInTransaction } from '../support/open-transactions';
import { TestApp, type TestUser } from '../support/test-app';
import { sleep } from '../support/wait';

/**
 * Settings → Data, "Export everything": the ZIP is unzipped and every file is checked against the database, read here
 * with the test's own queries; another merchant's rows, which every table also holds, must never appear.
 */

/** An instant as the database wrote it (the test's session is in UTC), kept apart from other text. */
class Instant {
  constructor(readonly text: string) {}

  /** The form the export writes: milliseconds, truncated, in UTC. */
  iso(): string {
    const match = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?\+00$/.exec(this.text);
    if (!match) throw new Error(`Unexpected instant ${this.text}`);
    return `${match[1]}T${match[2]}.${(match[3] ?? '').padEnd(3, '0').slice(0, 3)}Z`;
  }
}

const TIMESTAMPTZ_OID = 1184;
const INT8_OID = 20;
const getTypeParser = ((oid: number, format?: 'text' | 'binary') => {
  if (oid === TIMESTAMPTZ_OID) return (value: string) => new Instant(value);
  if (oid === INT8_OID) return (value: string) => Number(value);
  return pgTypes.getTypeParser(oid, format);
}) as typeof pgTypes.getTypeParser;

/** What each file must hold, as the test reads it from the database ($1: the merchant). Column names and order included. */
const EXPECTED: Record<string, string> = {
  account: `SELECT id, email, "firstName", "lastName", role, "emailTransactions", "emailRedeliveries", "emailEvents", "inWorldNotifications",
                   "defaultCommissionRate", "stackDiscounts", "createdAt", "updatedAt" FROM users WHERE id = $1`,
  vendors: `SELECT id, name, description, "slLocation", "isActive", "pausedAt", kind, "lslKey", inventory, "inventoryUpdatedAt", "createdAt", "updatedAt"
            FROM vendors WHERE "ownerId" = $1 ORDER BY id`,
  products: `SELECT id, "vendorId", name, description, price, "isActive", "slItemId", "marketplaceItemId", stock, "lowStockThreshold",
                    "availableFrom", "availableUntil", "giftCardValue", "textureKey", "demoItemName", "displayOrder", "createdAt", "updatedAt"
             FROM products WHERE "vendorId" IN (SELECT id FROM vendors WHERE "ownerId" = $1) ORDER BY id`,
  'product-versions': `SELECT id, "productId", version, "itemName", "publishedBy", "publishedAt" FROM product_versions
                       WHERE "productId" IN (SELECT p.id FROM products p JOIN vendors v ON v.id = p."vendorId" WHERE v."ownerId" = $1) ORDER BY id`,
  'product-demos': `SELECT id, "productId", "vendorId", "avatarKey", to_char(day, 'YYYY-MM-DD') AS day, "givenAt" FROM product_demos
                    WHERE "ownerId" = $1 ORDER BY id`,
  'delivery-boxes': `SELECT id, name, "isActive", "boxKey", inventory, "inventoryUpdatedAt", "createdAt", "updatedAt"
                     FROM delivery_boxes WHERE "ownerId" = $1 ORDER BY id`,
  sales: `SELECT t.id, t."createdAt", t.status, t."vendorId", v.name AS "vendorName", t."productId", p.name AS "productName", t."buyerId",
                 t."buyerName", t.amount, t.commission, t."commissionRate", t."eventId", t."refundedAt", t."slRegion", t."giftTo", t."giftToName",
                 t."paidWith", t."discountKind", t."discountCode", t."discountAmount", t.source, t."listPrice", t."priceMismatch", t."refundedAmount", t."saleId",
                 t."marketplaceTransactionId", t."slObjectKey"
          FROM transactions t JOIN vendors v ON v.id = t."vendorId" LEFT JOIN products p ON p.id = t."productId"
          WHERE v."ownerId" = $1 ORDER BY t."createdAt", t.id`,
  payouts: `SELECT id, "transactionId", "vendorId", "avatarKey", "avatarName", percent, amount, status, "transactionKey", reason, "overLimit",
                   attempts, "createdAt", "updatedAt"
            FROM payouts WHERE "vendorId" IN (SELECT id FROM vendors WHERE "ownerId" = $1) ORDER BY "createdAt", id`,
  'profit-splits': `SELECT id, "vendorId", "productId", "avatarKey", "avatarName", percent, position, "createdAt" FROM profit_splits
                    WHERE "vendorId" IN (SELECT id FROM vendors WHERE "ownerId" = $1)
                       OR "productId" IN (SELECT p.id FROM products p JOIN vendors v ON v.id = p."vendorId" WHERE v."ownerId" = $1)
                    ORDER BY id`,
  'in-world-refunds': `SELECT id, "vendorId", "saleId", "transactionId", "buyerId", amount, success, "transferKey", reason, "createdAt"
                       FROM in_world_refunds WHERE "vendorId" IN (SELECT id FROM vendors WHERE "ownerId" = $1) ORDER BY id`,
  redeliveries: `SELECT id, "transactionId", kind, "requestedBy", status, "failureReason", "boxId", "waitingReason", "requestedAt", "assignedAt",
                        "processedAt", "completedAt", "alertedAt", "updatedAt"
                 FROM redeliveries
                 WHERE "transactionId" IN (SELECT t.id FROM transactions t JOIN vendors v ON v.id = t."vendorId" WHERE v."ownerId" = $1)
                 ORDER BY id`,
  promotions: `SELECT id, kind, name, "productId", "percentOff", "amountOff", code, "maxUses", uses, "oncePerAvatar", "minSpent", "avatarKeys",
                      "startsAt", "endsAt", "isActive", "createdAt", "updatedAt"
               FROM promotions WHERE "ownerId" = $1 ORDER BY id`,
  'coupon-uses': `SELECT cu.id, cu."promotionId", p.code, cu."buyerId", cu."transactionId", cu."createdAt"
                  FROM coupon_uses cu JOIN promotions p ON p.id = cu."promotionId" WHERE p."ownerId" = $1 ORDER BY cu.id`,
  'gift-cards': `SELECT id, code, "faceValue", balance, "holderKey", "holderName", origin, "transactionId", note, "voidedAt", "createdAt"
                 FROM gift_cards WHERE "ownerId" = $1 ORDER BY id`,
  'gift-card-redemptions': `SELECT r.id, r."giftCardId", g.code, r."transactionId", r.amount, r."createdAt"
                            FROM gift_card_redemptions r JOIN gift_cards g ON g.id = r."giftCardId" WHERE g."ownerId" = $1 ORDER BY r.id`,
  events: `SELECT id, name, description, "startDate", "endDate", "commissionRate", "isActive", "createdAt", "updatedAt"
           FROM events WHERE "organizerId" = $1 ORDER BY id`,
  'event-participations': `SELECT ev."eventId", e.name AS "eventName", ev."vendorId", ev."acceptedCommissionRate", ev."joinedAt"
                           FROM event_vendors ev JOIN events e ON e.id = ev."eventId"
                           WHERE ev."vendorId" IN (SELECT id FROM vendors WHERE "ownerId" = $1) ORDER BY ev."eventId", ev."vendorId"`,
  'reconciliation-lines': `SELECT l.id, l."uploadId", u."fileName", l."occurredAt", l.type, l."otherParty", l.description, l.region, l.amount, l.balance,
                                  l."slTransactionId", l."matchKind", l."matchedId", l.resolution, l."resolutionNote", l."resolvedAt", l."createdAt"
                           FROM reconciliation_lines l JOIN reconciliation_uploads u ON u.id = l."uploadId" WHERE l."ownerId" = $1
                           ORDER BY l."occurredAt", l.id`,
  activity: `SELECT id, "activityType", description, metadata, "targetType", "targetId", "createdAt" FROM activities WHERE "userId" = $1 ORDER BY id`,
};
const TABLES = Object.keys(EXPECTED);
const ENTRY_NAMES = [...TABLES.flatMap((table) => [`${table}.csv`, `${table}.jsonl`]), 'manifest.json'];
const TRANSACTIONS_CSV_COLUMNS = 25;

interface ExpectedTable {
  columns: string[];
  rows: Record<string, unknown>[];
}

interface Entry {
  name: string;
  content: Buffer;
}

/** Reads every entry of a ZIP with yauzl, in the order the ZIP holds them. */
function unzip(zip: Buffer): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    fromBuffer(zip, { lazyEntries: true }, (openError, zipfile) => {
      if (openError) return reject(openError);
      const entries: Entry[] = [];
      zipfile.on('error', reject);
      zipfile.on('end', () => resolve(entries));
      zipfile.on('entry', (entry) => {
        zipfile.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('error', reject);
          stream.on('end', () => {
            entries.push({ name: entry.fileName, content: Buffer.concat(chunks) });
            zipfile.readEntry();
          });
        });
      });
      zipfile.readEntry();
    });
  });
}

/** RFC 4180: fields split on commas, quoted fields unquoted, records ending with CRLF (line breaks inside quotes kept). */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index];
    if (quoted) {
      if (character !== '"') field += character;
      else if (text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else quoted = false;
    } else if (character === '"') quoted = true;
    else if (character === ',') {
      record.push(field);
      field = '';
    } else if (character === '\r' && text[index + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      index += 1;
    } else field += character;
  }
  expect({ field, record, quoted }).toEqual({ field: '', record: [], quoted: false });
  return records;
}

/** Free text as a spreadsheet-safe CSV writes it: a leading = + - @ or control character gets an apostrophe. */
const defused = (text: string) => (/^[=+\-@\t\r\n]/.test(text) ? `'${text}` : text);

function csvCell(value: unknown): string {
  if (value === null) return '';
  if (value instanceof Instant) return value.iso();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'object') return defused(JSON.stringify(value));
  return defused(value as string);
}

function jsonValue(value: unknown): unknown {
  return value instanceof Instant ? value.iso() : value;
}

const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');

describe('data export (Settings → Data, Export everything)', () => {
  let t: TestApp;
  let db: Client;
  let merchant: TestUser;
  let other: TestUser;
  let admin: TestUser;
  let zip: Buffer;
  let entries: Entry[];
  let response: Response;
  let expected: Record<string, ExpectedTable>;
  let othersRows: Record<string, number>;
  let secrets: string[];
  let startedAt: number;

  async function expectedFor(ownerId: string): Promise<Record<string, ExpectedTable>> {
    const tables: Record<string, ExpectedTable> = {};
    for (const [table, sql] of Object.entries(EXPECTED)) {
      const result = await db.query(sql, [ownerId]);
      tables[table] = { columns: result.fields.map((field) => field.name), rows: result.rows };
    }
    return tables;
  }

  /** A merchant with rows in every table: tricky text (formulas, commas, quotes, line breaks) in the first one. */
  async function seedMerchant(user: TestUser, label: string) {
    const make = factories(t.dataSource);
    const created = await t.post(
      '/api/vendors',
      { name: `=${label} Store, "Isle"`, description: 'Line one\nLine two', slLocation: 'Luna Bay (1, 2, 3)' },
      { token: user.token },
    );
    expect(created.status).toBe(201);
    const main = (await t.dataSource.query(`SELECT * FROM vendors WHERE id = $1`, [created.body.id]))[0] as Vendor;
    const paused = await make.vendor(user.id, { name: `${label} Annex`, pausedAt: new Date(Date.now() - 3_600_000), isActive: false });
    const marketplace = await make.vendor(user.id, { name: 'SL Marketplace', kind: 'marketplace', description: null, slLocation: null });
    const hat = await make.product(main.id, {
      name: `+${label} Hat`,
      description: 'Red, "wide"',
      stock: 10,
      lowStockThreshold: 2,
      availableFrom: new Date(Date.now() - 86_400_000),
      availableUntil: new Date(Date.now() + 86_400_000),
      slItemId: 'Hat (boxed)',
    });
    const card = await make.product(paused.id, { name: `${label} Gift Card`, giftCardValue: 500, price: 500 });
    await make.product(marketplace.id, { name: `${label} Listing`, marketplaceItemId: '123456' });
    const box = await make.box(user.id, { name: `${label} Box`, inventory: ['Hat, red', 'Shoes "blue"', '@Cape'], inventoryUpdatedAt: new Date() });
    const event = await make.event(user.id, { name: `${label} Fair`, description: '-Opening night' });
    await make.join(event.id, main.id);

    const minute = 60_000;
    const base = Date.now() - 10 * minute;
    const couponSale = await make.transaction(main.id, {
      productId: hat.id,
      amount: 200,
      eventId: event.id,
      buyerName: `@${label} Buyer`,
      slRegion: 'Luna Bay',
      slObjectKey: randomUUID(),
      saleId: randomUUID(),
      discountKind: 'coupon',
      discountCode: 'SPRING',
      discountAmount: 50,
      // L$200 after a L$50 coupon for a hat listed at L$300 then: flagged, with the list price of the time.
      priceMismatch: true,
      listPrice: 300,
      createdAt: new Date(base + minute),
    });
    const refunded = await make.transaction(main.id, {
      productId: hat.id,
      status: 'refunded',
      refundedAt: new Date(base + 3 * minute),
      createdAt: new Date(base + 2 * minute),
    });
    const gift = await make.transaction(paused.id, {
      productId: card.id,
      amount: 500,
      giftTo: randomUUID(),
      giftToName: `${label} Friend`,
      createdAt: new Date(base + 4 * minute),
    });
    const voucherSale = await make.transaction(main.id, {
      productId: hat.id,
      amount: 250,
      paidWith: 'voucher',
      commission: '0.00',
      createdAt: new Date(base + 5 * minute),
    });
    await make.transaction(marketplace.id, {
      source: 'marketplace',
      marketplaceTransactionId: `MP-${label}-1`,
      productId: null,
      createdAt: new Date(base + 6 * minute),
    });
    // Two sales in the same instant: the id breaks the tie.
    const tie = new Date(base + 7 * minute);
    await make.transaction(main.id, { buyerName: null, createdAt: tie });
    await make.transaction(main.id, { buyerName: 'Tie Resident', createdAt: tie });

    await t.dataSource.getRepository(InWorldRefund).save({
      vendorId: main.id,
      ownerId: user.id,
      saleId: couponSale.saleId!,
      transactionId: couponSale.id,
      buyerId: couponSale.buyerId,
      amount: 50,
      success: true,
      transferKey: randomUUID(),
      reason: null,
    });
    await make.redelivery(refunded.id, { boxId: box.id, status: 'failed', failureReason: 'Item missing, "Hat"' });
    await make.redelivery(couponSale.id, { status: 'pending', waitingReason: 'No delivery box is online' });
    const coupon = await t.dataSource.getRepository(Promotion).save({
      ownerId: user.id,
      kind: 'coupon',
      name: `${label} Spring`,
      productId: hat.id,
      amountOff: 50,
      code: 'SPRING',
      maxUses: 10,
      uses: 1,
      oncePerAvatar: true,
      startsAt: new Date(base),
    });
    await t.dataSource
      .getRepository(Promotion)
      .save({ ownerId: user.id, kind: 'vip', name: `${label} VIPs`, percentOff: '12.50', avatarKeys: [randomUUID(), randomUUID()] });
    await t.dataSource.getRepository(CouponUse).save({ promotionId: coupon.id, buyerId: couponSale.buyerId, transactionId: couponSale.id });
    await t.dataSource.getRepository(GiftCard).save({
      ownerId: user.id,
      code: `GC-${label}-BOUGHT`,
      faceValue: 500,
      balance: 500,
      holderKey: gift.giftTo,
      holderName: gift.giftToName,
      origin: 'sale',
      transactionId: gift.id,
    });
    const issued = await t.dataSource
      .getRepository(GiftCard)
      .save({ ownerId: user.id, code: `GC-${label}-ISSUED`, faceValue: 1000, balance: 750, origin: 'merchant', note: '=Prize' });
    await t.dataSource.getRepository(GiftCardRedemption).save({ giftCardId: issued.id, transactionId: voucherSale.id, amount: 250 });
    await t.dataSource
      .getRepository(GiftCard)
      .save({ ownerId: user.id, code: `GC-${label}-VOID`, faceValue: 100, balance: 100, origin: 'merchant', voidedAt: new Date() });
    await t.dataSource.query(
      `INSERT INTO product_versions ("productId", version, "itemName", "publishedBy", "publishedAt") VALUES ($1, '2.0', $2, $3, now())`,
      [hat.id, `${label} Hat v2`, user.id],
    );
    await t.dataSource.query(
      `INSERT INTO product_demos ("ownerId", "productId", "vendorId", "avatarKey", day, "givenAt") VALUES ($1, $2, $3, $4, '2026-03-20', now())`,
      [user.id, hat.id, main.id, randomUUID()],
    );
    await t.dataSource.query(
      `INSERT INTO profit_splits ("ownerId", "vendorId", "productId", "avatarKey", "avatarName", percent, position)
       VALUES ($1, $2, NULL, $4, $5, '10.00', 0), ($1, NULL, $3, $4, $5, '12.50', 0)`,
      [user.id, main.id, hat.id, randomUUID(), `${label} Partner`],
    );
    await t.dataSource.query(
      `INSERT INTO payouts ("ownerId", "transactionId", "vendorId", "avatarKey", "avatarName", percent, amount, status, "transactionKey", reason, attempts)
       VALUES ($1, $2, $3, $4, $5, '12.50', 18, 'paid', $6, NULL, 1), ($1, $7, $3, $4, $5, '12.50', 31, 'failed', NULL, 'Not enough L$, "retry"', 2)`,
      [user.id, couponSale.id, main.id, randomUUID(), `${label} Partner`, randomUUID(), voucherSale.id],
    );

    // Transaction history kept for reconciliation, uploaded as a merchant does: one line matches the coupon sale.
    const history = await t.post(
      '/api/reconciliation/uploads',
      {
        fileName: `${label}-history.csv`,
        csv: 'Date,Resident,Description,Amount,Transaction ID\n2026-03-20T10:00:00Z,Gift Giver,=SUM(A1),L$1000,tx-1\n2026-03-20T11:00:00Z,Rent Taker,"Rent, March",-250,\n',
      },
      { token: user.token },
    );
    expect(history.body).toMatchObject({ status: 'imported', upload: { newLines: 2 } });

    // Secrets the export must leave out: the API key (and its hash) and the Marketplace token and salt.
    const key = await t.post('/api/settings/api-keys', undefined, { token: user.token });
    expect(key.status).toBe(201);
    const marketplaceSettings = await t.get('/api/settings/marketplace', { token: user.token });
    expect(marketplaceSettings.status).toBe(200);
    const [stored] = await t.dataSource.query(
      `SELECT k."keyHash", u."marketplaceToken", u."marketplaceSalt" FROM api_keys k JOIN users u ON u.id = k."userId" WHERE u.id = $1`,
      [user.id],
    );
    return { main, paused, event, secrets: [key.body.key as string, stored.keyHash, stored.marketplaceToken, stored.marketplaceSalt] };
  }

  async function download(user: TestUser): Promise<{ response: Response; zip: Buffer }> {
    const answer = await fetch(`${t.baseUrl}/api/settings/export`, { headers: { authorization: `Bearer ${user.token}` } });
    return { response: answer, zip: Buffer.from(await answer.arrayBuffer()) };
  }

  beforeAll(async () => {
    t = await TestApp.start();
    db = new Client({ connectionString: t.databaseUrl, types: { getTypeParser } });
    await db.connect();
    await db.query(`SET TimeZone = 'UTC'`);
    merchant = await t.makeUser();
    other = await t.makeUser();
    admin = await t.makeUser({ role: 'admin' });
    const mine = await seedMerchant(merchant, 'Ava');
    const theirs = await seedMerchant(other, 'Bob');
    // Each takes part in the other's event: a participation belongs to the vendor's owner, not to the organiser.
    await factories(t.dataSource).join(theirs.event.id, mine.paused.id, '3.25');
    await factories(t.dataSource).join(mine.event.id, theirs.main.id, '4.00');
    secrets = [...mine.secrets, ...theirs.secrets];

    startedAt = Date.now();
    ({ response, zip } = await download(merchant));
    entries = await unzip(zip);
    // Read right after the download, before anything else writes (the activity log grows with every export).
    expected = await expectedFor(merchant.id);
    const others = await expectedFor(other.id);
    othersRows = Object.fromEntries(Object.entries(others).map(([table, { rows }]) => [table, rows.length]));
  });
  afterAll(async () => {
    await db?.end();
    await t?.close();
  });

  it('streams a ZIP download named by the SLT date, without a length known up front', () => {
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(new Date());
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="sl-vendor-data-${today}.zip"`);
    expect(response.headers.get('transfer-encoding')).toBe('chunked');
    expect(response.headers.get('content-length')).toBeNull();
    expect(zip.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  });

  it('holds a CSV and a JSON Lines file per table, and the manifest last', () => {
    expect(entries.map((entry) => entry.name)).toEqual(ENTRY_NAMES);
  });

  it('seeds rows in every table for both merchants, so every check below can fail', () => {
    for (const table of TABLES) {
      expect({ table, mine: expected[table].rows.length > 0, theirs: othersRows[table] > 0 }).toEqual({ table, mine: true, theirs: true });
    }
    expect(expected.sales.rows.length).toBe(7);
  });

  it('writes every JSON Lines file with exactly the rows and columns of the database, in order', () => {
    for (const table of TABLES) {
      const text = entries.find((entry) => entry.name === `${table}.jsonl`)!.content.toString('utf8');
      expect(text.endsWith('\n')).toBe(true);
      const lines = text
        .slice(0, -1)
        .split('\n')
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      for (const line of lines) expect({ table, keys: Object.keys(line) }).toEqual({ table, keys: expected[table].columns });
      const rows = expected[table].rows.map((row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, jsonValue(value)])));
      expect({ table, lines }).toEqual({ table, lines: rows });
    }
  });

  it('writes every CSV file with a header and one record per row, each field as the database holds it', () => {
    for (const table of TABLES) {
      const [header, ...records] = parseCsv(entries.find((entry) => entry.name === `${table}.csv`)!.content.toString('utf8'));
      expect({ table, header }).toEqual({ table, header: expected[table].columns });
      const rows = expected[table].rows.map((row) => expected[table].columns.map((column) => csvCell(row[column])));
      expect({ table, records }).toEqual({ table, records: rows });
    }
  });

  it('keeps the free text intact in JSON and defused in CSV', () => {
    const vendorsCsv = entries.find((entry) => entry.name === 'vendors.csv')!.content.toString('utf8');
    expect(vendorsCsv).toContain(`"'=Ava Store, ""Isle""","Line one\nLine two"`);
    const vendorsJson = entries.find((entry) => entry.name === 'vendors.jsonl')!.content.toString('utf8');
    expect(JSON.parse(vendorsJson.split('\n')[0])).toMatchObject({ name: '=Ava Store, "Isle"', description: 'Line one\nLine two' });
  });

  it("never writes another merchant's rows or any secret", () => {
    const everything = entries.map((entry) => entry.content.toString('utf8')).join('\n');
    expect(everything).toContain('Ava Store');
    // Every text the other merchant's rows hold (their event's name may appear: this merchant's vendor joined it).
    const theirs = [
      'Bob Partner',
      'Bob Hat v2',
      'Bob Store',
      'Bob Annex',
      'Bob Hat',
      'Bob Gift Card',
      'Bob Listing',
      'Bob Box',
      'Bob Buyer',
      'Bob Friend',
      'MP-Bob-1',
      'Bob Spring',
      'Bob VIPs',
      'GC-Bob-',
    ];
    for (const text of [...theirs, other.id, other.email, ...secrets]) expect({ text, found: everything.includes(text) }).toEqual({ text, found: false });
    // Both vendors joined events: this merchant's in their own event, and theirs in the other's (its name shows).
    expect(expected['event-participations'].rows.map((row) => row.eventName)).toEqual(['Ava Fair', 'Bob Fair']);
    expect(everything).toContain('Bob Fair');
  });

  it("lists each file's rows, size and SHA-256 in the manifest, with the merchant, the time and the format version", () => {
    const manifest = JSON.parse(entries.at(-1)!.content.toString('utf8'));
    expect(manifest.formatVersion).toBe(1);
    expect(manifest.merchant).toEqual({ id: merchant.id, email: merchant.email, name: 'Test Merchant' });
    expect(Date.parse(manifest.exportedAt)).toBeGreaterThanOrEqual(startedAt - 1000);
    expect(Date.parse(manifest.exportedAt)).toBeLessThanOrEqual(Date.now());
    expect(Object.keys(manifest.formats)).toEqual(['csv', 'jsonl']);
    expect(manifest.files.map((file: { name: string }) => file.name)).toEqual(ENTRY_NAMES.slice(0, -1));
    for (const file of manifest.files) {
      const entry = entries.find((candidate) => candidate.name === file.name)!;
      expect({ name: file.name, rows: file.rows, bytes: file.bytes, sha256: file.sha256 }).toEqual({
        name: file.name,
        rows: expected[file.table].rows.length,
        bytes: entry.content.length,
        sha256: sha256(entry.content),
      });
      expect(file.format).toBe(file.name.endsWith('.csv') ? 'csv' : 'jsonl');
      expect(typeof file.description).toBe('string');
    }
  });

  it('writes sales with the Transactions CSV export line for line (its columns first, then the extra ones)', async () => {
    const csv = await t.get('/api/transactions/export.csv?sortBy=createdAt&sortOrder=asc', { token: merchant.token });
    expect(csv.status).toBe(200);
    const [transactionsHeader, ...transactions] = parseCsv(csv.text);
    const [salesHeader, ...sales] = parseCsv(entries.find((entry) => entry.name === 'sales.csv')!.content.toString('utf8'));
    expect(salesHeader.slice(0, TRANSACTIONS_CSV_COLUMNS)).toEqual(transactionsHeader);
    expect(salesHeader.slice(TRANSACTIONS_CSV_COLUMNS)).toEqual(['saleId', 'marketplaceTransactionId', 'slObjectKey']);
    expect(sales.map((record) => record.slice(0, TRANSACTIONS_CSV_COLUMNS))).toEqual(transactions);
    // The raw lines agree too, quoting included.
    const rawSales = entries.find((entry) => entry.name === 'sales.csv')!.content.toString('utf8');
    const lines = csv.text.split('\r\n').filter((line) => line.length > 0 && !line.includes('\n'));
    for (const line of lines.slice(1)) expect(rawSales).toContain(`${line},`);
  });

  it('records the export in the activity (it is in the export itself) and in the audit log', async () => {
    const activity = expected.activity.rows.map((row) => row.activityType);
    expect(activity.at(-1)).toBe('data_exported');
    const log = await t.get(`/api/admin/audit-logs?actor=${merchant.id}&action=data_exported`, { token: admin.token });
    expect(log.status).toBe(200);
    expect(log.body.total).toBe(1);
    expect(log.body.items[0]).toMatchObject({ action: 'data_exported', targetType: 'user', targetId: merchant.id, actorId: merchant.id });
  });

  it("sums up the export's tables with the database's counts and a size estimate near the real ZIP's", async () => {
    const summary = await t.get('/api/settings/export/summary', { token: merchant.token });
    expect(summary.status).toBe(200);
    const now = await expectedFor(merchant.id);
    expect(summary.body.tables.map((table: { name: string; rows: number }) => [table.name, table.rows])).toEqual(
      TABLES.map((table) => [table, now[table].rows.length]),
    );
    expect(summary.body.totalRows).toBe(TABLES.reduce((sum, table) => sum + now[table].rows.length, 0));
    expect(summary.body.files).toBe(ENTRY_NAMES.length);
    expect(summary.body.formatVersion).toBe(1);
    expect(summary.body.estimatedBytes).toBeGreaterThan(zip.length / 2);
    expect(summary.body.estimatedBytes).toBeLessThan(zip.length * 2);
  });

  it('gives an admin their own rows only, not the platform', async () => {
    const own = await factories(t.dataSource).vendor(admin.id, { name: 'Admin Own Store' });
    const { response: answer, zip: adminZip } = await download(admin);
    expect(answer.status).toBe(200);
    const adminEntries = await unzip(adminZip);
    const vendors = adminEntries.find((entry) => entry.name === 'vendors.jsonl')!.content.toString('utf8');
    expect(
      vendors
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line).id),
    ).toEqual([own.id]);
    const sales = adminEntries.find((entry) => entry.name === 'sales.csv')!.content.toString('utf8');
    expect(sales.split('\r\n').filter(Boolean)).toHaveLength(1);
  });

  it('refuses a request without a token and a deactivated account', async () => {
    expect((await t.get('/api/settings/export')).status).toBe(401);
    expect((await t.get('/api/settings/export/summary')).status).toBe(401);
    const deactivated = await t.makeUser({ isActive: false });
    await factories(t.dataSource).vendor(deactivated.id);
    const refused = await t.get('/api/settings/export', { token: deactivated.token });
    expect(refused.status).toBe(403);
    expect(refused.headers.get('content-type')).toContain('application/json');
    expect((await t.get('/api/settings/export/summary', { token: deactivated.token })).status).toBe(403);
  });
});

/** Starts an export with node:http and stops reading after the first chunk (as the Transactions export test does). */
function openExport(baseUrl: string, token: string): Promise<{ status: number; firstChunk: Buffer; abort: () => void }> {
  return new Promise((resolve, reject) => {
    const request: ClientRequest = httpGet(`${baseUrl}/api/settings/export`, { headers: { authorization: `Bearer ${token}` } }, (answer) => {
      answer.once('data', (chunk: Buffer) => {
        answer.pause();
        resolve({ status: answer.statusCode ?? 0, firstChunk: chunk, abort: () => request.destroy() });
      });
    });
    request.once('error', reject);
  });
}

describe('data export of a large history', () => {
  const SALES = 200_000;
  let t: TestApp;
  let merchant: TestUser;

  beforeAll(async () => {
    t = await TestApp.start();
    merchant = await t.makeUser();
    const vendor = await factories(t.dataSource).vendor(merchant.id, { name: 'Busy Store' });
    await t.dataSource.query(
      `INSERT INTO transactions ("vendorId", "buyerId", "buyerName", amount, commission, "commissionRate", status, "createdAt")
       SELECT $1, md5(g::text), 'Buyer ' || g, 100 + g % 900, round((100 + g % 900) * 0.05, 2), 5, 'completed', now() - g * interval '1 minute'
       FROM generate_series(1, $2::int) AS g`,
      [vendor.id, SALES],
    );
  });
  afterAll(() => t.close());

  it('gives the database connection back when the client goes away in the middle of an export', async () => {
    const running = await openExport(t.baseUrl, merchant.token);
    try {
      expect(running.status).toBe(200);
      expect(running.firstChunk.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
      expect(await sessionsInTransaction(t.dataSource)).toBe(1);
    } finally {
      running.abort();
    }
    expect(await waitForNoSessionInTransaction(t.dataSource)).toBe(0);
    expect(
      (await t.get('/api/settings/export/summary', { token: merchant.token })).body.tables.find((table: { name: string }) => table.name === 'sales').rows,
    ).toBe(SALES);
  });

  it('refuses a third export while two are running, and accepts one again when a running one ends', async () => {
    const running: Awaited<ReturnType<typeof openExport>>[] = [];
    try {
      for (let index = 0; index < 2; index += 1) running.push(await openExport(t.baseUrl, merchant.token));
      expect(running.map((download) => download.status)).toEqual([200, 200]);
      const refused = await openExport(t.baseUrl, merchant.token);
      expect(refused.status).toBe(429);
      expect(JSON.parse(refused.firstChunk.toString('utf8'))).toMatchObject({ message: 'Too many exports are running at once; please try again in a minute.' });

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

  it(`exports all ${SALES} sales in a ZIP whose manifest counts them`, async () => {
    const answer = await fetch(`${t.baseUrl}/api/settings/export`, { headers: { authorization: `Bearer ${merchant.token}` } });
    expect(answer.status).toBe(200);
    const entries = await unzip(Buffer.from(await answer.arrayBuffer()));
    const manifest = JSON.parse(entries.at(-1)!.content.toString('utf8'));
    const sales = manifest.files.filter((file: { table: string }) => file.table === 'sales');
    expect(sales.map((file: { rows: number }) => file.rows)).toEqual([SALES, SALES]);
    const jsonl = entries.find((entry) => entry.name === 'sales.jsonl')!;
    expect(sha256(jsonl.content)).toBe(sales[1].sha256);
    let lines = 0;
    for (const byte of jsonl.content) if (byte === 10) lines += 1;
    expect(lines).toBe(SALES);
    // Reading and unzipping a few hundred MB takes a while on a loaded machine.
  }, 240_000);
});
