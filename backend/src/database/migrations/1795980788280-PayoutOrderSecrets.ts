import type { MigrationInterface, QueryRunner } from 'typeorm';

/*
 * Per-object secrets payouts.lsl checks signed payout orders with (docs/decisions/0097-signed-payout-orders.md).
 */
export class PayoutOrderSecrets1795980788280 implements MigrationInterface {
  name = 'PayoutOrderSecrets1795980788280';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "order_secrets" ("id" SERIAL NOT NULL, "vendorId" integer NOT NULL, "vendorKey" uuid NOT NULL, "objectKey" uuid NOT NULL, "secret" character varying(64) NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_35c243abf5afc38b769b681dfef" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_5bedb6f050d679f8a1377a8e31" ON "order_secrets" ("vendorId") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_c40278e37b5e3d653a1451e11f" ON "order_secrets" ("vendorKey", "objectKey") `);
    await queryRunner.query(
      `ALTER TABLE "order_secrets" ADD CONSTRAINT "FK_5bedb6f050d679f8a1377a8e31d" FOREIGN KEY ("vendorId") REFERENCES "vendors"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "order_secrets" DROP CONSTRAINT "FK_5bedb6f050d679f8a1377a8e31d"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_c40278e37b5e3d653a1451e11f"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_5bedb6f050d679f8a1377a8e31"`);
    await queryRunner.query(`DROP TABLE "order_secrets"`);
  }
}
