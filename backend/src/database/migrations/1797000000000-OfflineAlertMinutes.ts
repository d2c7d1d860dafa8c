import type { MigrationInterface, QueryRunner } from 'typeorm';

/* Minutes without a heartbeat before a merchant is told an object is offline (Settings → Notifications, decision 104). */

export class OfflineAlertMinutes1797000000000 implements MigrationInterface {
  name = 'OfflineAlertMinutes1797000000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD "offlineAlertMinutes" integer NOT NULL DEFAULT '11'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "offlineAlertMinutes"`);
  }
}
