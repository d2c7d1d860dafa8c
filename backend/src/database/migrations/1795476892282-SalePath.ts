import type { MigrationInterface, QueryRunner } from 'typeorm';

/*
 * The sale path: SLT-day rollups of completed sales kept by statement-level triggers on `transactions`, and
 * notifications that tell every API instance to forget a cached API key, user or vendor when its row changes.
 * The SQL is written out here, not imported, so this migration stays what it was when it ran.
 */

const SLT_DAY = `("createdAt" AT TIME ZONE 'America/Los_Angeles')::date`;

/**
 * The rollups, in the order the triggers touch them: the vendor's totals row first, as the sale path does (it locks
 * that row to price a sale), so a sale and a refund of the same vendor always lock rows in the same order.
 */
interface Rollup {
  table: string;
  keys: { column: string; expression: string }[];
  /** Extra condition on the sales that count (beyond status 'completed'). */
  where?: string;
  sums: { column: string; expression: string }[];
}

const ROLLUPS: Rollup[] = [
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

function grouped(rollup: Rollup, source: string): string {
  const columns = [...rollup.keys, ...rollup.sums].map((part, index) => `${part.expression} AS c${index}`);
  const where = ["status = 'completed'", rollup.where].filter(Boolean).join(' AND ');
  const groupBy = rollup.keys.map((_key, index) => index + 1).join(', ');
  return `SELECT ${columns.join(', ')} FROM ${source} AS s WHERE ${where} GROUP BY ${groupBy}`;
}

/**
 * A rollup that counts only some sales (with a product, at an event) skips its statement when `source` has none:
 * most sales have neither, and a test of a few rows costs far less than an upsert that finds nothing to do.
 */
function guarded(rollup: Rollup, source: string, statement: string): string {
  return rollup.where ? `IF EXISTS (SELECT 1 FROM ${source} AS s WHERE status = 'completed' AND ${rollup.where}) THEN ${statement} END IF;` : statement;
}

/** Adds the completed sales of `source` to the rollup (rows are created as needed). */
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

/** Takes the completed sales of `source` off the rollup; rows already gone with their vendor, product or event stay gone. */
function takeFrom(rollup: Rollup, source: string): string {
  const offset = rollup.keys.length;
  const updates = rollup.sums.map(({ column }, index) => `${column} = r.${column} - d.c${offset + index}`);
  // A refund (or any change to sales already written) moves the vendor's pricing version on, like a new sale.
  if (rollup.table === 'vendor_sales_totals') updates.push('version = r.version + 1');
  const match = rollup.keys.map(({ column }, index) => `r.${column} = d.c${index}`);
  return guarded(rollup, source, `UPDATE ${rollup.table} AS r SET ${updates.join(', ')} FROM (${grouped(rollup, source)}) AS d WHERE ${match.join(' AND ')};`);
}

/** Columns whose change moves a sale between rollup rows or changes what it adds. */
const COUNTED = ['status', 'amount', 'commission', '"commissionRate"', '"vendorId"', '"productId"', '"eventId"', '"createdAt"'];
/** The old ('o') or new ('n') version of the updated sales whose counted columns changed. */
const changed = (alias: 'o' | 'n') =>
  `(SELECT ${alias}.* FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE (${COUNTED.map((c) => `o.${c}`).join(', ')}) IS DISTINCT FROM (${COUNTED.map((c) => `n.${c}`).join(', ')}))`;

const ROLLUP_FUNCTION = `CREATE FUNCTION sales_rollups_apply() RETURNS trigger LANGUAGE plpgsql AS $body$
BEGIN
  IF TG_OP = 'INSERT' THEN
    ${ROLLUPS.map((rollup) => addTo(rollup, 'new_rows')).join('\n    ')}
  ELSIF TG_OP = 'DELETE' THEN
    ${ROLLUPS.map((rollup) => takeFrom(rollup, 'old_rows')).join('\n    ')}
  ELSE
    ${ROLLUPS.map((rollup) => takeFrom(rollup, changed('o'))).join('\n    ')}
    ${ROLLUPS.map((rollup) => addTo(rollup, changed('n'))).join('\n    ')}
  END IF;
  RETURN NULL;
END
$body$`;

/** Recomputes every rollup from `transactions`: for bulk loads that ran with the triggers disabled. */
const REBUILD_FUNCTION = `CREATE FUNCTION sales_rollups_rebuild() RETURNS void LANGUAGE plpgsql AS $body$
BEGIN
  TRUNCATE ${ROLLUPS.map((rollup) => rollup.table).join(', ')};
  ${ROLLUPS.map((rollup) => addTo(rollup, 'transactions')).join('\n  ')}
END
$body$`;

/** Every API instance LISTENs on this channel and forgets the named entry (see CacheInvalidation). */
const NOTIFY_FUNCTION = `CREATE FUNCTION sale_path_cache_notify() RETURNS trigger LANGUAGE plpgsql AS $body$
BEGIN
  IF TG_TABLE_NAME = 'api_keys' THEN
    PERFORM pg_notify('slv_cache', 'api_key:' || OLD."keyHash");
  ELSIF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('slv_cache', 'user:' || OLD.id);
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM pg_notify('slv_cache', 'vendor:' || NEW."lslKey"::text);
  ELSE
    PERFORM pg_notify('slv_cache', 'vendor:' || OLD."lslKey"::text);
    IF TG_OP = 'UPDATE' AND NEW."lslKey" IS DISTINCT FROM OLD."lslKey" THEN
      PERFORM pg_notify('slv_cache', 'vendor:' || NEW."lslKey"::text);
    END IF;
  END IF;
  RETURN NULL;
END
$body$`;

export class SalePath1795476892282 implements MigrationInterface {
  name = 'SalePath1795476892282';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "vendor_sales_days" ("vendorId" integer NOT NULL, "day" date NOT NULL, "sales" integer NOT NULL DEFAULT '0', "amount" bigint NOT NULL DEFAULT '0', "commission" numeric(18,2) NOT NULL DEFAULT '0', "ratePercentSum" numeric(20,4) NOT NULL DEFAULT '0', CONSTRAINT "PK_563b80f5f0fc906d4d07116ca09" PRIMARY KEY ("vendorId", "day"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_bb66d07d84601536d73b78a11a" ON "vendor_sales_days" ("day") `);
    await queryRunner.query(
      `CREATE TABLE "product_sales_days" ("productId" integer NOT NULL, "day" date NOT NULL, "sales" integer NOT NULL DEFAULT '0', "amount" bigint NOT NULL DEFAULT '0', CONSTRAINT "PK_6c3b369586ec72d2e3079558fec" PRIMARY KEY ("productId", "day"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "event_sales_days" ("eventId" integer NOT NULL, "vendorId" integer NOT NULL, "day" date NOT NULL, "sales" integer NOT NULL DEFAULT '0', "amount" bigint NOT NULL DEFAULT '0', CONSTRAINT "PK_7c6853973885eb3db208cb77fc6" PRIMARY KEY ("eventId", "vendorId", "day"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_7e640731dc5bb6c4f527aaf310" ON "event_sales_days" ("vendorId") `);
    await queryRunner.query(
      `CREATE TABLE "vendor_sales_totals" ("vendorId" integer NOT NULL, "sales" bigint NOT NULL DEFAULT '0', "amount" bigint NOT NULL DEFAULT '0', "commission" numeric(20,2) NOT NULL DEFAULT '0', "version" bigint NOT NULL DEFAULT '0', CONSTRAINT "PK_13c325757f6bec4175ed5cf94e2" PRIMARY KEY ("vendorId"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "vendor_sales_days" ADD CONSTRAINT "FK_5dd352f1ed06cdf29e7b8193620" FOREIGN KEY ("vendorId") REFERENCES "vendors"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "product_sales_days" ADD CONSTRAINT "FK_35ec5306230404b1277a162b4ce" FOREIGN KEY ("productId") REFERENCES "products"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "event_sales_days" ADD CONSTRAINT "FK_6e6ec22a582c4917675dc2f8814" FOREIGN KEY ("eventId") REFERENCES "events"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "event_sales_days" ADD CONSTRAINT "FK_7e640731dc5bb6c4f527aaf3105" FOREIGN KEY ("vendorId") REFERENCES "vendors"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "vendor_sales_totals" ADD CONSTRAINT "FK_13c325757f6bec4175ed5cf94e2" FOREIGN KEY ("vendorId") REFERENCES "vendors"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(ROLLUP_FUNCTION);
    for (const operation of ['INSERT', 'UPDATE', 'DELETE']) {
      const transition =
        operation === 'INSERT' ? 'NEW TABLE AS new_rows' : operation === 'DELETE' ? 'OLD TABLE AS old_rows' : 'OLD TABLE AS old_rows NEW TABLE AS new_rows';
      await queryRunner.query(
        `CREATE TRIGGER sales_rollups_${operation.toLowerCase()} AFTER ${operation} ON transactions REFERENCING ${transition} FOR EACH STATEMENT EXECUTE FUNCTION sales_rollups_apply()`,
      );
    }
    await queryRunner.query(REBUILD_FUNCTION);
    await queryRunner.query(`SELECT sales_rollups_rebuild()`);
    await queryRunner.query(NOTIFY_FUNCTION);
    await queryRunner.query(
      `CREATE TRIGGER sale_path_cache AFTER UPDATE ON api_keys FOR EACH ROW
       WHEN (OLD."revokedAt" IS DISTINCT FROM NEW."revokedAt" OR OLD."keyHash" IS DISTINCT FROM NEW."keyHash" OR OLD."userId" IS DISTINCT FROM NEW."userId")
       EXECUTE FUNCTION sale_path_cache_notify()`,
    );
    await queryRunner.query(`CREATE TRIGGER sale_path_cache_delete AFTER DELETE ON api_keys FOR EACH ROW EXECUTE FUNCTION sale_path_cache_notify()`);
    await queryRunner.query(`CREATE TRIGGER sale_path_cache AFTER UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION sale_path_cache_notify()`);
    await queryRunner.query(
      `CREATE TRIGGER sale_path_cache AFTER INSERT OR UPDATE OR DELETE ON vendors FOR EACH ROW EXECUTE FUNCTION sale_path_cache_notify()`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['vendors', 'users', 'api_keys']) await queryRunner.query(`DROP TRIGGER sale_path_cache ON ${table}`);
    await queryRunner.query(`DROP TRIGGER sale_path_cache_delete ON api_keys`);
    await queryRunner.query(`DROP FUNCTION sale_path_cache_notify()`);
    for (const operation of ['insert', 'update', 'delete']) await queryRunner.query(`DROP TRIGGER sales_rollups_${operation} ON transactions`);
    await queryRunner.query(`DROP FUNCTION sales_rollups_rebuild()`);
    await queryRunner.query(`DROP FUNCTION sales_rollups_apply()`);
    await queryRunner.query(`ALTER TABLE "vendor_sales_totals" DROP CONSTRAINT "FK_13c325757f6bec4175ed5cf94e2"`);
    await queryRunner.query(`ALTER TABLE "event_sales_days" DROP CONSTRAINT "FK_7e640731dc5bb6c4f527aaf3105"`);
    await queryRunner.query(`ALTER TABLE "event_sales_days" DROP CONSTRAINT "FK_6e6ec22a582c4917675dc2f8814"`);
    await queryRunner.query(`ALTER TABLE "product_sales_days" DROP CONSTRAINT "FK_35ec5306230404b1277a162b4ce"`);
    await queryRunner.query(`ALTER TABLE "vendor_sales_days" DROP CONSTRAINT "FK_5dd352f1ed06cdf29e7b8193620"`);
    await queryRunner.query(`DROP TABLE "vendor_sales_totals"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_7e640731dc5bb6c4f527aaf310"`);
    await queryRunner.query(`DROP TABLE "event_sales_days"`);
    await queryRunner.query(`DROP TABLE "product_sales_days"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_bb66d07d84601536d73b78a11a"`);
    await queryRunner.query(`DROP TABLE "vendor_sales_days"`);
  }
}
