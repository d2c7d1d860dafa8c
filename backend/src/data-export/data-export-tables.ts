import type { TransactionExportRow } from '../sales/dto/transaction.dto';
import { TRANSACTION_CSV_COLUMNS, transactionCsvLine } from '../sales/transactions-csv';

/**
 * How a value is written. pg hands over (with rowMode 'array'): integer → number, bigint and numeric → text,
 * boolean → boolean, jsonb → parsed value, text[] → array; instants are selected as text in a UTC session.
 */
export type ColumnKind =
  /** A whole number (int4). */
  | 'integer'
  /** A bigint id, as pg's text; a JSON number (exact below 2^53, common/ids/bigint-id.ts). */
  | 'bigint'
  /** An exact decimal (commission, rates), kept as text in JSON too so no digit is lost. */
  | 'decimal'
  /** A value the product chose (status, kind, code, key): never quoted against spreadsheet formulas. */
  | 'code'
  /** Free text typed by someone: a leading = + - @ is defused in the CSV (transactions-csv.ts, csvText). */
  | 'text'
  /** An instant (timestamptz), written as 2026-01-15T08:01:00.123Z. */
  | 'instant'
  | 'boolean'
  /** jsonb, written as JSON (in the CSV as JSON text). */
  | 'json'
  /** text[], written as a JSON array (in the CSV as JSON text). */
  | 'list';

export interface ExportColumn {
  name: string;
  kind: ColumnKind;
  /** The SQL expression; instants are read as text by the repository. */
  sql: string;
}

/**
 * One table of the export: written as `<name>.csv` and `<name>.jsonl`, with the same columns in the same order.
 * `from` holds the FROM and WHERE clauses, the merchant's user id being $1; only the repository runs them.
 */
export interface ExportTable {
  name: string;
  /** What the file holds, for the manifest. */
  description: string;
  columns: readonly ExportColumn[];
  from: string;
  orderBy: string;
  /**
   * Where the first columns must agree with another export (sales: the Transactions CSV), that export's line writer
   * writes them (its line ends with CRLF); the columns after them are written like any other.
   */
  sharedCsvPrefix?: { columns: number; line: (row: unknown[]) => string };
}

const column =
  (alias: string) =>
  (name: string, kind: ColumnKind, sql = `${alias}."${name}"`): ExportColumn => ({ name, kind, sql });

const account = column('u');
const vendor = column('v');
const product = column('p');
const version = column('pv');
const demo = column('pd');
const box = column('b');
const sale = column('t');
const payout = column('po');
const split = column('ps');
const refund = column('r');
const redelivery = column('r');
const promotion = column('pr');
const couponUse = column('cu');
const giftCard = column('g');
const redemption = column('gr');
const event = column('e');
const participation = column('ev');
const activity = column('a');
const historyLine = column('hl');

/** Sales carry the Transactions CSV export's columns first, in its order, so the two files agree line for line. */
const SALE_COLUMN_KINDS: Record<(typeof TRANSACTION_CSV_COLUMNS)[number], [ColumnKind, string?]> = {
  id: ['bigint'],
  createdAt: ['instant'],
  status: ['code'],
  vendorId: ['integer'],
  vendorName: ['text', 'v.name'],
  productId: ['integer'],
  productName: ['text', 'p.name'],
  buyerId: ['text'],
  buyerName: ['text'],
  amount: ['integer'],
  commission: ['decimal'],
  commissionRate: ['decimal'],
  eventId: ['integer'],
  refundedAt: ['instant'],
  slRegion: ['text'],
  giftTo: ['text'],
  giftToName: ['text'],
  paidWith: ['code'],
  discountKind: ['code'],
  discountCode: ['text'],
  discountAmount: ['integer'],
  source: ['code'],
  listPrice: ['integer'],
  priceMismatch: ['boolean'],
  refundedAmount: ['integer'],
};

const SALE_EXTRA_COLUMNS: readonly ExportColumn[] = [sale('saleId', 'code'), sale('marketplaceTransactionId', 'text'), sale('slObjectKey', 'text')];

const SALE_COLUMNS: readonly ExportColumn[] = [
  ...TRANSACTION_CSV_COLUMNS.map((name) => {
    const [kind, sql] = SALE_COLUMN_KINDS[name];
    return sale(name, kind, sql);
  }),
  ...SALE_EXTRA_COLUMNS,
];

