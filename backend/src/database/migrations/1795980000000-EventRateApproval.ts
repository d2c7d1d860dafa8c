import type { MigrationInterface, QueryRunner } from 'typeorm';

/*
 * An event rate below the platform's applies only down to the rate an administrator approved for that event
 * (docs/decisions/0093-event-rates-merchants-cannot-lower.md). Events organised by an administrator count as approved at
 * their rate.
 */
export class EventRateApproval1795980000000 implements MigrationInterface {
  name = 'EventRateApproval1795980000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "events" ADD "approvedCommissionRate" numeric(5,2)`);
    await queryRunner.query(`ALTER TABLE "events" ADD "rateApprovedAt" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(
      `UPDATE "events" e SET "approvedCommissionRate" = e."commissionRate", "rateApprovedAt" = now()
       FROM "users" u WHERE u.id = e."organizerId" AND u.role = 'admin'`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "events" DROP COLUMN "rateApprovedAt"`);
    await queryRunner.query(`ALTER TABLE "events" DROP COLUMN "approvedCommissionRate"`);
  }
}
