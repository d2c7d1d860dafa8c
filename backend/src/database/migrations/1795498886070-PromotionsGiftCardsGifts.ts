import type { MigrationInterface, QueryRunner } from 'typeorm';

/*
 * Gifts, gift cards, promotions and the refunds vendor scripts report. Promotions price sales, so a change to one
 * tells every API instance to forget its kept pricings, like the commission configurations do
 * (migration SalePricingNotifications).
 */

export class PromotionsGiftCardsGifts1795498886070 implements MigrationInterface {
  name = 'PromotionsGiftCardsGifts1795498886070';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "gift_cards" ("id" SERIAL NOT NULL, "ownerId" character varying(255) NOT NULL, "code" character varying(40) NOT NULL, "faceValue" integer NOT NULL, "balance" integer NOT NULL, "holderKey" character varying(64), "holderName" character varying(255), "origin" character varying(20) NOT NULL, "transactionId" bigint, "note" character varying(255), "voidedAt" TIMESTAMP WITH TIME ZONE, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_gift_cards_face_value" CHECK ("faceValue" > 0), CONSTRAINT "CHK_gift_cards_balance" CHECK ("balance" >= 0 AND "balance" <= "faceValue"), CONSTRAINT "PK_66a0b66755efd01b1749861b4aa" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_609c15267f368bba5d4228f9aa" ON "gift_cards" ("ownerId") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_08ff997110a4e3842076964f0e" ON "gift_cards" ("code") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_e9507fcb83c71b285a517cb0e2" ON "gift_cards" ("transactionId") WHERE "transactionId" IS NOT NULL`);
    await queryRunner.query(
      `CREATE TABLE "gift_card_redemptions" ("id" SERIAL NOT NULL, "giftCardId" integer NOT NULL, "transactionId" bigint NOT NULL, "amount" integer NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_ad8b868617d7e01b2aba5604b7e" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_8f0d89ccfeafc909c1584d53e5" ON "gift_card_redemptions" ("giftCardId") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_1ff8ebc6aab4b45464594a7f43" ON "gift_card_redemptions" ("transactionId") `);
    await queryRunner.query(
      `CREATE TABLE "in_world_refunds" ("id" SERIAL NOT NULL, "vendorId" integer NOT NULL, "ownerId" character varying(255) NOT NULL, "saleId" uuid NOT NULL, "transactionId" bigint, "buyerId" character varying(64) NOT NULL, "amount" integer NOT NULL, "success" boolean NOT NULL, "transferKey" character varying(64), "reason" character varying(255), "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_69a950c48db0ad51fec004b4664" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_50030f6e9add32b6ced2169845" ON "in_world_refunds" ("ownerId") `);
    await queryRunner.query(`CREATE INDEX "IDX_3633b6f85ca090fd3295e044b1" ON "in_world_refunds" ("transactionId") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_b834105d1989449f3810438d6f" ON "in_world_refunds" ("vendorId", "saleId") `);
    await queryRunner.query(
      `CREATE TABLE "promotions" ("id" SERIAL NOT NULL, "ownerId" character varying(255) NOT NULL, "kind" character varying(20) NOT NULL, "name" character varying(100) NOT NULL, "productId" integer, "percentOff" numeric(5,2), "amountOff" integer, "code" character varying(40), "maxUses" integer, "uses" integer NOT NULL DEFAULT '0', "oncePerAvatar" boolean NOT NULL DEFAULT false, "minSpent" integer, "avatarKeys" character varying(64) array NOT NULL DEFAULT '{}', "startsAt" TIMESTAMP WITH TIME ZONE, "endsAt" TIMESTAMP WITH TIME ZONE, "isActive" boolean NOT NULL DEFAULT true, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_promotions_uses" CHECK ("uses" >= 0 AND ("maxUses" IS NULL OR "uses" <= "maxUses")), CONSTRAINT "CHK_promotions_period" CHECK ("startsAt" IS NULL OR "endsAt" IS NULL OR "startsAt" < "endsAt"), CONSTRAINT "CHK_promotions_amount" CHECK ("amountOff" IS NULL OR "amountOff" > 0), CONSTRAINT "CHK_promotions_percent" CHECK ("percentOff" IS NULL OR ("percentOff" > 0 AND "percentOff" <= 100)), CONSTRAINT "CHK_promotions_one_discount" CHECK (("percentOff" IS NULL) <> ("amountOff" IS NULL)), CONSTRAINT "CHK_promotions_kind" CHECK ("kind" IN ('sale', 'coupon', 'vip', 'loyalty')), CONSTRAINT "PK_380cecbbe3ac11f0e5a7c452c34" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_c90a0be2f0a73dbcb531768cf7" ON "promotions" ("ownerId") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_0fae518871a705e9f58500ceba" ON "promotions" ("ownerId", "code") WHERE "code" IS NOT NULL`);
    await queryRunner.query(
      `CREATE TABLE "coupon_uses" ("id" SERIAL NOT NULL, "promotionId" integer NOT NULL, "buyerId" character varying(64) NOT NULL, "transactionId" bigint NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_863d9fccc61e374d6fce3d7e9e6" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_2e00cd38c9d8818aea1a463f03" ON "coupon_uses" ("transactionId") `);
    await queryRunner.query(`CREATE INDEX "IDX_66e71e3573b152f53e56c70e4d" ON "coupon_uses" ("promotionId", "buyerId") `);
    await queryRunner.query(`ALTER TABLE "users" ADD "stackDiscounts" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`ALTER TABLE "products" ADD "giftCardValue" integer`);
    await queryRunner.query(`ALTER TABLE "transactions" ADD "giftTo" character varying(64)`);
    await queryRunner.query(`ALTER TABLE "transactions" ADD "giftToName" character varying(255)`);
    await queryRunner.query(`ALTER TABLE "transactions" ADD "paidWith" character varying(20) NOT NULL DEFAULT 'lindens'`);
    await queryRunner.query(`ALTER TABLE "transactions" ADD "discountKind" character varying(20)`);
    await queryRunner.query(`ALTER TABLE "transactions" ADD "discountCode" character varying(40)`);
    await queryRunner.query(`ALTER TABLE "transactions" ADD "discountAmount" integer NOT NULL DEFAULT '0'`);
    await queryRunner.query(`CREATE INDEX "IDX_transactions_gift_to" ON "transactions" ("giftTo") WHERE "giftTo" IS NOT NULL`);
    await queryRunner.query(`ALTER TABLE "products" ADD CONSTRAINT "CHK_products_gift_card_value" CHECK ("giftCardValue" IS NULL OR "giftCardValue" > 0)`);
    await queryRunner.query(
      `ALTER TABLE "gift_cards" ADD CONSTRAINT "FK_609c15267f368bba5d4228f9aa7" FOREIGN KEY ("ownerId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "gift_cards" ADD CONSTRAINT "FK_02590ca5ac534bc75d69dd491c0" FOREIGN KEY ("transactionId") REFERENCES "transactions"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "gift_card_redemptions" ADD CONSTRAINT "FK_8f0d89ccfeafc909c1584d53e5d" FOREIGN KEY ("giftCardId") REFERENCES "gift_cards"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "gift_card_redemptions" ADD CONSTRAINT "FK_1ff8ebc6aab4b45464594a7f432" FOREIGN KEY ("transactionId") REFERENCES "transactions"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "in_world_refunds" ADD CONSTRAINT "FK_461b73d8098ba8e1bebe5a792a4" FOREIGN KEY ("vendorId") REFERENCES "vendors"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "in_world_refunds" ADD CONSTRAINT "FK_3633b6f85ca090fd3295e044b18" FOREIGN KEY ("transactionId") REFERENCES "transactions"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "promotions" ADD CONSTRAINT "FK_c90a0be2f0a73dbcb531768cf77" FOREIGN KEY ("ownerId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "promotions" ADD CONSTRAINT "FK_c8147b5d9ff0dfa7e37be56c1ba" FOREIGN KEY ("productId") REFERENCES "products"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "coupon_uses" ADD CONSTRAINT "FK_fc926e438ae21f5fd40d4d1848a" FOREIGN KEY ("promotionId") REFERENCES "promotions"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "coupon_uses" ADD CONSTRAINT "FK_2e00cd38c9d8818aea1a463f03e" FOREIGN KEY ("transactionId") REFERENCES "transactions"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `CREATE TRIGGER sale_pricing AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON promotions FOR EACH STATEMENT EXECUTE FUNCTION sale_pricing_notify()`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER sale_pricing ON promotions`);
    await queryRunner.query(`ALTER TABLE "coupon_uses" DROP CONSTRAINT "FK_2e00cd38c9d8818aea1a463f03e"`);
    await queryRunner.query(`ALTER TABLE "coupon_uses" DROP CONSTRAINT "FK_fc926e438ae21f5fd40d4d1848a"`);
    await queryRunner.query(`ALTER TABLE "promotions" DROP CONSTRAINT "FK_c8147b5d9ff0dfa7e37be56c1ba"`);
    await queryRunner.query(`ALTER TABLE "promotions" DROP CONSTRAINT "FK_c90a0be2f0a73dbcb531768cf77"`);
    await queryRunner.query(`ALTER TABLE "in_world_refunds" DROP CONSTRAINT "FK_3633b6f85ca090fd3295e044b18"`);
    await queryRunner.query(`ALTER TABLE "in_world_refunds" DROP CONSTRAINT "FK_461b73d8098ba8e1bebe5a792a4"`);
    await queryRunner.query(`ALTER TABLE "gift_card_redemptions" DROP CONSTRAINT "FK_1ff8ebc6aab4b45464594a7f432"`);
    await queryRunner.query(`ALTER TABLE "gift_card_redemptions" DROP CONSTRAINT "FK_8f0d89ccfeafc909c1584d53e5d"`);
    await queryRunner.query(`ALTER TABLE "gift_cards" DROP CONSTRAINT "FK_02590ca5ac534bc75d69dd491c0"`);
    await queryRunner.query(`ALTER TABLE "gift_cards" DROP CONSTRAINT "FK_609c15267f368bba5d4228f9aa7"`);
    await queryRunner.query(`ALTER TABLE "products" DROP CONSTRAINT "CHK_products_gift_card_value"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_transactions_gift_to"`);
    await queryRunner.query(`ALTER TABLE "transactions" DROP COLUMN "discountAmount"`);
    await queryRunner.query(`ALTER TABLE "transactions" DROP COLUMN "discountCode"`);
    await queryRunner.query(`ALTER TABLE "transactions" DROP COLUMN "discountKind"`);
    await queryRunner.query(`ALTER TABLE "transactions" DROP COLUMN "paidWith"`);
    await queryRunner.query(`ALTER TABLE "transactions" DROP COLUMN "giftToName"`);
    await queryRunner.query(`ALTER TABLE "transactions" DROP COLUMN "giftTo"`);
    await queryRunner.query(`ALTER TABLE "products" DROP COLUMN "giftCardValue"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "stackDiscounts"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_66e71e3573b152f53e56c70e4d"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_2e00cd38c9d8818aea1a463f03"`);
    await queryRunner.query(`DROP TABLE "coupon_uses"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_0fae518871a705e9f58500ceba"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_c90a0be2f0a73dbcb531768cf7"`);
    await queryRunner.query(`DROP TABLE "promotions"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_b834105d1989449f3810438d6f"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_3633b6f85ca090fd3295e044b1"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_50030f6e9add32b6ced2169845"`);
    await queryRunner.query(`DROP TABLE "in_world_refunds"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_1ff8ebc6aab4b45464594a7f43"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_8f0d89ccfeafc909c1584d53e5"`);
    await queryRunner.query(`DROP TABLE "gift_card_redemptions"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_e9507fcb83c71b285a517cb0e2"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_08ff997110a4e3842076964f0e"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_609c15267f368bba5d4228f9aa"`);
    await queryRunner.query(`DROP TABLE "gift_cards"`);
  }
}
