import type { MigrationInterface, QueryRunner } from 'typeorm';

export class InWorldLoop1795468751740 implements MigrationInterface {
  name = 'InWorldLoop1795468751740';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_b084761f521f701fcd80a056c8"`);
    // "processing" hid a request from the delivery box; it goes back to the queue, to be handed to a box.
    await queryRunner.query(`UPDATE "redeliveries" SET "status" = 'pending' WHERE "status" = 'processing'`);
    await queryRunner.query(
      `CREATE TABLE "delivery_boxes" ("id" SERIAL NOT NULL, "ownerId" character varying(255) NOT NULL, "name" character varying(100) NOT NULL, "isActive" boolean NOT NULL DEFAULT true, "boxKey" uuid NOT NULL, "inventory" text array NOT NULL DEFAULT '{}', "inventoryUpdatedAt" TIMESTAMP WITH TIME ZONE, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_515e92e9e9fd762ac746c6d59e9" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_80f07d680cb7e01441c45b2a47" ON "delivery_boxes" ("ownerId") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_6ef1f1cdee37453fd9e2de2a7a" ON "delivery_boxes" ("boxKey") `);
    await queryRunner.query(
      `CREATE TABLE "in_world_objects" ("id" SERIAL NOT NULL, "ownerId" character varying(255) NOT NULL, "objectKey" uuid NOT NULL, "kind" character varying(20) NOT NULL, "vendorId" integer, "boxId" integer, "objectName" character varying(255) NOT NULL, "region" character varying(255), "position" character varying(100), "scriptVersion" character varying(40), "queued" integer NOT NULL DEFAULT '0', "parked" integer NOT NULL DEFAULT '0', "freeMemory" integer, "url" character varying(512), "firstSeenAt" TIMESTAMP WITH TIME ZONE NOT NULL, "lastSeenAt" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_73f44f6971b2e89d580a1ca42cc" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_55af64d30df36181b62d2a057c" ON "in_world_objects" ("vendorId") `);
    await queryRunner.query(`CREATE INDEX "IDX_146172bc84da5d8816fbdce251" ON "in_world_objects" ("boxId") `);
    await queryRunner.query(`CREATE INDEX "IDX_73288456e4d889d87e770e8eba" ON "in_world_objects" ("lastSeenAt") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_9cce29f3d423ad3d81a98611ed" ON "in_world_objects" ("ownerId", "objectKey") `);
    await queryRunner.query(`ALTER TABLE "redeliveries" ADD "boxId" integer`);
    await queryRunner.query(`ALTER TABLE "redeliveries" ADD "assignedAt" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "redeliveries" ADD "waitingReason" character varying(255)`);
    await queryRunner.query(`CREATE INDEX "IDX_6ea03bcd15821e7ce6262ae756" ON "redeliveries" ("boxId") `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_a6a5b7bcc4e169d7b887a396d8" ON "redeliveries" ("transactionId") WHERE "status" IN ('pending', 'assigned')`,
    );
    await queryRunner.query(
      `ALTER TABLE "delivery_boxes" ADD CONSTRAINT "FK_80f07d680cb7e01441c45b2a479" FOREIGN KEY ("ownerId") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "in_world_objects" ADD CONSTRAINT "FK_55af64d30df36181b62d2a057ca" FOREIGN KEY ("vendorId") REFERENCES "vendors"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "in_world_objects" ADD CONSTRAINT "FK_146172bc84da5d8816fbdce2512" FOREIGN KEY ("boxId") REFERENCES "delivery_boxes"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "redeliveries" ADD CONSTRAINT "FK_6ea03bcd15821e7ce6262ae7564" FOREIGN KEY ("boxId") REFERENCES "delivery_boxes"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "redeliveries" DROP CONSTRAINT "FK_6ea03bcd15821e7ce6262ae7564"`);
    await queryRunner.query(`ALTER TABLE "in_world_objects" DROP CONSTRAINT "FK_146172bc84da5d8816fbdce2512"`);
    await queryRunner.query(`ALTER TABLE "in_world_objects" DROP CONSTRAINT "FK_55af64d30df36181b62d2a057ca"`);
    await queryRunner.query(`ALTER TABLE "delivery_boxes" DROP CONSTRAINT "FK_80f07d680cb7e01441c45b2a479"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_a6a5b7bcc4e169d7b887a396d8"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_6ea03bcd15821e7ce6262ae756"`);
    await queryRunner.query(`ALTER TABLE "redeliveries" DROP COLUMN "waitingReason"`);
    await queryRunner.query(`ALTER TABLE "redeliveries" DROP COLUMN "assignedAt"`);
    await queryRunner.query(`ALTER TABLE "redeliveries" DROP COLUMN "boxId"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_9cce29f3d423ad3d81a98611ed"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_73288456e4d889d87e770e8eba"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_146172bc84da5d8816fbdce251"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_55af64d30df36181b62d2a057c"`);
    await queryRunner.query(`DROP TABLE "in_world_objects"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_6ef1f1cdee37453fd9e2de2a7a"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_80f07d680cb7e01441c45b2a47"`);
    await queryRunner.query(`DROP TABLE "delivery_boxes"`);
    await queryRunner.query(`UPDATE "redeliveries" SET "status" = 'processing' WHERE "status" = 'assigned'`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_b084761f521f701fcd80a056c8" ON "redeliveries" ("transactionId") WHERE ((status)::text = ANY ((ARRAY['pending'::character varying, 'processing'::character varying])::text[]))`,
    );
  }
}
