import type { MigrationInterface, QueryRunner } from 'typeorm';

/*
 * Sales and reports stay fast whatever the history (docs/decisions/0041-sales-history-at-scale.md):
 * - transactions.id (and redeliveries."transactionId") become bigint, with a bigint sequence;
 * - transactions."ownerId", the vendor's owner copied onto each sale, with indexes in the list's order;
 * - partial indexes for the rare statuses (pending, refunded, failed), for owners and for admins;
 * - the buyer key indexed for prefixes as well as equality (text_pattern_ops);
 * - a trigram index on the lower-cased buyer name, where the server has pg_trgm. A server without it (or where the
 *   migration may not create it) gets no such index: the search runs the same SQL, only slower.
 *
 * On an existing database this rewrites `transactions` (the column type change) under an exclusive lock: minutes
 * for tens of millions of sales. The SQL is written out here, not imported, so this migration stays what it was.
 */

/** Fills a sale's owner from its vendor: every writer but the sale path (which sends it), and a change of vendor. */
const OWNER_FROM_VENDOR = `CREATE FUNCTION transactions_owner_from_vendor() RETURNS trigger LANGUAGE plpgsql AS $body$
BEGIN
  SELECT v."ownerId" INTO NEW."ownerId" FROM vendors v WHERE v.id = NEW."vendorId";
  IF NOT FOUND THEN
    RAISE EXCEPTION 'insert or update on table "transactions": vendor % does not exist', NEW."vendorId" USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN NEW;
END
$body$`;

/** A vendor handed to another owner takes its sales with it. */
const OWNER_TO_SALES = `CREATE FUNCTION vendors_owner_to_transactions() RETURNS trigger LANGUAGE plpgsql AS $body$
BEGIN
  UPDATE transactions SET "ownerId" = NEW."ownerId" WHERE "vendorId" = NEW.id;
  RETURN NULL;
END
$body$`;

const TRIGRAM_INDEX = 'IDX_transactions_buyer_name_trgm';

function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** Creates pg_trgm when the server has it and we may; returns the schema it lives in, or null. */
async function trigramSchema(queryRunner: QueryRunner): Promise<string | null> {
  const available = (await queryRunner.query(`SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm'`)) as unknown[];
  if (available.length === 0) return null;
  // pg_trgm is a trusted extension (PostgreSQL 13+): a database owner may create it. Anyone else is refused, and the
  // handler (a subtransaction) keeps that refusal from failing the migration.
  await queryRunner.query(`DO $do$
    BEGIN
      CREATE EXTENSION IF NOT EXISTS pg_trgm;
    EXCEPTION WHEN insufficient_privilege OR undefined_file OR feature_not_supported THEN
      RAISE NOTICE 'pg_trgm could not be created: %', SQLERRM;
    END
  $do$`);
  const [installed] = (await queryRunner.query(
    `SELECT n.nspname AS schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm'`,
  )) as { schema: string }[];
  return installed?.schema ?? null;
}

export class SalesReportIndexes1795478680632 implements MigrationInterface {
  name = 'SalesReportIndexes1795478680632';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // The owner of every sale, filled before the rewrite below so the rewrite also drops the old row versions.
    // Only a copied column changes: the rollup trigger (which would compare 2 × every row) has nothing to do.
    await queryRunner.query(`ALTER TABLE "transactions" ADD "ownerId" character varying(255)`);
    await queryRunner.query(`ALTER TABLE "transactions" DISABLE TRIGGER sales_rollups_update`);
    await queryRunner.query(`UPDATE "transactions" t SET "ownerId" = v."ownerId" FROM "vendors" v WHERE v.id = t."vendorId"`);
    await queryRunner.query(`ALTER TABLE "transactions" ENABLE TRIGGER sales_rollups_update`);
    await queryRunner.query(`ALTER TABLE "transactions" ALTER COLUMN "ownerId" SET NOT NULL`);
    await queryRunner.query(OWNER_FROM_VENDOR);
    await queryRunner.query(
      `CREATE TRIGGER transactions_owner BEFORE INSERT ON "transactions" FOR EACH ROW WHEN (NEW."ownerId" IS NULL) EXECUTE FUNCTION transactions_owner_from_vendor()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER transactions_owner_vendor_changed BEFORE UPDATE OF "vendorId" ON "transactions" FOR EACH ROW
       WHEN (NEW."vendorId" IS DISTINCT FROM OLD."vendorId") EXECUTE FUNCTION transactions_owner_from_vendor()`,
    );
    await queryRunner.query(OWNER_TO_SALES);
    await queryRunner.query(
      `CREATE TRIGGER vendors_owner_to_transactions AFTER UPDATE OF "ownerId" ON "vendors" FOR EACH ROW
       WHEN (NEW."ownerId" IS DISTINCT FROM OLD."ownerId") EXECUTE FUNCTION vendors_owner_to_transactions()`,
    );

