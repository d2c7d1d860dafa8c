import type { MigrationInterface, QueryRunner } from 'typeorm';

export class NamedApiKeys1796700000000 implements MigrationInterface {
  name = 'NamedApiKeys1796700000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "api_keys" ADD "name" character varying(60) NOT NULL DEFAULT 'Scripts'`);
    await queryRunner.query(`ALTER TABLE "api_keys" ADD "scope" character varying(10) NOT NULL DEFAULT 'in-world'`);
    await queryRunner.query(`ALTER TABLE "api_keys" ADD "expiresAt" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "api_keys" ADD CONSTRAINT "CHK_api_keys_scope" CHECK ("scope" IN ('in-world', 'read', 'write'))`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "api_keys" DROP CONSTRAINT "CHK_api_keys_scope"`);
    await queryRunner.query(`ALTER TABLE "api_keys" DROP COLUMN "expiresAt"`);
    await queryRunner.query(`ALTER TABLE "api_keys" DROP COLUMN "scope"`);
    await queryRunner.query(`ALTER TABLE "api_keys" DROP COLUMN "name"`);
  }
}
