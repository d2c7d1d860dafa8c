import type { MigrationInterface, QueryRunner } from 'typeorm';

/*
 * The activity log becomes the audit log: each entry names what it was done to (filled in for the entries already
 * written from the fields their details held), and no entry can be changed or deleted, by the API or anything else.
 */
const TARGET_KEYS: Array<[key: string, type: string]> = [
  ['targetUserId', 'user'],
  ['transactionId', 'transaction'],
  ['apiKeyId', 'api_key'],
  ['boxId', 'delivery_box'],
  ['eventId', 'event'],
  ['productId', 'product'],
  ['vendorId', 'vendor'],
];

export class AuditLog1795502936269 implements MigrationInterface {
  name = 'AuditLog1795502936269';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "activities" ADD "targetType" character varying(40)`);
    await queryRunner.query(`ALTER TABLE "activities" ADD "targetId" character varying(64)`);
    await queryRunner.query(`CREATE INDEX "IDX_activities_target" ON "activities" ("targetType", "targetId") `);
    await queryRunner.query(`CREATE INDEX "IDX_activities_type_created" ON "activities" ("activityType", "createdAt") `);
    for (const [key, type] of TARGET_KEYS) {
      await queryRunner.query(
        `UPDATE activities SET "targetType" = $1, "targetId" = metadata->>$2
         WHERE "targetType" IS NULL AND jsonb_typeof(metadata->$2) IN ('string', 'number')`,
        [type, key],
      );
    }
    await queryRunner.query(`CREATE FUNCTION activities_unchangeable() RETURNS trigger LANGUAGE plpgsql AS $body$
BEGIN
  RAISE EXCEPTION 'Audit log entries cannot be changed or deleted.';
END
$body$`);
    await queryRunner.query(
      `CREATE TRIGGER activities_unchangeable BEFORE UPDATE OR DELETE ON activities FOR EACH ROW EXECUTE FUNCTION activities_unchangeable()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER activities_untruncatable BEFORE TRUNCATE ON activities FOR EACH STATEMENT EXECUTE FUNCTION activities_unchangeable()`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER activities_untruncatable ON activities`);
    await queryRunner.query(`DROP TRIGGER activities_unchangeable ON activities`);
    await queryRunner.query(`DROP FUNCTION activities_unchangeable()`);
    await queryRunner.query(`DROP INDEX "public"."IDX_activities_type_created"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_activities_target"`);
    await queryRunner.query(`ALTER TABLE "activities" DROP COLUMN "targetId"`);
    await queryRunner.query(`ALTER TABLE "activities" DROP COLUMN "targetType"`);
  }
}
