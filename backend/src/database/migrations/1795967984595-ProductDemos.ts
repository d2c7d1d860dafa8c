import type { MigrationInterface, QueryRunner } from 'typeorm';

/*
 * Demos given at vendors (docs/decisions/0092-product-demos.md): one row per avatar, product and SLT day, which the
 * unique index enforces; the owner and day index serves the merchant's demo conversion in analytics.
 */

export class ProductDemos1795967984595 implements MigrationInterface {
  name = 'ProductDemos1795967984595';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "product_demos" ("id" SERIAL NOT NULL, "ownerId" character varying(255) NOT NULL, "productId" integer NOT NULL, "vendorId" integer NOT NULL, "avatarKey" character varying(36) NOT NULL, "demoId" character varying(36), "day" date NOT NULL, "givenAt" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_product_demos" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_product_demos_owner_day" ON "product_demos" ("ownerId", "day") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_product_demos_product_avatar_day" ON "product_demos" ("productId", "avatarKey", "day") `);
    await queryRunner.query(
      `ALTER TABLE "product_demos" ADD CONSTRAINT "FK_product_demos_owner" FOREIGN KEY ("ownerId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "product_demos" ADD CONSTRAINT "FK_product_demos_product" FOREIGN KEY ("productId") REFERENCES "products"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "product_demos" ADD CONSTRAINT "FK_product_demos_vendor" FOREIGN KEY ("vendorId") REFERENCES "vendors"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "product_demos" DROP CONSTRAINT "FK_product_demos_vendor"`);
    await queryRunner.query(`ALTER TABLE "product_demos" DROP CONSTRAINT "FK_product_demos_product"`);
    await queryRunner.query(`ALTER TABLE "product_demos" DROP CONSTRAINT "FK_product_demos_owner"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_product_demos_product_avatar_day"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_product_demos_owner_day"`);
    await queryRunner.query(`DROP TABLE "product_demos"`);
  }
}
