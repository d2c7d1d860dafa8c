import type { MigrationInterface, QueryRunner } from 'typeorm';

/*
 * SL Marketplace sales: each merchant's notification address and salt, one hidden 'marketplace' vendor per merchant
 * that holds those sales, the sale's source and Marketplace order id (unique per merchant, so a repeated notification
 * records nothing), the Marketplace item id on products, and the admins' platform settings row. Adding columns with
 * constant defaults rewrites nothing; the unique index on transactions reads the table once while it is built.
 */

export class MarketplaceSales1795502568120 implements MigrationInterface {
  name = 'MarketplaceSales1795502568120';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "platform_settings" ("id" smallint NOT NULL DEFAULT '1', "marketplaceCommissionExempt" boolean NOT NULL DEFAULT false, "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_platform_settings_one_row" CHECK ("id" = 1), CONSTRAINT "PK_2934aeb70ec285196dcab4a2e96" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`ALTER TABLE "users" ADD "marketplaceToken" character varying(64)`);
    await queryRunner.query(`ALTER TABLE "users" ADD "marketplaceSalt" character varying(64)`);
    await queryRunner.query(`ALTER TABLE "vendors" ADD "kind" character varying(20) NOT NULL DEFAULT 'in-world'`);
    await queryRunner.query(`ALTER TABLE "products" ADD "marketplaceItemId" character varying(20)`);
    await queryRunner.query(`ALTER TABLE "transactions" ADD "source" character varying(20) NOT NULL DEFAULT 'in-world'`);
    await queryRunner.query(`ALTER TABLE "transactions" ADD "marketplaceTransactionId" character varying(64)`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_5cfcd06c8d431d3df3eaeea637" ON "users" ("marketplaceToken") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_vendors_one_marketplace" ON "vendors" ("ownerId") WHERE "kind" = 'marketplace'`);
    await queryRunner.query(`CREATE INDEX "IDX_products_marketplace_item" ON "products" ("marketplaceItemId") WHERE "marketplaceItemId" IS NOT NULL`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_transactions_marketplace_order" ON "transactions" ("ownerId", "marketplaceTransactionId") WHERE "marketplaceTransactionId" IS NOT NULL`,
    );
    await queryRunner.query(`ALTER TABLE "vendors" ADD CONSTRAINT "CHK_vendors_kind" CHECK ("kind" IN ('in-world', 'marketplace'))`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "vendors" DROP CONSTRAINT "CHK_vendors_kind"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_transactions_marketplace_order"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_products_marketplace_item"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_vendors_one_marketplace"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_5cfcd06c8d431d3df3eaeea637"`);
    await queryRunner.query(`ALTER TABLE "transactions" DROP COLUMN "marketplaceTransactionId"`);
    await queryRunner.query(`ALTER TABLE "transactions" DROP COLUMN "source"`);
    await queryRunner.query(`ALTER TABLE "products" DROP COLUMN "marketplaceItemId"`);
    await queryRunner.query(`ALTER TABLE "vendors" DROP COLUMN "kind"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "marketplaceSalt"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "marketplaceToken"`);
    await queryRunner.query(`DROP TABLE "platform_settings"`);
  }
}
