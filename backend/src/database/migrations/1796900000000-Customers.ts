import type { MigrationInterface, QueryRunner } from 'typeorm';

/*
 * Customers (decision 105): each merchant's figures per avatar in `buyer_totals`, kept by statement triggers on
 * `transactions` named to fire after the sales rollups' (so a sale locks its vendor's totals row before its buyer's).
 * Counts move by increments (INSERT … ON CONFLICT DO UPDATE), so concurrent sales of one buyer never lose an update;
 * dates and names are recomputed for the few avatars whose sale moved in time, changed owner or was deleted.
 * The SQL is written out here, not imported, so this migration stays what it was when it ran.
 */

/** A sale's contributions (`s` has the columns of `transactions` and a `sign`): to its buyer's row, then to its gift recipient's. */
function contributions(source: string): string {
  return `
    SELECT s."ownerId" AS o, s."buyerId" AS k, s.sign, s.id, s."createdAt" AS at, s."buyerName" AS nm, NULL::varchar AS gnm,
           s.sign * (s.status = 'completed')::int AS purchases,
           s.sign * CASE WHEN s.status = 'completed' THEN s.amount - s."refundedAmount" ELSE 0 END AS spent,
           s.sign * (s.status = 'refunded' OR s."refundedAmount" > 0)::int AS refunds,
           s.sign * (s."giftTo" IS NOT NULL)::int AS given, 0 AS received
    FROM (${source}) AS s
    UNION ALL
    SELECT s."ownerId", s."giftTo", s.sign, s.id, NULL, NULL, s."giftToName", 0, 0, 0, 0, s.sign
    FROM (${source}) AS s WHERE s.status = 'completed' AND s."giftTo" IS NOT NULL`;
}

/** Adds the contributions to the rows, one row per avatar in key order (so concurrent writers lock in one order). */
function applyContributions(source: string): string {
  return `
    INSERT INTO buyer_totals AS b ("ownerId", "buyerId", "buyerName", "firstPurchaseAt", "lastPurchaseAt", purchases, spent, refunds, "giftsGiven", "giftsReceived")
    SELECT c.o, c.k,
           COALESCE((array_agg(c.nm ORDER BY c.at DESC, c.id DESC) FILTER (WHERE c.sign > 0 AND c.at IS NOT NULL AND c.nm IS NOT NULL))[1], max(c.gnm) FILTER (WHERE c.sign > 0)),
           min(c.at) FILTER (WHERE c.sign > 0), max(c.at) FILTER (WHERE c.sign > 0),
           sum(c.purchases), sum(c.spent), sum(c.refunds), sum(c.given), sum(c.received)
    FROM (${contributions(source)}) AS c
    GROUP BY c.o, c.k ORDER BY c.o, c.k
    ON CONFLICT ("ownerId", "buyerId") DO UPDATE SET
      "buyerName" = CASE WHEN EXCLUDED."buyerName" IS NOT NULL AND EXCLUDED."lastPurchaseAt" >= COALESCE(b."lastPurchaseAt", '-infinity')
                         THEN EXCLUDED."buyerName" ELSE COALESCE(b."buyerName", EXCLUDED."buyerName") END,
      "firstPurchaseAt" = LEAST(b."firstPurchaseAt", EXCLUDED."firstPurchaseAt"),
      "lastPurchaseAt" = GREATEST(b."lastPurchaseAt", EXCLUDED."lastPurchaseAt"),
      purchases = b.purchases + EXCLUDED.purchases,
      spent = b.spent + EXCLUDED.spent,
      refunds = b.refunds + EXCLUDED.refunds,
      "giftsGiven" = b."giftsGiven" + EXCLUDED."giftsGiven",
      "giftsReceived" = b."giftsReceived" + EXCLUDED."giftsReceived";`;
}

