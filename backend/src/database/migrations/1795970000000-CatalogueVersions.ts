import type { MigrationInterface, QueryRunner } from 'typeorm';

/*
 * The catalogue versions vendors were served, with their prices due, kept a day after they were replaced
 * (docs/decisions/0091-stale-catalogue-prices.md).
 */
export class CatalogueVersions1795970000000 implements MigrationInterface {
  name = 'CatalogueVersions1795970000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "catalogue_versions" ("id" SERIAL NOT NULL, "vendorId" integer NOT NULL, "version" character varying(16) NOT NULL, "prices" jsonb NOT NULL, "currentAt" TIMESTAMP WITH TIME ZONE NOT NULL, "replacedAt" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_catalogue_versions" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_catalogue_versions_vendor_version" ON "catalogue_versions" ("vendorId", "version") `);
    await queryRunner.query(
      `ALTER TABLE "catalogue_versions" ADD CONSTRAINT "FK_catalogue_versions_vendor" FOREIGN KEY ("vendorId") REFERENCES "vendors"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "catalogue_versions" DROP CONSTRAINT "FK_catalogue_versions_vendor"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_catalogue_versions_vendor_version"`);
    await queryRunner.query(`DROP TABLE "catalogue_versions"`);
  }
}
