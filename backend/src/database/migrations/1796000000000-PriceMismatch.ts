import type { MigrationInterface, QueryRunner } from 'typeorm';

/*
 * A sale paid at neither its product's list price, nor the price due after the discount, nor a held catalogue price is
 * recorded but flagged, with the list price of the time (docs/decisions/0094-price-mismatch.md); its merchant is told
 * once a day. The partial index serves the flagged sales' filter, the dashboard count and the daily alert.
 */
export class PriceMismatch1796000000000 implements MigrationInterface {
  name = 'PriceMismatch1796000000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "transactions" ADD "priceMismatch" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`ALTER TABLE "transactions" ADD "listPrice" integer`);
    await queryRunner.query(`CREATE INDEX "IDX_transactions_owner_price_mismatch" ON "transactions" ("ownerId", "createdAt", "id") WHERE "priceMismatch"`);
    await queryRunner.query(`ALTER TABLE "notifications" DROP CONSTRAINT "CHK_notifications_kind"`);
    await queryRunner.query(
      `ALTER TABLE "notifications" ADD CONSTRAINT "CHK_notifications_kind" CHECK ("kind" IN ('sale_milestone', 'daily_sales_milestone', 'sale_refunded', 'price_mismatch', 'redelivery_requested', 'redelivery_failed', 'sale_delivery_late', 'product_sold_out', 'product_low_stock', 'object_offline', 'api_key_created', 'api_key_revoked'))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "notifications" WHERE "kind" = 'price_mismatch'`);
    await queryRunner.query(`ALTER TABLE "notifications" DROP CONSTRAINT "CHK_notifications_kind"`);
    await queryRunner.query(
      `ALTER TABLE "notifications" ADD CONSTRAINT "CHK_notifications_kind" CHECK ("kind" IN ('sale_milestone', 'daily_sales_milestone', 'sale_refunded', 'redelivery_requested', 'redelivery_failed', 'sale_delivery_late', 'product_sold_out', 'product_low_stock', 'object_offline', 'api_key_created', 'api_key_revoked'))`,
    );
    await queryRunner.query(`DROP INDEX "public"."IDX_transactions_owner_price_mismatch"`);
    await queryRunner.query(`ALTER TABLE "transactions" DROP COLUMN "listPrice"`);
    await queryRunner.query(`ALTER TABLE "transactions" DROP COLUMN "priceMismatch"`);
  }
}