const CHANGED = `(o.status, o.amount, o."refundedAmount", o."ownerId", o."buyerId", o."buyerName", o."giftTo", o."giftToName", o."createdAt")
  IS DISTINCT FROM (n.status, n.amount, n."refundedAmount", n."ownerId", n."buyerId", n."buyerName", n."giftTo", n."giftToName", n."createdAt")`;
/** Changes after which dates and names are recomputed: rare (a sale moved in time, a vendor given to another owner). */
const MOVED = `(o."ownerId", o."buyerId", o."buyerName", o."giftTo", o."giftToName", o."createdAt")
  IS DISTINCT FROM (n."ownerId", n."buyerId", n."buyerName", n."giftTo", n."giftToName", n."createdAt")`;

/** The avatars of the sales in `rows`, as buyers and as gift recipients. */
function keysOf(rows: string): string {
  return `SELECT "ownerId" AS o, "buyerId" AS k FROM ${rows} UNION SELECT "ownerId", "giftTo" FROM ${rows} WHERE "giftTo" IS NOT NULL`;
}

/** Recomputes dates and names of the avatars in `keys` from their sales, then drops rows no sale holds any more. */
function recompute(keys: string): string {
  return `
    UPDATE buyer_totals AS b SET "firstPurchaseAt" = x.first, "lastPurchaseAt" = x.last, "buyerName" = COALESCE(x.name, x.gift_name, b."buyerName")
    FROM (${keys}) AS keys
    CROSS JOIN LATERAL (
      SELECT min(t."createdAt") AS first, max(t."createdAt") AS last,
             (array_agg(t."buyerName" ORDER BY t."createdAt" DESC, t.id DESC) FILTER (WHERE t."buyerName" IS NOT NULL))[1] AS name,
             (SELECT max(g."giftToName") FROM transactions g WHERE g."ownerId" = keys.o AND g."giftTo" = keys.k AND g.status = 'completed') AS gift_name
      FROM transactions t WHERE t."ownerId" = keys.o AND t."buyerId" = keys.k
    ) AS x
    WHERE b."ownerId" = keys.o AND b."buyerId" = keys.k;`;
}

function dropEmpty(keys: string): string {
  return `
    DELETE FROM buyer_totals AS b USING (${keys}) AS keys
    WHERE b."ownerId" = keys.o AND b."buyerId" = keys.k AND b."firstPurchaseAt" IS NULL AND b."giftsReceived" = 0;`;
}

const UPDATED_PAIRS = `FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE ${CHANGED}`;

const APPLY_FUNCTION = `
CREATE FUNCTION buyer_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $function$
BEGIN
  IF TG_OP = 'INSERT' THEN
    ${applyContributions('SELECT 1 AS sign, * FROM new_rows')}
  ELSIF TG_OP = 'DELETE' THEN
    ${applyContributions('SELECT -1 AS sign, * FROM old_rows')}
    ${recompute(keysOf('old_rows'))}
    ${dropEmpty(keysOf('old_rows'))}
  ELSIF EXISTS (SELECT 1 ${UPDATED_PAIRS}) THEN
    ${applyContributions(`SELECT -1 AS sign, o.* ${UPDATED_PAIRS} UNION ALL SELECT 1, n.* ${UPDATED_PAIRS}`)}
    IF EXISTS (SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE ${MOVED}) THEN
      ${recompute(`${keysOf('old_rows')} UNION ${keysOf('new_rows')}`)}
    END IF;
    ${dropEmpty(`${keysOf('old_rows')} UNION ${keysOf('new_rows')}`)}
  END IF;
  RETURN NULL;
END
$function$`;