    // bigint ids: the referencing column, the key and its sequence (which would otherwise stop at 2^31 - 1).
    await queryRunner.query(`ALTER TABLE "redeliveries" ALTER COLUMN "transactionId" TYPE bigint`);
    await queryRunner.query(`ALTER TABLE "transactions" ALTER COLUMN "id" TYPE bigint`);
    await queryRunner.query(`ALTER SEQUENCE "transactions_id_seq" AS bigint`);

    await queryRunner.query(`CREATE INDEX "IDX_transactions_status_created" ON "transactions" ("status", "createdAt", "id") WHERE "status" <> 'completed'`);
    await queryRunner.query(
      `CREATE INDEX "IDX_transactions_owner_status_created" ON "transactions" ("ownerId", "status", "createdAt", "id") WHERE "status" <> 'completed'`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_transactions_owner_created" ON "transactions" ("ownerId", "createdAt", "id") `);

    // The buyer key for equality (purchases of a buyer) and prefixes (the list's search) in one index.
    await queryRunner.query(`DROP INDEX "public"."IDX_ec4767e5beacbc7dfaa507d1fc"`);
    await queryRunner.query(`CREATE INDEX "IDX_transactions_buyer_id_prefix" ON "transactions" ("buyerId" text_pattern_ops)`);

    const schema = await trigramSchema(queryRunner);
    if (schema === null) {
      process.stdout.write(
        `${JSON.stringify({
          level: 'warn',
          time: new Date().toISOString(),
          msg: 'pg_trgm is not available on this PostgreSQL server: the buyer-name search of transactions runs without its trigram index (slower on large histories).',
        })}\n`,
      );
      return;
    }
    await queryRunner.query(`CREATE INDEX "${TRIGRAM_INDEX}" ON "transactions" USING gin (lower("buyerName") ${quoteIdentifier(schema)}.gin_trgm_ops)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    // The extension stays: other objects may use it.
    await queryRunner.query(`DROP INDEX IF EXISTS "public"."${TRIGRAM_INDEX}"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_transactions_buyer_id_prefix"`);
    await queryRunner.query(`CREATE INDEX "IDX_ec4767e5beacbc7dfaa507d1fc" ON "transactions" ("buyerId") `);
    await queryRunner.query(`DROP INDEX "public"."IDX_transactions_owner_created"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_transactions_owner_status_created"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_transactions_status_created"`);
    // Fails, as it should, once an id beyond the integer range exists.
    await queryRunner.query(`ALTER SEQUENCE "transactions_id_seq" AS integer`);
    await queryRunner.query(`ALTER TABLE "transactions" ALTER COLUMN "id" TYPE integer`);
    await queryRunner.query(`ALTER TABLE "redeliveries" ALTER COLUMN "transactionId" TYPE integer`);
    await queryRunner.query(`DROP TRIGGER vendors_owner_to_transactions ON "vendors"`);
    await queryRunner.query(`DROP FUNCTION vendors_owner_to_transactions()`);
    await queryRunner.query(`DROP TRIGGER transactions_owner_vendor_changed ON "transactions"`);
    await queryRunner.query(`DROP TRIGGER transactions_owner ON "transactions"`);
    await queryRunner.query(`DROP FUNCTION transactions_owner_from_vendor()`);
    await queryRunner.query(`ALTER TABLE "transactions" DROP COLUMN "ownerId"`);
  }
}
