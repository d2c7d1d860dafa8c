import type { MigrationInterface, QueryRunner } from 'typeorm';

export class VendorPause1795490100000 implements MigrationInterface {
  name = 'VendorPause1795490100000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "vendors" ADD "pausedAt" TIMESTAMP WITH TIME ZONE`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "vendors" DROP COLUMN "pausedAt"`);
  }
}