/** Every avatar's figures from the sales themselves: the backfill (and what the triggers must always equal). */
const BACKFILL = `
  INSERT INTO buyer_totals ("ownerId", "buyerId", "buyerName", "firstPurchaseAt", "lastPurchaseAt", purchases, spent, refunds, "giftsGiven", "giftsReceived")
  SELECT COALESCE(b.o, g.o), COALESCE(b.k, g.k), COALESCE(b.name, g.name), b.first, b.last,
         COALESCE(b.purchases, 0), COALESCE(b.spent, 0), COALESCE(b.refunds, 0), COALESCE(b.given, 0), COALESCE(g.received, 0)
  FROM (
    SELECT "ownerId" AS o, "buyerId" AS k, min("createdAt") AS first, max("createdAt") AS last,
           (array_agg("buyerName" ORDER BY "createdAt" DESC, id DESC) FILTER (WHERE "buyerName" IS NOT NULL))[1] AS name,
           count(*) FILTER (WHERE status = 'completed') AS purchases,
           COALESCE(sum(amount - "refundedAmount") FILTER (WHERE status = 'completed'), 0) AS spent,
           count(*) FILTER (WHERE status = 'refunded' OR "refundedAmount" > 0) AS refunds,
           count(*) FILTER (WHERE "giftTo" IS NOT NULL) AS given
    FROM transactions GROUP BY 1, 2
  ) AS b
  FULL JOIN (
    SELECT "ownerId" AS o, "giftTo" AS k, max("giftToName") AS name, count(*) AS received
    FROM transactions WHERE status = 'completed' AND "giftTo" IS NOT NULL GROUP BY 1, 2
  ) AS g ON g.o = b.o AND g.k = b.k`;

export class Customers1796900000000 implements MigrationInterface {
  name = 'Customers1796900000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "buyer_totals" ("ownerId" character varying(255) NOT NULL, "buyerId" character varying(64) NOT NULL, "buyerName" character varying(255), "firstPurchaseAt" TIMESTAMP WITH TIME ZONE, "lastPurchaseAt" TIMESTAMP WITH TIME ZONE, "purchases" integer NOT NULL DEFAULT '0', "spent" bigint NOT NULL DEFAULT '0', "refunds" integer NOT NULL DEFAULT '0', "giftsGiven" integer NOT NULL DEFAULT '0', "giftsReceived" integer NOT NULL DEFAULT '0', CONSTRAINT "PK_5827721ad69bd8cfd2099405ec3" PRIMARY KEY ("ownerId", "buyerId"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_buyer_totals_owner_purchases" ON "buyer_totals" ("ownerId", "purchases", "buyerId") `);
    await queryRunner.query(`CREATE INDEX "IDX_buyer_totals_owner_spent" ON "buyer_totals" ("ownerId", "spent", "buyerId") `);
    await queryRunner.query(`CREATE INDEX "IDX_buyer_totals_owner_first" ON "buyer_totals" ("ownerId", "firstPurchaseAt", "buyerId") `);
    await queryRunner.query(`CREATE INDEX "IDX_buyer_totals_owner_last" ON "buyer_totals" ("ownerId", "lastPurchaseAt", "buyerId") `);
    await queryRunner.query(APPLY_FUNCTION);
    await queryRunner.query(
      `CREATE TRIGGER transactions_buyer_totals_insert AFTER INSERT ON transactions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION buyer_totals_apply()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER transactions_buyer_totals_update AFTER UPDATE ON transactions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION buyer_totals_apply()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER transactions_buyer_totals_delete AFTER DELETE ON transactions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION buyer_totals_apply()`,
    );
    // Sales already recorded: in this transaction, before any new sale can reach the new triggers.
    await queryRunner.query(`LOCK TABLE transactions IN SHARE MODE`);
    await queryRunner.query(BACKFILL);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER transactions_buyer_totals_delete ON transactions`);
    await queryRunner.query(`DROP TRIGGER transactions_buyer_totals_update ON transactions`);
    await queryRunner.query(`DROP TRIGGER transactions_buyer_totals_insert ON transactions`);
    await queryRunner.query(`DROP FUNCTION buyer_totals_apply()`);
    await queryRunner.query(`DROP INDEX "public"."IDX_buyer_totals_owner_last"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_buyer_totals_owner_first"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_buyer_totals_owner_spent"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_buyer_totals_owner_purchases"`);
    await queryRunner.query(`DROP TABLE "buyer_totals"`);
  }
}
