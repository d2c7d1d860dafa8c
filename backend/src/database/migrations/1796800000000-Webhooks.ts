import type { MigrationInterface, QueryRunner } from 'typeorm';

/* Signed webhooks: endpoints, the events they hear, their deliveries; the notifications of an endpoint switched off, an object back online, unreachable or holding sales, and a refund not paid (decision 104). */

export class Webhooks1796800000000 implements MigrationInterface {
  name = 'Webhooks1796800000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "webhook_events" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "ownerId" character varying(255) NOT NULL, "type" character varying(60) NOT NULL, "dedupeKey" character varying(120), "data" jsonb NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_4cba37e6a0acb5e1fc49c34ebfd" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_564ab635197b28a34b2d173287" ON "webhook_events" ("createdAt") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_webhook_events_owner_dedupe" ON "webhook_events" ("ownerId", "dedupeKey") WHERE "dedupeKey" IS NOT NULL`);
    await queryRunner.query(
      `CREATE TABLE "webhook_endpoints" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "ownerId" character varying(255) NOT NULL, "url" character varying(2000) NOT NULL, "description" character varying(100) NOT NULL DEFAULT '', "platform" boolean NOT NULL DEFAULT false, "format" character varying(10) NOT NULL DEFAULT 'standard', "events" text array NOT NULL, "secret" character varying(64) NOT NULL, "previousSecret" character varying(64), "previousSecretUntil" TIMESTAMP WITH TIME ZONE, "enabled" boolean NOT NULL DEFAULT true, "disabledReason" character varying(255), "enabledAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "failingSince" TIMESTAMP WITH TIME ZONE, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_webhook_endpoints_format" CHECK ("format" IN ('standard', 'discord')), CONSTRAINT "PK_054c4cfb95223732f5939d2d546" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_e23babf6fb09e9d06e68ad5fd2" ON "webhook_endpoints" ("ownerId") `);
    await queryRunner.query(`CREATE INDEX "IDX_webhook_endpoints_platform" ON "webhook_endpoints" ("id") WHERE "platform"`);
    await queryRunner.query(
      `CREATE TABLE "webhook_deliveries" ("id" BIGSERIAL NOT NULL, "endpointId" uuid NOT NULL, "eventId" uuid NOT NULL, "status" character varying(10) NOT NULL DEFAULT 'pending', "attempts" integer NOT NULL DEFAULT '0', "nextAttemptAt" TIMESTAMP WITH TIME ZONE NOT NULL, "lastAttemptAt" TIMESTAMP WITH TIME ZONE, "lastStatusCode" integer, "lastResponse" character varying(500), "deliveredAt" TIMESTAMP WITH TIME ZONE, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_webhook_deliveries_status" CHECK ("status" IN ('pending', 'delivered', 'failed')), CONSTRAINT "PK_535dd409947fb6d8fc6dfc0112a" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_981677c4e790567f3306581e0b" ON "webhook_deliveries" ("eventId") `);
    await queryRunner.query(`CREATE INDEX "IDX_webhook_deliveries_endpoint_created" ON "webhook_deliveries" ("endpointId", "createdAt", "id") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_webhook_deliveries_due" ON "webhook_deliveries" ("endpointId", "nextAttemptAt", "id") WHERE "status" = 'pending'`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_webhook_deliveries_endpoint_event" ON "webhook_deliveries" ("endpointId", "eventId") `);
    await queryRunner.query(
      `ALTER TABLE "webhook_events" ADD CONSTRAINT "FK_1c2f6fa989b6408f13e6f780143" FOREIGN KEY ("ownerId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "FK_e23babf6fb09e9d06e68ad5fd2c" FOREIGN KEY ("ownerId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "FK_9f63fc91ff6cbd3f8238b9a7812" FOREIGN KEY ("endpointId") REFERENCES "webhook_endpoints"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "FK_981677c4e790567f3306581e0b7" FOREIGN KEY ("eventId") REFERENCES "webhook_events"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(`ALTER TABLE "notifications" DROP CONSTRAINT "CHK_notifications_kind"`);
    await queryRunner.query(
      `ALTER TABLE "notifications" ADD CONSTRAINT "CHK_notifications_kind" CHECK ("kind" IN ('sale_milestone', 'daily_sales_milestone', 'sale_refunded', 'price_mismatch', 'redelivery_requested', 'redelivery_failed', 'sale_delivery_late', 'product_sold_out', 'product_low_stock', 'object_offline', 'object_online', 'object_sales_waiting', 'object_unreachable', 'api_key_created', 'api_key_revoked', 'commission_payment_failed', 'commission_overdue', 'payouts_blocked', 'webhook_disabled', 'refund_failed'))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `DELETE FROM "notifications" WHERE "kind" IN ('webhook_disabled', 'object_online', 'object_sales_waiting', 'object_unreachable', 'refund_failed')`,
    );
    await queryRunner.query(`ALTER TABLE "notifications" DROP CONSTRAINT "CHK_notifications_kind"`);
    await queryRunner.query(
      `ALTER TABLE "notifications" ADD CONSTRAINT "CHK_notifications_kind" CHECK ("kind" IN ('sale_milestone', 'daily_sales_milestone', 'sale_refunded', 'price_mismatch', 'redelivery_requested', 'redelivery_failed', 'sale_delivery_late', 'product_sold_out', 'product_low_stock', 'object_offline', 'api_key_created', 'api_key_revoked', 'commission_payment_failed', 'commission_overdue', 'payouts_blocked'))`,
    );
    await queryRunner.query(`ALTER TABLE "webhook_deliveries" DROP CONSTRAINT "FK_981677c4e790567f3306581e0b7"`);
    await queryRunner.query(`ALTER TABLE "webhook_deliveries" DROP CONSTRAINT "FK_9f63fc91ff6cbd3f8238b9a7812"`);
    await queryRunner.query(`ALTER TABLE "webhook_endpoints" DROP CONSTRAINT "FK_e23babf6fb09e9d06e68ad5fd2c"`);
    await queryRunner.query(`ALTER TABLE "webhook_events" DROP CONSTRAINT "FK_1c2f6fa989b6408f13e6f780143"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_webhook_deliveries_endpoint_event"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_webhook_deliveries_due"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_webhook_deliveries_endpoint_created"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_981677c4e790567f3306581e0b"`);
    await queryRunner.query(`DROP TABLE "webhook_deliveries"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_webhook_endpoints_platform"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_e23babf6fb09e9d06e68ad5fd2"`);
    await queryRunner.query(`DROP TABLE "webhook_endpoints"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_webhook_events_owner_dedupe"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_564ab635197b28a34b2d173287"`);
    await queryRunner.query(`DROP TABLE "webhook_events"`);
  }
}
