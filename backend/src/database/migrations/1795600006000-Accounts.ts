import type { MigrationInterface, QueryRunner } from 'typeorm';

/*
 * Accounts of the built-in sign-in: whether the address was verified, and the single-use links sent by e-mail
 * (verification, e-mail change, password reset), kept only as hashes. Accounts made before this change start
 * unverified: their owners can ask for a link in Settings → Security.
 */
export class Accounts1795600006000 implements MigrationInterface {
  name = 'Accounts1795600006000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "local_accounts" ADD "emailVerifiedAt" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(
      `CREATE TABLE "account_tokens" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "accountId" uuid NOT NULL, "purpose" character varying(20) NOT NULL, "tokenHash" character varying(64) NOT NULL, "email" character varying(320) NOT NULL, "expiresAt" TIMESTAMP WITH TIME ZONE NOT NULL, "usedAt" TIMESTAMP WITH TIME ZONE, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_account_tokens" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_account_tokens_account" ON "account_tokens" ("accountId", "purpose") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_account_tokens_token_hash" ON "account_tokens" ("tokenHash") `);
    await queryRunner.query(
      `ALTER TABLE "account_tokens" ADD CONSTRAINT "FK_account_tokens_account" FOREIGN KEY ("accountId") REFERENCES "local_accounts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "account_tokens" DROP CONSTRAINT "FK_account_tokens_account"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_account_tokens_token_hash"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_account_tokens_account"`);
    await queryRunner.query(`DROP TABLE "account_tokens"`);
    await queryRunner.query(`ALTER TABLE "local_accounts" DROP COLUMN "emailVerifiedAt"`);
  }
}
