import type { MigrationInterface, QueryRunner } from 'typeorm';

/*
 * Buyers' web links to their purchases from one merchant (docs/decisions/0086-buyer-redelivery-links.md): only the
 * token's SHA-256 is stored; a link ends 30 minutes after it was made, or when the same buyer gets a new one.
 */
export class BuyerRedeliveryLinks1795960000000 implements MigrationInterface {
  name = 'BuyerRedeliveryLinks1795960000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "buyer_redelivery_links" ("id" SERIAL NOT NULL, "ownerId" character varying(255) NOT NULL, "avatarKey" character varying(36) NOT NULL, "objectKey" character varying(36), "tokenHash" character varying(64) NOT NULL, "expiresAt" TIMESTAMP WITH TIME ZONE NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_buyer_redelivery_links" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_buyer_redelivery_links_owner_avatar" ON "buyer_redelivery_links" ("ownerId", "avatarKey") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_buyer_redelivery_links_token_hash" ON "buyer_redelivery_links" ("tokenHash") `);
    await queryRunner.query(
      `ALTER TABLE "buyer_redelivery_links" ADD CONSTRAINT "FK_buyer_redelivery_links_owner" FOREIGN KEY ("ownerId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "buyer_redelivery_links" DROP CONSTRAINT "FK_buyer_redelivery_links_owner"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_buyer_redelivery_links_token_hash"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_buyer_redelivery_links_owner_avatar"`);
    await queryRunner.query(`DROP TABLE "buyer_redelivery_links"`);
  }
}
