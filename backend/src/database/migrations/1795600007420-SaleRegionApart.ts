import type { MigrationInterface, QueryRunner } from 'typeorm';

/** X-SecondLife-Region: "Luna Bay (256768, 261376)", the name and the region's corner on the grid in metres. */
const HEADER = String.raw`^(.*\S)\s*\(\s*(\d+)\s*,\s*(\d+)\s*\)\s*$`;

/*
 * A sale's region was stored as the simulator sent it, name and grid corner together, and shown so. The name now stays
 * in "slRegion" and the corner goes to "slRegionX"/"slRegionY", for every writer (the sale path, Marketplace
 * notifications, imports) through one trigger, so the sale path's statement is unchanged. Existing sales are split
 * too; the region rollup follows through its own trigger, and the rows left empty under the old keys are removed.
 */
export class SaleRegionApart1795600007420 implements MigrationInterface {
  name = 'SaleRegionApart1795600007420';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "transactions" ADD "slRegionX" integer`);
    await queryRunner.query(`ALTER TABLE "transactions" ADD "slRegionY" integer`);
    await queryRunner.query(`CREATE OR REPLACE FUNCTION transactions_split_region() RETURNS trigger LANGUAGE plpgsql AS $body$
DECLARE
  parts text[];
BEGIN
  parts := regexp_match(NEW."slRegion", '${HEADER}');
  IF parts IS NOT NULL THEN
    NEW."slRegion" := parts[1];
    NEW."slRegionX" := parts[2]::int;
    NEW."slRegionY" := parts[3]::int;
  END IF;
  RETURN NEW;
END
$body$`);
    await queryRunner.query(
      `CREATE TRIGGER transactions_split_region BEFORE INSERT OR UPDATE OF "slRegion" ON "transactions"
       FOR EACH ROW WHEN (NEW."slRegion" IS NOT NULL) EXECUTE FUNCTION transactions_split_region()`,
    );
    await queryRunner.query(`UPDATE "transactions" SET "slRegion" = "slRegion" WHERE "slRegion" ~ '${HEADER}'`);
    await queryRunner.query(`DELETE FROM "region_sales_days" WHERE sales = 0 AND amount = 0 AND region ~ '${HEADER}'`);
    // Heartbeats stored the name already; an object row written otherwise is split the same way.
    await queryRunner.query(`UPDATE "in_world_objects" SET region = (regexp_match(region, '${HEADER}'))[1] WHERE region ~ '${HEADER}'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER transactions_split_region ON "transactions"`);
    await queryRunner.query(`DROP FUNCTION transactions_split_region()`);
    await queryRunner.query(
      `UPDATE "transactions" SET "slRegion" = "slRegion" || ' (' || "slRegionX" || ', ' || "slRegionY" || ')' WHERE "slRegionX" IS NOT NULL`,
    );
    await queryRunner.query(`DELETE FROM "region_sales_days" WHERE sales = 0 AND amount = 0`);
    await queryRunner.query(`ALTER TABLE "transactions" DROP COLUMN "slRegionY"`);
    await queryRunner.query(`ALTER TABLE "transactions" DROP COLUMN "slRegionX"`);
  }
}
