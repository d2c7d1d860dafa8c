import type { MigrationInterface, QueryRunner } from 'typeorm';

/* Whether each object's payouts script may pay L$ when it last asked for orders, and the alert when it may not (decision 98). */

export class PayoutsBlocked1796300000000 implements MigrationInterface {
  name = 'PayoutsBlocked1796300000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "order_secrets" ADD "canPay" boolean`);
    await queryRunner.query(`ALTER TABLE "order_secrets" ADD "askedAt" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "notifications" DROP CONSTRAINT "CHK_notifications_kind"`);
    await queryRunner.query(
      `ALTER TABLE "notifications" ADD CONSTRAINT "CHK_notifications_kind" CHECK ("kind" IN ('sale_milestone', 'daily_sales_milestone', 'sale_refunded', 'price_mismatch', 'redelivery_requested', 'redelivery_failed', 'sale_delivery_late', 'product_sold_out', 'product_low_stock', 'object_offline', 'api_key_created', 'api_key_revoked', 'commission_payment_failed', 'commission_overdue', 'payouts_blocked'))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "notifications" WHERE "kind" = 'payouts_blocked'`);
    await queryRunner.query(`ALTER TABLE "notifications" DROP CONSTRAINT "CHK_notifications_kind"`);
    await queryRunner.query(
      `ALTER TABLE "notifications" ADD CONSTRAINT "CHK_notifications_kind" CHECK ("kind" IN ('sale_milestone', 'daily_sales_milestone', 'sale_refunded', 'price_mismatch', 'redelivery_requested', 'redelivery_failed', 'sale_delivery_late', 'product_sold_out', 'product_low_stock', 'object_offline', 'api_key_created', 'api_key_revoked', 'commission_payment_failed', 'commission_overdue'))`,
    );
    await queryRunner.query(`ALTER TABLE "order_secrets" DROP COLUMN "askedAt"`);
    await queryRunner.query(`ALTER TABLE "order_secrets" DROP COLUMN "canPay"`);
  }
}
