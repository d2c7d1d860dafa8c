import type { MigrationInterface, QueryRunner } from 'typeorm';

/*
 * A sale can be refunded in parts (docs/decisions/0100-partial-refunds.md): the sale keeps the L$ and the commission
 * refunded so far, each part is its own refund order (one per request key), and the sales rollups count a completed
 * sale's amount and commission less what was refunded of it. A fully refunded sale is status refunded, as before: the
 * rollups leave it out whole. The rollup function is written out here, not imported, so this migration stays what it
 * was when it ran (its builder is migration RegionSalesRollup's, with the two sums as parameters).
 */

const SLT_DAY = `("createdAt" AT TIME ZONE 'America/Los_Angeles')::date`;

interface Rollup {
  table: string;
  keys: { column: string; expression: string }[];
  where?: string;
  sums: { column: string; expression: string }[];
}

/** The rollups in migration RegionSalesRollup's order, summing `amount` and `commission` as given. */
function rollups(amount: string, commission: string): Rollup[] {
  return [
    {
      table: 'vendor_sales_totals',
      keys: [{ column: '"vendorId"', expression: '"vendorId"' }],
      sums: [
        { column: 'sales', expression: 'count(*)' },
        { column: 'amount', expression: `sum(${amount})` },
        { column: 'commission', expression: `sum(${commission})` },
      ],
    },
    {
      table: 'vendor_sales_days',
      keys: [
        { column: '"vendorId"', expression: '"vendorId"' },
        { column: 'day', expression: SLT_DAY },
      ],
      sums: [
        { column: 'sales', expression: 'count(*)' },
        { column: 'amount', expression: `sum(${amount})` },
        { column: 'commission', expression: `sum(${commission})` },
        { column: '"ratePercentSum"', expression: 'sum("commissionRate")' },
      ],
    },
    {
      table: 'product_sales_days',
      keys: [
        { column: '"productId"', expression: '"productId"' },
        { column: 'day', expression: SLT_DAY },
      ],
      where: '"productId" IS NOT NULL',
      sums: [
        { column: 'sales', expression: 'count(*)' },
        { column: 'amount', expression: `sum(${amount})` },
      ],
    },
    {
      table: 'event_sales_days',
      keys: [
        { column: '"eventId"', expression: '"eventId"' },
        { column: '"vendorId"', expression: '"vendorId"' },
        { column: 'day', expression: SLT_DAY },
      ],
      where: '"eventId" IS NOT NULL',
      sums: [
        { column: 'sales', expression: 'count(*)' },
        { column: 'amount', expression: `sum(${amount})` },
      ],
    },
    {
      table: 'region_sales_days',
      keys: [
        { column: '"vendorId"', expression: '"vendorId"' },
        { column: 'day', expression: SLT_DAY },
        { column: 'region', expression: `COALESCE("slRegion", '')` },
      ],
      sums: [
        { column: 'sales', expression: 'count(*)' },
        { column: 'amount', expression: `sum(${amount})` },
      ],
    },
  ];
}

function grouped(rollup: Rollup, source: string): string {
  const columns = [...rollup.keys, ...rollup.sums].map((part, index) => `${part.expression} AS c${index}`);
  const where = ["status = 'completed'", rollup.where].filter(Boolean).join(' AND ');
  const groupBy = rollup.keys.map((_key, index) => index + 1).join(', ');
  return `SELECT ${columns.join(', ')} FROM ${source} AS s WHERE ${where} GROUP BY ${groupBy}`;
}

function guarded(rollup: Rollup, source: string, statement: string): string {
  return rollup.where ? `IF EXISTS (SELECT 1 FROM ${source} AS s WHERE status = 'completed' AND ${rollup.where}) THEN ${statement} END IF;` : statement;
}

function addTo(rollup: Rollup, source: string): string {
  const names = [...rollup.keys, ...rollup.sums].map((part) => part.column);
  const updates = rollup.sums.map(({ column }) => `${column} = ${rollup.table}.${column} + EXCLUDED.${column}`);
  return guarded(
    rollup,
    source,
    `INSERT INTO ${rollup.table} (${names.join(', ')}) ${grouped(rollup, source)}
    ON CONFLICT (${rollup.keys.map((key) => key.column).join(', ')}) DO UPDATE SET ${updates.join(', ')};`,
  );
}

function takeFrom(rollup: Rollup, source: string): string {
  const offset = rollup.keys.length;
  const updates = rollup.sums.map(({ column }, index) => `${column} = r.${column} - d.c${offset + index}`);
  if (rollup.table === 'vendor_sales_totals') updates.push('version = r.version + 1');
  const match = rollup.keys.map(({ column }, index) => `r.${column} = d.c${index}`);
  return guarded(rollup, source, `UPDATE ${rollup.table} AS r SET ${updates.join(', ')} FROM (${grouped(rollup, source)}) AS d WHERE ${match.join(' AND ')};`);
}

