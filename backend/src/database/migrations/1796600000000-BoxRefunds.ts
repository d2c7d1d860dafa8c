import type { MigrationInterface, QueryRunner } from 'typeorm';

export class BoxRefunds1796600000000 implements MigrationInterface {
  name = 'BoxRefunds1796600000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "refund_orders" ADD "boxId" integer`);
    await queryRunner.query(`ALTER TABLE "order_secrets" ADD "boxId" integer`);
    await queryRunner.query(`ALTER TABLE "order_secrets" ADD "boxKey" uuid`);
    await queryRunner.query(`ALTER TABLE "order_secrets" DROP CONSTRAINT "FK_5bedb6f050d679f8a1377a8e31d"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_c40278e37b5e3d653a1451e11f"`);
    await queryRunner.query(`ALTER TABLE "order_secrets" ALTER COLUMN "vendorId" DROP NOT NULL`);
    await queryRunner.query(`ALTER TABLE "order_secrets" ALTER COLUMN "vendorKey" DROP NOT NULL`);
    await queryRunner.query(`CREATE INDEX "IDX_6a2eb4abe0af1de2d7d6d16b3a" ON "refund_orders" ("boxId") `);
    await queryRunner.query(`CREATE INDEX "IDX_6d4648979fa5604288498ad7f1" ON "order_secrets" ("boxId") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_45e0a114af2f57dba04cd68de6" ON "order_secrets" ("boxKey", "objectKey") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_c40278e37b5e3d653a1451e11f" ON "order_secrets" ("vendorKey", "objectKey") `);
    await queryRunner.query(
      `ALTER TABLE "order_secrets" ADD CONSTRAINT "CHK_order_secrets_holder" CHECK (("vendorId" IS NULL AND "vendorKey" IS NULL) <> ("boxId" IS NULL AND "boxKey" IS NULL))`,
    );
    await queryRunner.query(
      `ALTER TABLE "refund_orders" ADD CONSTRAINT "FK_6a2eb4abe0af1de2d7d6d16b3a5" FOREIGN KEY ("boxId") REFERENCES "delivery_boxes"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "order_secrets" ADD CONSTRAINT "FK_5bedb6f050d679f8a1377a8e31d" FOREIGN KEY ("vendorId") REFERENCES "vendors"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "order_secrets" ADD CONSTRAINT "FK_6d4648979fa5604288498ad7f1b" FOREIGN KEY ("boxId") REFERENCES "delivery_boxes"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "order_secrets" DROP CONSTRAINT "FK_6d4648979fa5604288498ad7f1b"`);
    await queryRunner.query(`ALTER TABLE "order_secrets" DROP CONSTRAINT "FK_5bedb6f050d679f8a1377a8e31d"`);
    await queryRunner.query(`ALTER TABLE "refund_orders" DROP CONSTRAINT "FK_6a2eb4abe0af1de2d7d6d16b3a5"`);
    await queryRunner.query(`ALTER TABLE "order_secrets" DROP CONSTRAINT "CHK_order_secrets_holder"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_c40278e37b5e3d653a1451e11f"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_45e0a114af2f57dba04cd68de6"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_6d4648979fa5604288498ad7f1"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_6a2eb4abe0af1de2d7d6d16b3a"`);
    await queryRunner.query(`ALTER TABLE "order_secrets" ALTER COLUMN "vendorKey" SET NOT NULL`);
    await queryRunner.query(`ALTER TABLE "order_secrets" ALTER COLUMN "vendorId" SET NOT NULL`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_c40278e37b5e3d653a1451e11f" ON "order_secrets" ("objectKey", "vendorKey") `);
    await queryRunner.query(
      `ALTER TABLE "order_secrets" ADD CONSTRAINT "FK_5bedb6f050d679f8a1377a8e31d" FOREIGN KEY ("vendorId") REFERENCES "vendors"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(`ALTER TABLE "order_secrets" DROP COLUMN "boxKey"`);
    await queryRunner.query(`ALTER TABLE "order_secrets" DROP COLUMN "boxId"`);
    await queryRunner.query(`ALTER TABLE "refund_orders" DROP COLUMN "boxId"`);
  }
}
