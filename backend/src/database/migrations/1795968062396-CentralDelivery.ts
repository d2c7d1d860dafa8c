import type { MigrationInterface, QueryRunner } from 'typeorm';

/*
 * Central delivery (docs/decisions/0090-central-delivery.md): what a vendor holds, who gives a sale's item, a sale's
 * delivery as a kind of redelivery (one per sale), the minutes it may wait before the merchant is alerted, and the alert.
 */

export class CentralDelivery1795968062396 implements MigrationInterface {
  name = 'CentralDelivery1795968062396';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD "saleDeliveryAlertMinutes" integer NOT NULL DEFAULT '10'`);
    await queryRunner.query(`ALTER TABLE "vendors" ADD "inventory" text array`);
    await queryRunner.query(`ALTER TABLE "vendors" ADD "inventoryUpdatedAt" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "transactions" ADD "delivery" character varying(10) NOT NULL DEFAULT 'vendor'`);
    await queryRunner.query(`ALTER TABLE "redeliveries" ADD "kind" character varying(10) NOT NULL DEFAULT 'redelivery'`);
    await queryRunner.query(`ALTER TABLE "redeliveries" ADD "alertedAt" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_redeliveries_sale_delivery" ON "redeliveries" ("transactionId") WHERE "kind" = 'sale'`);
    await queryRunner.query(`ALTER TABLE "notifications" DROP CONSTRAINT "CHK_notifications_kind"`);
    await queryRunner.query(
      `ALTER TABLE "notifications" ADD CONSTRAINT "CHK_notifications_kind" CHECK ("kind" IN ('sale_milestone', 'daily_sales_milestone', 'sale_refunded', 'redelivery_requested', 'redelivery_failed', 'sale_delivery_late', 'product_sold_out', 'product_low_stock', 'object_offline', 'api_key_created', 'api_key_revoked'))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "notifications" WHERE "kind" = 'sale_delivery_late'`);
    await queryRunner.query(`ALTER TABLE "notifications" DROP CONSTRAINT "CHK_notifications_kind"`);
    await queryRunner.query(
      `ALTER TABLE "notifications" ADD CONSTRAINT "CHK_notifications_kind" CHECK ("kind" IN ('sale_milestone', 'daily_sales_milestone', 'sale_refunded', 'redelivery_requested', 'redelivery_failed', 'product_sold_out', 'product_low_stock', 'object_offline', 'api_key_created', 'api_key_revoked'))`,
    );
    await queryRunner.query(`DROP INDEX "public"."UQ_redeliveries_sale_delivery"`);
    await queryRunner.query(`ALTER TABLE "redeliveries" DROP COLUMN "alertedAt"`);
    await queryRunner.query(`ALTER TABLE "redeliveries" DROP COLUMN "kind"`);
    await queryRunner.query(`ALTER TABLE "transactions" DROP COLUMN "delivery"`);
    await queryRunner.query(`ALTER TABLE "vendors" DROP COLUMN "inventoryUpdatedAt"`);
    await queryRunner.query(`ALTER TABLE "vendors" DROP COLUMN "inventory"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "saleDeliveryAlertMinutes"`);
  }
}