const REGION_COUNTED = ['status', 'amount', 'commission', '"commissionRate"', '"vendorId"', '"productId"', '"eventId"', '"createdAt"', '"slRegion"'];
/** A partial refund changes only what was refunded: the sale moves by that much in its rollup rows. */
const COUNTED = [...REGION_COUNTED, '"refundedAmount"', '"refundedCommission"'];

function changed(alias: 'o' | 'n', counted: string[]): string {
  return `(SELECT ${alias}.* FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE (${counted.map((c) => `o.${c}`).join(', ')}) IS DISTINCT FROM (${counted.map((c) => `n.${c}`).join(', ')}))`;
}

function applyFunction(all: Rollup[], counted: string[]): string {
  return `CREATE OR REPLACE FUNCTION sales_rollups_apply() RETURNS trigger LANGUAGE plpgsql AS $body$
BEGIN
  IF TG_OP = 'INSERT' THEN
    ${all.map((rollup) => addTo(rollup, 'new_rows')).join('\n    ')}
  ELSIF TG_OP = 'DELETE' THEN
    ${all.map((rollup) => takeFrom(rollup, 'old_rows')).join('\n    ')}
  ELSE
    ${all.map((rollup) => takeFrom(rollup, changed('o', counted))).join('\n    ')}
    ${all.map((rollup) => addTo(rollup, changed('n', counted))).join('\n    ')}
  END IF;
  RETURN NULL;
END
$body$`;
}

function rebuildFunction(all: Rollup[]): string {
  return `CREATE OR REPLACE FUNCTION sales_rollups_rebuild() RETURNS void LANGUAGE plpgsql AS $body$
BEGIN
  TRUNCATE ${all.map((rollup) => rollup.table).join(', ')};
  ${all.map((rollup) => addTo(rollup, 'transactions')).join('\n  ')}
END
$body$`;
}

const REMAINING = rollups('amount - "refundedAmount"', 'commission - "refundedCommission"');
const WHOLE = rollups('amount', 'commission');

export class PartialRefunds1796400000000 implements MigrationInterface {
  name = 'PartialRefunds1796400000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_3fbc30197e377dc5470671c526"`);
    await queryRunner.query(`ALTER TABLE "transactions" ADD "refundedAmount" integer NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE "transactions" ADD "refundedCommission" numeric(14,2) NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE "refund_orders" ADD "requestKey" uuid`);
    await queryRunner.query(`ALTER TABLE "refund_orders" ADD "commission" numeric(14,2) NOT NULL DEFAULT '0'`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_25d8c3073932214ec254767c52" ON "refund_orders" ("transactionId", "requestKey") `);
    // Sales refunded so far were refunded whole, and their orders credited the whole commission. Refunded sales count
    // in no rollup, so this changes none.
    await queryRunner.query(`UPDATE "transactions" SET "refundedAmount" = amount, "refundedCommission" = GREATEST(commission, 0) WHERE status = 'refunded'`);
    await queryRunner.query(`UPDATE "refund_orders" o SET "commission" = GREATEST(t.commission, 0) FROM "transactions" t WHERE t.id = o."transactionId"`);
    await queryRunner.query(
      `ALTER TABLE "transactions" ADD CONSTRAINT "CHK_transactions_refunded" CHECK ("refundedAmount" >= 0 AND "refundedAmount" <= "amount" AND "refundedCommission" >= 0 AND "refundedCommission" <= GREATEST("commission", 0))`,
    );
    await queryRunner.query(`ALTER TABLE "refund_orders" ADD CONSTRAINT "CHK_refund_orders_amount" CHECK ("amount" > 0 AND "commission" >= 0)`);
    await queryRunner.query(applyFunction(REMAINING, COUNTED));
    await queryRunner.query(rebuildFunction(REMAINING));
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(applyFunction(WHOLE, REGION_COUNTED));
    await queryRunner.query(rebuildFunction(WHOLE));
    await queryRunner.query(`ALTER TABLE "refund_orders" DROP CONSTRAINT "CHK_refund_orders_amount"`);
    await queryRunner.query(`ALTER TABLE "transactions" DROP CONSTRAINT "CHK_transactions_refunded"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_25d8c3073932214ec254767c52"`);
    await queryRunner.query(`ALTER TABLE "refund_orders" DROP COLUMN "commission"`);
    await queryRunner.query(`ALTER TABLE "refund_orders" DROP COLUMN "requestKey"`);
    await queryRunner.query(`ALTER TABLE "transactions" DROP COLUMN "refundedCommission"`);
    await queryRunner.query(`ALTER TABLE "transactions" DROP COLUMN "refundedAmount"`);
    // Down keeps one order per sale: only a database without partial refunds goes back.
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_3fbc30197e377dc5470671c526" ON "refund_orders" ("transactionId") `);
  }
}
