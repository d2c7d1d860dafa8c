import type { MigrationInterface, QueryRunner } from 'typeorm';

/* Commission collection: the payments vendors report, who was last told to pay, and the collection avatar and grace period admins set (decision 96). */
export class CommissionCollection1796200000000 implements MigrationInterface {
  name = 'CommissionCollection1796200000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "commission_payments" ("id" SERIAL NOT NULL, "ownerId" character varying(255) NOT NULL, "vendorId" integer, "amount" integer NOT NULL, "transactionKey" uuid NOT NULL, "success" boolean NOT NULL, "reason" character varying(100), "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_commission_payments_amount" CHECK ("amount" > 0), CONSTRAINT "PK_commission_payments" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_commission_payments_owner_created" ON "commission_payments" ("ownerId", "createdAt") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_commission_payments_owner_key" ON "commission_payments" ("ownerId", "transactionKey") `);
    await queryRunner.query(
      `CREATE TABLE "commission_due_claims" ("ownerId" character varying(255) NOT NULL, "claimedAt" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_commission_due_claims" PRIMARY KEY ("ownerId"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "commission_due_claims" ADD CONSTRAINT "FK_commission_due_claims_owner" FOREIGN KEY ("ownerId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(`ALTER TABLE "platform_settings" ADD "collectionAvatarKey" character varying(36)`);
    await queryRunner.query(`ALTER TABLE "platform_settings" ADD "collectionAvatarName" character varying(100)`);
    await queryRunner.query(`ALTER TABLE "platform_settings" ADD "commissionGraceDays" integer`);
    await queryRunner.query(
      `ALTER TABLE "commission_payments" ADD CONSTRAINT "FK_commission_payments_owner" FOREIGN KEY ("ownerId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "commission_payments" ADD CONSTRAINT "FK_commission_payments_vendor" FOREIGN KEY ("vendorId") REFERENCES "vendors"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(`ALTER TABLE "notifications" DROP CONSTRAINT "CHK_notifications_kind"`);
    await queryRunner.query(
      `ALTER TABLE "notifications" ADD CONSTRAINT "CHK_notifications_kind" CHECK ("kind" IN ('sale_milestone', 'daily_sales_milestone', 'sale_refunded', 'price_mismatch', 'redelivery_requested', 'redelivery_failed', 'sale_delivery_late', 'product_sold_out', 'product_low_stock', 'object_offline', 'api_key_created', 'api_key_revoked', 'commission_payment_failed', 'commission_overdue'))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "notifications" WHERE "kind" IN ('commission_payment_failed', 'commission_overdue')`);
    await queryRunner.query(`ALTER TABLE "notifications" DROP CONSTRAINT "CHK_notifications_kind"`);
    await queryRunner.query(
      `ALTER TABLE "notifications" ADD CONSTRAINT "CHK_notifications_kind" CHECK ("kind" IN ('sale_milestone', 'daily_sales_milestone', 'sale_refunded', 'price_mismatch', 'redelivery_requested', 'redelivery_failed', 'sale_delivery_late', 'product_sold_out', 'product_low_stock', 'object_offline', 'api_key_created', 'api_key_revoked'))`,
    );
    await queryRunner.query(`ALTER TABLE "commission_payments" DROP CONSTRAINT "FK_commission_payments_vendor"`);
    await queryRunner.query(`ALTER TABLE "commission_payments" DROP CONSTRAINT "FK_commission_payments_owner"`);
    await queryRunner.query(`ALTER TABLE "platform_settings" DROP COLUMN "commissionGraceDays"`);
    await queryRunner.query(`ALTER TABLE "platform_settings" DROP COLUMN "collectionAvatarName"`);
    await queryRunner.query(`ALTER TABLE "platform_settings" DROP COLUMN "collectionAvatarKey"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_commission_payments_owner_key"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_commission_payments_owner_created"`);
    await queryRunner.query(`DROP TABLE "commission_payments"`);
    await queryRunner.query(`DROP TABLE "commission_due_claims"`);
  }
}
