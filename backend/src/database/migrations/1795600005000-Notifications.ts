import type { MigrationInterface, QueryRunner } from 'typeorm';

/*
 * Notifications (the bell, e-mail by preference, in-world messages), the daily digests already sent, the secret that
 * signs unsubscribe links, and an index of refused in-world calls for the admin activity monitor. The index reads
 * in_world_calls once while it is built, holding off writes to it meanwhile: run it in a quiet moment on a large table.
 */
export class Notifications1795600005000 implements MigrationInterface {
  name = 'Notifications1795600005000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "notifications" ("id" BIGSERIAL NOT NULL, "userId" character varying(255) NOT NULL, "kind" character varying(40) NOT NULL, "title" character varying(200) NOT NULL, "body" character varying(1000) NOT NULL, "link" character varying(255), "metadata" jsonb, "dedupeKey" character varying(120), "readAt" TIMESTAMP WITH TIME ZONE, "emailStatus" character varying(10) NOT NULL DEFAULT 'none', "emailAttempts" smallint NOT NULL DEFAULT '0', "emailClaimedAt" TIMESTAMP WITH TIME ZONE, "inWorldStatus" character varying(10) NOT NULL DEFAULT 'none', "inWorldSentAt" TIMESTAMP WITH TIME ZONE, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_notifications_in_world_status" CHECK ("inWorldStatus" IN ('none', 'queued', 'sent')), CONSTRAINT "CHK_notifications_email_status" CHECK ("emailStatus" IN ('none', 'digest', 'pending', 'sending', 'sent', 'failed')), CONSTRAINT "CHK_notifications_kind" CHECK ("kind" IN ('sale_milestone', 'daily_sales_milestone', 'sale_refunded', 'redelivery_requested', 'redelivery_failed', 'product_sold_out', 'product_low_stock', 'object_offline', 'api_key_created', 'api_key_revoked')), CONSTRAINT "PK_6a72c3c0f683f6462415e653c3a" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_notifications_kind_created" ON "notifications" ("kind", "createdAt") `);
    await queryRunner.query(`CREATE INDEX "IDX_notifications_in_world_queued" ON "notifications" ("userId", "id") WHERE "inWorldStatus" = 'queued'`);
    await queryRunner.query(`CREATE INDEX "IDX_notifications_digest" ON "notifications" ("userId", "createdAt") WHERE "emailStatus" = 'digest'`);
    await queryRunner.query(`CREATE INDEX "IDX_notifications_email_due" ON "notifications" ("id") WHERE "emailStatus" IN ('pending', 'sending')`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_notifications_dedupe" ON "notifications" ("userId", "dedupeKey") WHERE "dedupeKey" IS NOT NULL`);
    await queryRunner.query(`CREATE INDEX "IDX_notifications_unread" ON "notifications" ("userId") WHERE "readAt" IS NULL`);
    await queryRunner.query(`CREATE INDEX "IDX_notifications_user" ON "notifications" ("userId", "id") `);
    await queryRunner.query(
      `CREATE TABLE "notification_digests" ("userId" character varying(255) NOT NULL, "day" date NOT NULL, "status" character varying(10) NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "sentAt" TIMESTAMP WITH TIME ZONE, CONSTRAINT "CHK_notification_digests_status" CHECK ("status" IN ('sending', 'sent')), CONSTRAINT "PK_002fa98f47d3b29b6dc22e9a5bd" PRIMARY KEY ("userId", "day"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "notification_secrets" ("name" character varying(40) NOT NULL, "value" character varying(128) NOT NULL, CONSTRAINT "PK_efbacaf3bd8d11b66da7354b2eb" PRIMARY KEY ("name"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_in_world_calls_refused" ON "in_world_calls" ("createdAt") WHERE "statusCode" >= 400`);
    await queryRunner.query(
      `ALTER TABLE "notifications" ADD CONSTRAINT "FK_692a909ee0fa9383e7859f9b406" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "notification_digests" ADD CONSTRAINT "FK_0f4fb970c90c6217900b61cbf0b" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "notification_digests" DROP CONSTRAINT "FK_0f4fb970c90c6217900b61cbf0b"`);
    await queryRunner.query(`ALTER TABLE "notifications" DROP CONSTRAINT "FK_692a909ee0fa9383e7859f9b406"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_in_world_calls_refused"`);
    await queryRunner.query(`DROP TABLE "notification_secrets"`);
    await queryRunner.query(`DROP TABLE "notification_digests"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_notifications_user"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_notifications_unread"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_notifications_dedupe"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_notifications_email_due"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_notifications_digest"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_notifications_in_world_queued"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_notifications_kind_created"`);
    await queryRunner.query(`DROP TABLE "notifications"`);
  }
}