/**
 * Everything a merchant keeps on the platform, table by table, in the order the ZIP holds them. Secrets are left out
 * on purpose: API key hashes (and the keys: only their prefixes are ever stored in the clear), the Marketplace token
 * and salt, passwords and session data. A new table of the merchant's is one more entry here (docs/decisions/0062-data-export.md).
 */
export const EXPORT_TABLES: readonly ExportTable[] = [
  {
    name: 'account',
    description: 'Your account: name, e-mail, role and settings',
    columns: [
      account('id', 'code'),
      account('email', 'text'),
      account('firstName', 'text'),
      account('lastName', 'text'),
      account('role', 'code'),
      account('emailTransactions', 'boolean'),
      account('emailRedeliveries', 'boolean'),
      account('emailEvents', 'boolean'),
      account('inWorldNotifications', 'boolean'),
      account('defaultCommissionRate', 'decimal'),
      account('stackDiscounts', 'boolean'),
      account('createdAt', 'instant'),
      account('updatedAt', 'instant'),
    ],
    from: 'FROM users u WHERE u.id = $1',
    orderBy: 'u.id',
  },
  {
    name: 'vendors',
    description: 'Your vendors, the SL Marketplace vendor included',
    columns: [
      vendor('id', 'integer'),
      vendor('name', 'text'),
      vendor('description', 'text'),
      vendor('slLocation', 'text'),
      vendor('isActive', 'boolean'),
      vendor('pausedAt', 'instant'),
      vendor('kind', 'code'),
      vendor('lslKey', 'code'),
      vendor('inventory', 'list'),
      vendor('inventoryUpdatedAt', 'instant'),
      vendor('createdAt', 'instant'),
      vendor('updatedAt', 'instant'),
    ],
    from: 'FROM vendors v WHERE v."ownerId" = $1',
    orderBy: 'v.id',
  },
  {
    name: 'products',
    description: "Your vendors' products",
    columns: [
      product('id', 'integer'),
      product('vendorId', 'integer'),
      product('name', 'text'),
      product('description', 'text'),
      product('price', 'integer'),
      product('isActive', 'boolean'),
      product('slItemId', 'text'),
      product('marketplaceItemId', 'text'),
      product('stock', 'integer'),
      product('lowStockThreshold', 'integer'),
      product('availableFrom', 'instant'),
      product('availableUntil', 'instant'),
      product('giftCardValue', 'integer'),
      product('textureKey', 'text'),
      product('demoItemName', 'text'),
      product('displayOrder', 'integer'),
      product('createdAt', 'instant'),
      product('updatedAt', 'instant'),
    ],
    from: 'FROM products p JOIN vendors v ON v.id = p."vendorId" WHERE v."ownerId" = $1',
    orderBy: 'p.id',
  },
  {
    name: 'product-versions',
    description: 'Published versions of your products and the inventory item each one gives',
    columns: [
      version('id', 'integer'),
      version('productId', 'integer'),
      version('version', 'text'),
      version('itemName', 'text'),
      version('publishedBy', 'code'),
      version('publishedAt', 'instant'),
    ],
    from: 'FROM product_versions pv JOIN products p ON p.id = pv."productId" JOIN vendors v ON v.id = p."vendorId" WHERE v."ownerId" = $1',
    orderBy: 'pv.id',
  },
  {
    name: 'product-demos',
    description: 'Demos your vendors gave: the product, the vendor, the avatar and the SLT day',
    columns: [
      demo('id', 'integer'),
      demo('productId', 'integer'),
      demo('vendorId', 'integer'),
      demo('avatarKey', 'code'),
      demo('day', 'code', `to_char(pd.day, 'YYYY-MM-DD')`),
      demo('givenAt', 'instant'),
    ],
    from: 'FROM product_demos pd WHERE pd."ownerId" = $1',
    orderBy: 'pd.id',
  },
  {
    name: 'delivery-boxes',
    description: 'Your delivery boxes and the items they reported',
    columns: [
      box('id', 'integer'),
      box('name', 'text'),
      box('isActive', 'boolean'),
      box('boxKey', 'code'),
      box('inventory', 'list'),
      box('inventoryUpdatedAt', 'instant'),
      box('createdAt', 'instant'),
      box('updatedAt', 'instant'),
    ],
    from: 'FROM delivery_boxes b WHERE b."ownerId" = $1',
    orderBy: 'b.id',
  },
  {
    name: 'sales',
    description: 'Every sale of your vendors, oldest first: the Transactions CSV columns, then saleId, marketplaceTransactionId and slObjectKey',
    columns: SALE_COLUMNS,
    from: `FROM transactions t
           JOIN vendors v ON v.id = t."vendorId"
           LEFT JOIN products p ON p.id = t."productId"
           WHERE t."ownerId" = $1`,
    // The owner index (ownerId, createdAt, id) gives this order without sorting.
    orderBy: 't."createdAt", t.id',
    sharedCsvPrefix: { columns: TRANSACTION_CSV_COLUMNS.length, line: (row) => transactionCsvLine(row as TransactionExportRow) },
  },
  {
    name: 'payouts',
    description: 'What your sales owed your partners (profit sharing), and whether the vendor paid it in-world',
    columns: [
      payout('id', 'bigint'),
      payout('transactionId', 'bigint'),
      payout('vendorId', 'integer'),
      payout('avatarKey', 'text'),
      payout('avatarName', 'text'),
      payout('percent', 'decimal'),
      payout('amount', 'integer'),
      payout('status', 'code'),
      payout('transactionKey', 'text'),
      payout('reason', 'text'),
      payout('overLimit', 'boolean'),
      payout('attempts', 'integer'),
      payout('createdAt', 'instant'),
      payout('updatedAt', 'instant'),
    ],
    from: 'FROM payouts po WHERE po."ownerId" = $1',
    // The owner index (ownerId, createdAt, id) gives this order without sorting.
    orderBy: 'po."createdAt", po.id',
  },
  {
    name: 'profit-splits',
    description: "Your partners' shares of a vendor's or a product's sales",
    columns: [
      split('id', 'integer'),
      split('vendorId', 'integer'),
      split('productId', 'integer'),
      split('avatarKey', 'text'),
      split('avatarName', 'text'),
      split('percent', 'decimal'),
      split('position', 'integer'),
      split('createdAt', 'instant'),
    ],
    from: 'FROM profit_splits ps WHERE ps."ownerId" = $1',
    orderBy: 'ps.id',
  },
  {
    name: 'in-world-refunds',
    description: 'L$ your vendor scripts gave back and reported: change on discounted sales and refused payments',
    columns: [
      refund('id', 'integer'),
      refund('vendorId', 'integer'),
      refund('saleId', 'code'),
      refund('transactionId', 'bigint'),
      refund('buyerId', 'text'),
      refund('amount', 'integer'),
      refund('success', 'boolean'),
      refund('transferKey', 'text'),
      refund('reason', 'text'),
      refund('createdAt', 'instant'),
    ],
    from: 'FROM in_world_refunds r WHERE r."ownerId" = $1',
    orderBy: 'r.id',
  },
  {
    name: 'redeliveries',
    description: 'Redelivery requests about your sales',
    columns: [
      redelivery('id', 'integer'),
      redelivery('transactionId', 'bigint'),
      redelivery('kind', 'code'),
      redelivery('requestedBy', 'text'),
      redelivery('status', 'code'),
      redelivery('failureReason', 'text'),
      redelivery('boxId', 'integer'),
      redelivery('waitingReason', 'text'),
      redelivery('requestedAt', 'instant'),
      redelivery('assignedAt', 'instant'),
      redelivery('processedAt', 'instant'),
      redelivery('completedAt', 'instant'),
      redelivery('alertedAt', 'instant'),
      redelivery('updatedAt', 'instant'),
    ],
    from: 'FROM redeliveries r JOIN transactions t ON t.id = r."transactionId" WHERE t."ownerId" = $1',
    orderBy: 'r.id',
  },
  {
    name: 'promotions',
    description: 'Your sales, coupons, VIP lists and loyalty rewards',
    columns: [
      promotion('id', 'integer'),
      promotion('kind', 'code'),
      promotion('name', 'text'),
      promotion('productId', 'integer'),
      promotion('percentOff', 'decimal'),
      promotion('amountOff', 'integer'),
      promotion('code', 'text'),
      promotion('maxUses', 'integer'),
      promotion('uses', 'integer'),
      promotion('oncePerAvatar', 'boolean'),
      promotion('minSpent', 'integer'),
      promotion('avatarKeys', 'list'),
      promotion('startsAt', 'instant'),
      promotion('endsAt', 'instant'),
      promotion('isActive', 'boolean'),
      promotion('createdAt', 'instant'),
      promotion('updatedAt', 'instant'),
    ],
    from: 'FROM promotions pr WHERE pr."ownerId" = $1',
    orderBy: 'pr.id',
  },
  {
    name: 'coupon-uses',
    description: 'Each sale a coupon of yours discounted',
    columns: [
      couponUse('id', 'integer'),
      couponUse('promotionId', 'integer'),
      couponUse('code', 'text', 'pr.code'),
      couponUse('buyerId', 'text'),
      couponUse('transactionId', 'bigint'),
      couponUse('createdAt', 'instant'),
    ],
    from: 'FROM coupon_uses cu JOIN promotions pr ON pr.id = cu."promotionId" WHERE pr."ownerId" = $1',
    orderBy: 'cu.id',
  },
  {
    name: 'gift-cards',
    description: 'Gift cards bought at your vendors or issued by you, with their balances',
    columns: [
      giftCard('id', 'integer'),
      giftCard('code', 'code'),
      giftCard('faceValue', 'integer'),
      giftCard('balance', 'integer'),
      giftCard('holderKey', 'text'),
      giftCard('holderName', 'text'),
      giftCard('origin', 'code'),
      giftCard('transactionId', 'bigint'),
      giftCard('note', 'text'),
      giftCard('voidedAt', 'instant'),
      giftCard('createdAt', 'instant'),
    ],
    from: 'FROM gift_cards g WHERE g."ownerId" = $1',
    orderBy: 'g.id',
  },
  {
    name: 'gift-card-redemptions',
    description: 'Each sale paid with one of your gift cards, and the L$ taken from it',
    columns: [
      redemption('id', 'integer'),
      redemption('giftCardId', 'integer'),
      redemption('code', 'code', 'g.code'),
      redemption('transactionId', 'bigint'),
      redemption('amount', 'integer'),
      redemption('createdAt', 'instant'),
    ],
    from: 'FROM gift_card_redemptions gr JOIN gift_cards g ON g.id = gr."giftCardId" WHERE g."ownerId" = $1',
    orderBy: 'gr.id',
  },
  {
    name: 'events',
    description: 'Shopping events you organise',
    columns: [
      event('id', 'integer'),
      event('name', 'text'),
      event('description', 'text'),
      event('startDate', 'instant'),
      event('endDate', 'instant'),
      event('commissionRate', 'decimal'),
      event('isActive', 'boolean'),
      event('createdAt', 'instant'),
      event('updatedAt', 'instant'),
    ],
    from: 'FROM events e WHERE e."organizerId" = $1',
    orderBy: 'e.id',
  },
  {
    name: 'event-participations',
    description: 'Events your vendors joined, at the commission rate accepted',
    columns: [
      participation('eventId', 'integer'),
      participation('eventName', 'text', 'e.name'),
      participation('vendorId', 'integer'),
      participation('acceptedCommissionRate', 'decimal'),
      participation('joinedAt', 'instant'),
    ],
    from: 'FROM event_vendors ev JOIN vendors v ON v.id = ev."vendorId" JOIN events e ON e.id = ev."eventId" WHERE v."ownerId" = $1',
    orderBy: 'ev."eventId", ev."vendorId"',
  },
  {
    name: 'reconciliation-lines',
    description: 'Your Second Life transaction history lines uploaded for reconciliation, with what each was matched with or how you resolved it',
    columns: [
      historyLine('id', 'bigint'),
      historyLine('uploadId', 'integer'),
      historyLine('fileName', 'text', 'hu."fileName"'),
      historyLine('occurredAt', 'instant'),
      historyLine('type', 'text'),
      historyLine('otherParty', 'text'),
      historyLine('description', 'text'),
      historyLine('region', 'text'),
      historyLine('amount', 'integer'),
      historyLine('balance', 'integer'),
      historyLine('slTransactionId', 'text'),
      historyLine('matchKind', 'code'),
      historyLine('matchedId', 'bigint'),
      historyLine('resolution', 'code'),
      historyLine('resolutionNote', 'text'),
      historyLine('resolvedAt', 'instant'),
      historyLine('createdAt', 'instant'),
    ],
    from: 'FROM reconciliation_lines hl JOIN reconciliation_uploads hu ON hu.id = hl."uploadId" WHERE hl."ownerId" = $1',
    orderBy: 'hl."occurredAt", hl.id',
  },
  {
    name: 'activity',
    description: 'Your activity log: what you did on the platform, this export included',
    columns: [
      activity('id', 'integer'),
      activity('activityType', 'code'),
      activity('description', 'text'),
      activity('metadata', 'json'),
      activity('targetType', 'code'),
      activity('targetId', 'text'),
      activity('createdAt', 'instant'),
    ],
    from: 'FROM activities a WHERE a."userId" = $1',
    orderBy: 'a.id',
  },
];
