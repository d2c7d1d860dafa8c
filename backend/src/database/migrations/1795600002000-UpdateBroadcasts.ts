import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Product versions, update broadcasts and their deliveries (docs/decisions/0023-update-broadcasts-queue.md): new tables only,
 * so it runs without touching existing rows. Written by hand as the generator writes it; checked by the drift test.
 */
export class UpdateBroadcasts1795600002000 implements MigrationInterface {
  name = 'UpdateBroadcasts1795600002000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "product_versions" ("id" SERIAL NOT NULL, "productId" integer NOT NULL, "version" character varying(50) NOT NULL, "itemName" character varying(255) NOT NULL, "publishedBy" character varying(255) NOT NULL, "publishedAt" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_dbd6ab6ae9343c6c6f2df5e76db" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_e9bd881c6a4ac5c6a626ae43c2" ON "product_versions" ("productId", "version") `);
    await queryRunner.query(
      `CREATE TABLE "update_broadcasts" ("id" SERIAL NOT NULL, "ownerId" character varying(255) NOT NULL, "productId" integer NOT NULL, "productVersionId" integer NOT NULL, "status" character varying(20) NOT NULL DEFAULT 'running', "waitingReason" character varying(255), "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL, "finishedAt" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_9917a21b2bc210dadcf55e91ff8" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_25815010511dfb7c33974fe02d" ON "update_broadcasts" ("ownerId") `);
    await queryRunner.query(`CREATE INDEX "IDX_2d41677880b4894c4aa01064a8" ON "update_broadcasts" ("productId") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_af3fba5174050067fa38d5d7f5" ON "update_broadcasts" ("productVersionId") `);
    await queryRunner.query(
      `CREATE TABLE "update_deliveries" ("id" SERIAL NOT NULL, "broadcastId" integer NOT NULL, "productVersionId" integer NOT NULL, "avatarKey" character varying(64) NOT NULL, "avatarName" character varying(255), "state" character varying(20) NOT NULL DEFAULT 'waiting', "reason" character varying(500), "attempts" integer NOT NULL DEFAULT '0', "boxId" integer, "handedAt" TIMESTAMP WITH TIME ZONE, "finishedAt" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_9a62d696e6013172b814a14eb73" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_update_deliveries_box" ON "update_deliveries" ("boxId", "handedAt") WHERE "boxId" IS NOT NULL`);
    await queryRunner.query(`CREATE INDEX "IDX_update_deliveries_waiting" ON "update_deliveries" ("broadcastId", "id") WHERE "state" = 'waiting'`);
    await queryRunner.query(`CREATE INDEX "IDX_6c942be36ec80731bea0d14fb2" ON "update_deliveries" ("broadcastId", "state") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_57cbf9a45155b9f8863ee916d3" ON "update_deliveries" ("productVersionId", "avatarKey") `);
    await queryRunner.query(
      `ALTER TABLE "product_versions" ADD CONSTRAINT "FK_892b22f8b60198779fbaca1467c" FOREIGN KEY ("productId") REFERENCES "products"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "update_broadcasts" ADD CONSTRAINT "FK_25815010511dfb7c33974fe02d5" FOREIGN KEY ("ownerId") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "update_broadcasts" ADD CONSTRAINT "FK_2d41677880b4894c4aa01064a86" FOREIGN KEY ("productId") REFERENCES "products"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "update_broadcasts" ADD CONSTRAINT "FK_af3fba5174050067fa38d5d7f5e" FOREIGN KEY ("productVersionId") REFERENCES "product_versions"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "update_deliveries" ADD CONSTRAINT "FK_b0e640ba8edfa57e611ddacae83" FOREIGN KEY ("broadcastId") REFERENCES "update_broadcasts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "update_deliveries" ADD CONSTRAINT "FK_4aa937b41e8bcf993c8ed304b61" FOREIGN KEY ("productVersionId") REFERENCES "product_versions"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "update_deliveries" ADD CONSTRAINT "FK_49b3783809c5f34df34fe206f9c" FOREIGN KEY ("boxId") REFERENCES "delivery_boxes"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "update_deliveries" DROP CONSTRAINT "FK_49b3783809c5f34df34fe206f9c"`);
    await queryRunner.query(`ALTER TABLE "update_deliveries" DROP CONSTRAINT "FK_4aa937b41e8bcf993c8ed304b61"`);
    await queryRunner.query(`ALTER TABLE "update_deliveries" DROP CONSTRAINT "FK_b0e640ba8edfa57e611ddacae83"`);
    await queryRunner.query(`ALTER TABLE "update_broadcasts" DROP CONSTRAINT "FK_af3fba5174050067fa38d5d7f5e"`);
    await queryRunner.query(`ALTER TABLE "update_broadcasts" DROP CONSTRAINT "FK_2d41677880b4894c4aa01064a86"`);
    await queryRunner.query(`ALTER TABLE "update_broadcasts" DROP CONSTRAINT "FK_25815010511dfb7c33974fe02d5"`);
    await queryRunner.query(`ALTER TABLE "product_versions" DROP CONSTRAINT "FK_892b22f8b60198779fbaca1467c"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_57cbf9a45155b9f8863ee916d3"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_6c942be36ec80731bea0d14fb2"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_update_deliveries_waiting"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_update_deliveries_box"`);
    await queryRunner.query(`DROP TABLE "update_deliveries"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_af3fba5174050067fa38d5d7f5"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_2d41677880b4894c4aa01064a8"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_25815010511dfb7c33974fe02d"`);
    await queryRunner.query(`DROP TABLE "update_broadcasts"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_e9bd881c6a4ac5c6a626ae43c2"`);
    await queryRunner.query(`DROP TABLE "product_versions"`);
  }
}
