import type { MigrationInterface, QueryRunner } from 'typeorm';

/*
 * Profit sharing: partners' splits of a vendor's or a product's sales, and the payouts each sale owes them. Splits
 * price what a sale pays out, so a change to them tells every API instance to forget its kept pricings, like the
 * commission configurations and promotions do (migration SalePricingNotifications). Written by hand; the drift test
 * checks it against the entities.
 */
export class ProfitSharing1795600001000 implements MigrationInterface {
  name = 'ProfitSharing1795600001000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "profit_splits" ("id" SERIAL NOT NULL, "ownerId" character varying(255) NOT NULL, "vendorId" integer, "productId" integer, "avatarKey" character varying(36) NOT NULL, "avatarName" character varying(100) NOT NULL, "percent" numeric(5,2) NOT NULL, "position" integer NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_profit_splits_percent" CHECK ("percent" > 0 AND "percent" <= 100), CONSTRAINT "CHK_profit_splits_target" CHECK (("vendorId" IS NULL) <> ("productId" IS NULL)), CONSTRAINT "PK_profit_splits" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_profit_splits_owner" ON "profit_splits" ("ownerId") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_profit_splits_vendor_avatar" ON "profit_splits" ("vendorId", "avatarKey") WHERE "vendorId" IS NOT NULL`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_profit_splits_product_avatar" ON "profit_splits" ("productId", "avatarKey") WHERE "productId" IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE TABLE "payouts" ("id" BIGSERIAL NOT NULL, "ownerId" character varying(255) NOT NULL, "transactionId" bigint NOT NULL, "vendorId" integer NOT NULL, "avatarKey" character varying(36) NOT NULL, "avatarName" character varying(100) NOT NULL, "percent" numeric(5,2) NOT NULL, "amount" integer NOT NULL, "status" character varying(10) NOT NULL, "transactionKey" character varying(36), "reason" character varying(500), "overLimit" boolean NOT NULL DEFAULT false, "attempts" integer NOT NULL DEFAULT '0', "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_payouts_status" CHECK ("status" IN ('due', 'paid', 'failed')), CONSTRAINT "CHK_payouts_amount" CHECK ("amount" > 0), CONSTRAINT "PK_payouts" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_payouts_transaction_avatar" ON "payouts" ("transactionId", "avatarKey") `);
    await queryRunner.query(`CREATE INDEX "IDX_payouts_owner_created" ON "payouts" ("ownerId", "createdAt", "id") `);
    await queryRunner.query(`CREATE INDEX "IDX_payouts_owner_avatar" ON "payouts" ("ownerId", "avatarKey") `);
    await queryRunner.query(`CREATE INDEX "IDX_payouts_vendor_due" ON "payouts" ("vendorId", "id") WHERE "status" = 'due'`);
    await queryRunner.query(
      `ALTER TABLE "profit_splits" ADD CONSTRAINT "FK_profit_splits_owner" FOREIGN KEY ("ownerId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "profit_splits" ADD CONSTRAINT "FK_profit_splits_vendor" FOREIGN KEY ("vendorId") REFERENCES "vendors"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "profit_splits" ADD CONSTRAINT "FK_profit_splits_product" FOREIGN KEY ("productId") REFERENCES "products"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "payouts" ADD CONSTRAINT "FK_payouts_owner" FOREIGN KEY ("ownerId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "payouts" ADD CONSTRAINT "FK_payouts_transaction" FOREIGN KEY ("transactionId") REFERENCES "transactions"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "payouts" ADD CONSTRAINT "FK_payouts_vendor" FOREIGN KEY ("vendorId") REFERENCES "vendors"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `CREATE TRIGGER sale_pricing AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON profit_splits FOR EACH STATEMENT EXECUTE FUNCTION sale_pricing_notify()`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER sale_pricing ON profit_splits`);
    await queryRunner.query(`ALTER TABLE "payouts" DROP CONSTRAINT "FK_payouts_vendor"`);
    await queryRunner.query(`ALTER TABLE "payouts" DROP CONSTRAINT "FK_payouts_transaction"`);
    await queryRunner.query(`ALTER TABLE "payouts" DROP CONSTRAINT "FK_payouts_owner"`);
    await queryRunner.query(`ALTER TABLE "profit_splits" DROP CONSTRAINT "FK_profit_splits_product"`);
    await queryRunner.query(`ALTER TABLE "profit_splits" DROP CONSTRAINT "FK_profit_splits_vendor"`);
    await queryRunner.query(`ALTER TABLE "profit_splits" DROP CONSTRAINT "FK_profit_splits_owner"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_payouts_vendor_due"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_payouts_owner_avatar"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_payouts_owner_created"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_payouts_transaction_avatar"`);
    await queryRunner.query(`DROP TABLE "payouts"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_profit_splits_product_avatar"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_profit_splits_vendor_avatar"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_profit_splits_owner"`);
    await queryRunner.query(`DROP TABLE "profit_splits"`);
  }
}
