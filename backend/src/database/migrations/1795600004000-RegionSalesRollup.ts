import type { MigrationInterface, QueryRunner } from 'typeorm';

/*
 * A rollup of completed sales per vendor, SLT day and region, for the analytics' region breakdown, which otherwise
 * reads every sale of its range (4 s for a year of 2 000 000 sales on the benchmark's machine). It is kept by the
 * same statement triggers on `transactions` as the other sales rollups (migration SalePath): this migration replaces
 * their function with one that also keeps this table, rather than adding a trigger of its own, since every trigger
 * called is paid by every sale. The SQL is written out here, not imported, so this migration stays what it was when it ran.
 */

const SLT_DAY = `("createdAt" AT TIME ZONE 'America/Los_Angeles')::date`;

interface Rollup {
  table: string;
  keys: { column: string; expression: string }[];
  /** Extra condition on the sales that count (beyond status 'completed'). */
  where?: string;
  sums: { column: string; expression: string }[];
}

/** The rollups of migration SalePath, in its order: the vendor's totals row first, as the sale path locks it. */
const SALE_PATH_ROLLUPS: Rollup[] = [
  {
    table: 'vendor_sales_totals',
    keys: [{ column: '"vendorId"', expression: '"vendorId"' }],
    sums: [
      { column: 'sales', expression: 'count(*)' },
      { column: 'amount', expression: 'sum(amount)' },
      { column: 'commission', expression: 'sum(commission)' },
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
      { column: 'amount', expression: 'sum(amount)' },
      { column: 'commission', expression: 'sum(commission)' },
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
      { column: 'amount', expression: 'sum(amount)' },
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
      { column: 'amount', expression: 'sum(amount)' },
    ],
  },
];

/** Last, so any change to a vendor's sales locks its totals row before its region rows, in every writer. */
const REGION_ROLLUP: Rollup = {
  table: 'region_sales_days',
  keys: [
    { column: '"vendorId"', expression: '"vendorId"' },
    { column: 'day', expression: SLT_DAY },
    // A key column cannot be null: sales recorded without a region count under ''.
    { column: 'region', expression: `COALESCE("slRegion", '')` },
  ],
  sums: [
    { column: 'sales', expression: 'count(*)' },
    { column: 'amount', expression: 'sum(amount)' },
  ],
};

function grouped(rollup: Rollup, source: string): string {
  const columns = [...rollup.keys, ...rollup.sums].map((part, index) => `${part.expression} AS c${index}`);
  const where = ["status = 'completed'", rollup.where].filter(Boolean).join(' AND ');
  const groupBy = rollup.keys.map((_key, index) => index + 1).join(', ');
  return `SELECT ${columns.join(', ')} FROM ${source} AS s WHERE ${where} GROUP BY ${groupBy}`;
}

/** A rollup that counts only some sales (with a product, at an event) skips its statement when `source` has none. */
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

/** Columns whose change moves a sale between rollup rows or changes what it adds (SalePath's, and the region). */
const SALE_PATH_COUNTED = ['status', 'amount', 'commission', '"commissionRate"', '"vendorId"', '"productId"', '"eventId"', '"createdAt"'];
const COUNTED = [...SALE_PATH_COUNTED, '"slRegion"'];

function changed(alias: 'o' | 'n', counted: string[]): string {
  return `(SELECT ${alias}.* FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE (${counted.map((c) => `o.${c}`).join(', ')}) IS DISTINCT FROM (${counted.map((c) => `n.${c}`).join(', ')}))`;
}

function applyFunction(rollups: Rollup[], counted: string[]): string {
  return `CREATE OR REPLACE FUNCTION sales_rollups_apply() RETURNS trigger LANGUAGE plpgsql AS $body$
BEGIN
  IF TG_OP = 'INSERT' THEN
    ${rollups.map((rollup) => addTo(rollup, 'new_rows')).join('\n    ')}
  ELSIF TG_OP = 'DELETE' THEN
    ${rollups.map((rollup) => takeFrom(rollup, 'old_rows')).join('\n    ')}
  ELSE
    ${rollups.map((rollup) => takeFrom(rollup, changed('o', counted))).join('\n    ')}
    ${rollups.map((rollup) => addTo(rollup, changed('n', counted))).join('\n    ')}
  END IF;
  RETURN NULL;
END
$body$`;
}

/** Recomputes every rollup from `transactions`: for bulk loads that ran with the triggers disabled. */
function rebuildFunction(rollups: Rollup[]): string {
  return `CREATE OR REPLACE FUNCTION sales_rollups_rebuild() RETURNS void LANGUAGE plpgsql AS $body$
BEGIN
  TRUNCATE ${rollups.map((rollup) => rollup.table).join(', ')};
  ${rollups.map((rollup) => addTo(rollup, 'transactions')).join('\n  ')}
END
$body$`;
}

export class RegionSalesRollup1795600004000 implements MigrationInterface {
  name = 'RegionSalesRollup1795600004000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "region_sales_days" ("vendorId" integer NOT NULL, "day" date NOT NULL, "region" character varying(255) NOT NULL, "sales" integer NOT NULL DEFAULT '0', "amount" bigint NOT NULL DEFAULT '0', CONSTRAINT "PK_f5558a2b1b7fb6e77b0be4c75cd" PRIMARY KEY ("vendorId", "day", "region"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_4fe2f235bf8f601eff94d78555" ON "region_sales_days" ("day") `);
    await queryRunner.query(
      `ALTER TABLE "region_sales_days" ADD CONSTRAINT "FK_a67d828cec2809d12e4fea16acd" FOREIGN KEY ("vendorId") REFERENCES "vendors"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    // The table is filled from the sales recorded so far (one read of `transactions`) in the same transaction as the
    // new trigger function starts keeping it, so no sale is counted twice or missed.
    await queryRunner.query(`LOCK TABLE transactions IN SHARE ROW EXCLUSIVE MODE`);
    await queryRunner.query(applyFunction([...SALE_PATH_ROLLUPS, REGION_ROLLUP], COUNTED));
    await queryRunner.query(rebuildFunction([...SALE_PATH_ROLLUPS, REGION_ROLLUP]));
    await queryRunner.query(addTo(REGION_ROLLUP, 'transactions'));
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(applyFunction(SALE_PATH_ROLLUPS, SALE_PATH_COUNTED));
    await queryRunner.query(rebuildFunction(SALE_PATH_ROLLUPS));
    await queryRunner.query(`ALTER TABLE "region_sales_days" DROP CONSTRAINT "FK_a67d828cec2809d12e4fea16acd"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_4fe2f235bf8f601eff94d78555"`);
    await queryRunner.query(`DROP TABLE "region_sales_days"`);
  }
}
