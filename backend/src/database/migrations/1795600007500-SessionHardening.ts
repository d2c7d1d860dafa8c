import type { MigrationInterface, QueryRunner } from 'typeorm';

/*
 * Stream tickets open one stream each: a ticket's use is recorded (as a SHA-256) until it would have expired anyway.
 * The admin role that ADMIN_EMAILS granted is marked, so it ends when the address leaves the list; a role an
 * administrator gave on User Management is not marked and stays. Admins from before this change are not marked.
 */
export class SessionHardening1795600007500 implements MigrationInterface {
  name = 'SessionHardening1795600007500';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "stream_ticket_uses" ("ticketHash" character varying(64) NOT NULL, "expiresAt" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_stream_ticket_uses" PRIMARY KEY ("ticketHash"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_stream_ticket_uses_expires" ON "stream_ticket_uses" ("expiresAt") `);
    await queryRunner.query(`ALTER TABLE "users" ADD "adminFromEmailList" boolean NOT NULL DEFAULT false`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "adminFromEmailList"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_stream_ticket_uses_expires"`);
    await queryRunner.query(`DROP TABLE "stream_ticket_uses"`);
  }
}
