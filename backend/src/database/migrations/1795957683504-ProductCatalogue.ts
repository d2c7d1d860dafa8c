import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What an in-world vendor needs of a product to show and sell it from the platform's catalogue: a picture (a texture's
 * UUID), a demo item and the merchant's display order. Products there already are numbered 1, 2, … per vendor in the
 * order they were created, the order the catalogue would give them anyway.
 */
export class ProductCatalogue1795957683504 implements MigrationInterface {
  name = 'ProductCatalogue1795957683504';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "products" ADD "textureKey" uuid`);
    await queryRunner.query(`ALTER TABLE "products" ADD "demoItemName" character varying(63)`);
    await queryRunner.query(`ALTER TABLE "products" ADD "displayOrder" integer NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE "products" ADD CONSTRAINT "CHK_products_display_order" CHECK ("displayOrder" >= 0)`);
    await queryRunner.query(
      `UPDATE "products" p SET "displayOrder" = o.n
       FROM (SELECT id, row_number() OVER (PARTITION BY "vendorId" ORDER BY id) AS n FROM "products") o WHERE o.id = p.id`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "products" DROP CONSTRAINT "CHK_products_display_order"`);
    await queryRunner.query(`ALTER TABLE "products" DROP COLUMN "displayOrder"`);
    await queryRunner.query(`ALTER TABLE "products" DROP COLUMN "demoItemName"`);
    await queryRunner.query(`ALTER TABLE "products" DROP COLUMN "textureKey"`);
  }
}
