import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Stock and availability dates of products: a sale past the stock or outside the dates is refused. */
export class ProductStock1795490200000 implements MigrationInterface {
  name = 'ProductStock1795490200000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "products" ADD "stock" integer`);
    await queryRunner.query(`ALTER TABLE "products" ADD "lowStockThreshold" integer`);
    await queryRunner.query(`ALTER TABLE "products" ADD "availableFrom" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "products" ADD "availableUntil" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "products" ADD CONSTRAINT "CHK_products_stock" CHECK ("stock" IS NULL OR "stock" >= 0)`);
    await queryRunner.query(
      `ALTER TABLE "products" ADD CONSTRAINT "CHK_products_low_stock_threshold" CHECK ("lowStockThreshold" IS NULL OR "lowStockThreshold" >= 0)`,
    );
    await queryRunner.query(
      `ALTER TABLE "products" ADD CONSTRAINT "CHK_products_availability" CHECK ("availableFrom" IS NULL OR "availableUntil" IS NULL OR "availableFrom" < "availableUntil")`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "products" DROP CONSTRAINT "CHK_products_availability"`);
    await queryRunner.query(`ALTER TABLE "products" DROP CONSTRAINT "CHK_products_low_stock_threshold"`);
    await queryRunner.query(`ALTER TABLE "products" DROP CONSTRAINT "CHK_products_stock"`);
    await queryRunner.query(`ALTER TABLE "products" DROP COLUMN "availableUntil"`);
    await queryRunner.query(`ALTER TABLE "products" DROP COLUMN "availableFrom"`);
    await queryRunner.query(`ALTER TABLE "products" DROP COLUMN "lowStockThreshold"`);
    await queryRunner.query(`ALTER TABLE "products" DROP COLUMN "stock"`);
  }
}
