import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Initial1795325061013 implements MigrationInterface {
  name = 'Initial1795325061013';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "activities" ("id" SERIAL NOT NULL, "userId" character varying(255), "activityType" character varying(64) NOT NULL, "description" character varying(500) NOT NULL, "metadata" jsonb, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_7f4004429f731ffb9c88eb486a8" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_5a2cfe6f705df945b20c1b22c7" ON "activities" ("userId") `);
    await queryRunner.query(`CREATE INDEX "IDX_04b1e0a63d67a799f83e75050e" ON "activities" ("createdAt") `);
    await queryRunner.query(
      `CREATE TABLE "users" ("id" character varying(255) NOT NULL, "firstName" character varying(100), "lastName" character varying(100), "email" character varying(320), "profileImageUrl" character varying(2048), "role" character varying(10) NOT NULL DEFAULT 'vendor', "isActive" boolean NOT NULL DEFAULT true, "emailTransactions" boolean NOT NULL DEFAULT true, "emailRedeliveries" boolean NOT NULL DEFAULT true, "emailEvents" boolean NOT NULL DEFAULT false, "inWorldNotifications" boolean NOT NULL DEFAULT true, "defaultCommissionRate" numeric(5,2) NOT NULL DEFAULT '5.00', "sessionsRevokedAt" TIMESTAMP WITH TIME ZONE, "claimsFingerprint" character varying(64), "deletedAt" TIMESTAMP WITH TIME ZONE, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_a3ffb1c0c8416b9fc6f907b7433" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_97672ac88f789774dd47f7c8be" ON "users" ("email") `);
    await queryRunner.query(
      `CREATE TABLE "api_keys" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "userId" character varying(255) NOT NULL, "prefix" character varying(32) NOT NULL, "keyHash" character varying(64) NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "lastUsedAt" TIMESTAMP WITH TIME ZONE, "revokedAt" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_5c8a79801b44bd27b79228e1dad" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_6c2e267ae764a9413b863a2934" ON "api_keys" ("userId") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_df3b25181df0b4b59bd93f16e1" ON "api_keys" ("keyHash") `);
    await queryRunner.query(
      `CREATE TABLE "local_accounts" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "email" character varying(320) NOT NULL, "passwordHash" character varying(255) NOT NULL, "firstName" character varying(100) NOT NULL, "lastName" character varying(100) NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_aaf36c015fdb88326f39c1e8f3a" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_ab412b5356466e444b9abca459" ON "local_accounts" ("email") `);
    await queryRunner.query(
      `CREATE TABLE "vendors" ("id" SERIAL NOT NULL, "ownerId" character varying(255) NOT NULL, "name" character varying(100) NOT NULL, "description" text, "slLocation" character varying(255), "isActive" boolean NOT NULL DEFAULT true, "lslKey" uuid NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_9c956c9797edfae5c6ddacc4e6e" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_7935eb16e7e5ca257ceaccfa7e" ON "vendors" ("ownerId") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_65db3401b49f28212ff35420dc" ON "vendors" ("lslKey") `);
    await queryRunner.query(
      `CREATE TABLE "commission_tiers" ("id" SERIAL NOT NULL, "configId" integer NOT NULL, "minVolume" bigint NOT NULL, "discountType" character varying(20) NOT NULL, "discountValue" numeric(14,4) NOT NULL, CONSTRAINT "PK_4a4e90399d2199e02d9d72cdd8b" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_f762934b2c5180e6c90349ef00" ON "commission_tiers" ("configId") `);
    await queryRunner.query(
      `CREATE TABLE "commission_configs" ("id" SERIAL NOT NULL, "scope" character varying(32) NOT NULL, "vendorId" integer, "baseRate" numeric(7,6) NOT NULL, "isActive" boolean NOT NULL DEFAULT true, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_6becd5fd41501c9c827eb710b1f" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_0d5ce56339eb22a6e55085f7dc" ON "commission_configs" ("scope") `);
    await queryRunner.query(`CREATE INDEX "IDX_fba7d8d03ee40346ca8ba4a879" ON "commission_configs" ("vendorId") `);
    await queryRunner.query(
      `CREATE TABLE "events" ("id" SERIAL NOT NULL, "organizerId" character varying(255) NOT NULL, "name" character varying(200) NOT NULL, "description" text, "startDate" TIMESTAMP WITH TIME ZONE NOT NULL, "endDate" TIMESTAMP WITH TIME ZONE NOT NULL, "commissionRate" numeric(5,2) NOT NULL, "isActive" boolean NOT NULL DEFAULT true, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_40731c7151fe4be3116e45ddf73" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_1024d476207981d1c72232cf3c" ON "events" ("organizerId") `);
    await queryRunner.query(
      `CREATE TABLE "event_vendors" ("eventId" integer NOT NULL, "vendorId" integer NOT NULL, "acceptedCommissionRate" numeric(5,2) NOT NULL, "joinedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_6094d417daa9efa3a00f90147ae" PRIMARY KEY ("eventId", "vendorId"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_cc0bca48fed90d1f6af7bfdfe6" ON "event_vendors" ("vendorId") `);
    await queryRunner.query(
      `CREATE TABLE "in_world_calls" ("id" BIGSERIAL NOT NULL, "userId" character varying(255), "vendorId" integer, "endpoint" character varying(100) NOT NULL, "statusCode" smallint NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_b830e637945e0e5629e803b2b86" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_d5c34a3335fefbddc90277c21b" ON "in_world_calls" ("createdAt") `);
    await queryRunner.query(`CREATE INDEX "IDX_691008d2642f28d5eaf78b3971" ON "in_world_calls" ("userId", "createdAt") `);
    await queryRunner.query(
      `CREATE TABLE "products" ("id" SERIAL NOT NULL, "vendorId" integer NOT NULL, "name" character varying(200) NOT NULL, "description" text, "price" integer NOT NULL, "isActive" boolean NOT NULL DEFAULT true, "slItemId" character varying(255), "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_0806c755e0aca124e67c0cf6d7d" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_6b00af9e9c38a1673f594de74f" ON "products" ("vendorId") `);
    await queryRunner.query(
      `CREATE TABLE "transactions" ("id" SERIAL NOT NULL, "vendorId" integer NOT NULL, "productId" integer, "eventId" integer, "buyerId" character varying(64) NOT NULL, "buyerName" character varying(255), "amount" integer NOT NULL, "commission" numeric(14,2) NOT NULL, "commissionRate" numeric(8,4) NOT NULL, "status" character varying(20) NOT NULL DEFAULT 'completed', "saleId" uuid, "slRegion" character varying(255), "slObjectKey" character varying(64), "slShard" character varying(64), "refundedAt" TIMESTAMP WITH TIME ZONE, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_a219afd8dd77ed80f5a862f1db9" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_5642b5bed5c9404a1424df580f" ON "transactions" ("productId") `);
    await queryRunner.query(`CREATE INDEX "IDX_b4e8825058f8818079bd936180" ON "transactions" ("eventId") `);
    await queryRunner.query(`CREATE INDEX "IDX_ec4767e5beacbc7dfaa507d1fc" ON "transactions" ("buyerId") `);
    await queryRunner.query(`CREATE INDEX "IDX_e744417ceb0b530285c08f3865" ON "transactions" ("createdAt") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_9c206e741eb35c1e6bdad9b02c" ON "transactions" ("vendorId", "saleId") WHERE "saleId" IS NOT NULL`);
    await queryRunner.query(`CREATE INDEX "IDX_40918175dc5bfef228b1b22a45" ON "transactions" ("vendorId", "createdAt") `);
    await queryRunner.query(
      `CREATE TABLE "redeliveries" ("id" SERIAL NOT NULL, "transactionId" integer NOT NULL, "requestedBy" character varying(255) NOT NULL, "status" character varying(20) NOT NULL DEFAULT 'pending', "failureReason" character varying(500), "requestedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "processedAt" TIMESTAMP WITH TIME ZONE, "completedAt" TIMESTAMP WITH TIME ZONE, "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_d7e56d5bdf66585251eaaeaedc2" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_e25ab484630cc9cc969396a61d" ON "redeliveries" ("transactionId") `);
    await queryRunner.query(`CREATE INDEX "IDX_5e61c05e47fb32751e5d21d53a" ON "redeliveries" ("status") `);
    await queryRunner.query(`CREATE INDEX "IDX_a6c07e92c7bf8cb3f869a1c180" ON "redeliveries" ("requestedAt") `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_b084761f521f701fcd80a056c8" ON "redeliveries" ("transactionId") WHERE "status" IN ('pending', 'processing')`,
    );
    await queryRunner.query(
      `ALTER TABLE "api_keys" ADD CONSTRAINT "FK_6c2e267ae764a9413b863a29342" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "vendors" ADD CONSTRAINT "FK_7935eb16e7e5ca257ceaccfa7e3" FOREIGN KEY ("ownerId") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "commission_tiers" ADD CONSTRAINT "FK_f762934b2c5180e6c90349ef00b" FOREIGN KEY ("configId") REFERENCES "commission_configs"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "commission_configs" ADD CONSTRAINT "FK_fba7d8d03ee40346ca8ba4a879f" FOREIGN KEY ("vendorId") REFERENCES "vendors"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "events" ADD CONSTRAINT "FK_1024d476207981d1c72232cf3ca" FOREIGN KEY ("organizerId") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "event_vendors" ADD CONSTRAINT "FK_aff71548dc0da7d828fa567be13" FOREIGN KEY ("eventId") REFERENCES "events"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "event_vendors" ADD CONSTRAINT "FK_cc0bca48fed90d1f6af7bfdfe6f" FOREIGN KEY ("vendorId") REFERENCES "vendors"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "products" ADD CONSTRAINT "FK_6b00af9e9c38a1673f594de74f4" FOREIGN KEY ("vendorId") REFERENCES "vendors"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "transactions" ADD CONSTRAINT "FK_aef39924418b6af16c8b074fe46" FOREIGN KEY ("vendorId") REFERENCES "vendors"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "transactions" ADD CONSTRAINT "FK_5642b5bed5c9404a1424df580f1" FOREIGN KEY ("productId") REFERENCES "products"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "transactions" ADD CONSTRAINT "FK_b4e8825058f8818079bd936180b" FOREIGN KEY ("eventId") REFERENCES "events"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "redeliveries" ADD CONSTRAINT "FK_e25ab484630cc9cc969396a61dc" FOREIGN KEY ("transactionId") REFERENCES "transactions"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "redeliveries" DROP CONSTRAINT "FK_e25ab484630cc9cc969396a61dc"`);
    await queryRunner.query(`ALTER TABLE "transactions" DROP CONSTRAINT "FK_b4e8825058f8818079bd936180b"`);
    await queryRunner.query(`ALTER TABLE "transactions" DROP CONSTRAINT "FK_5642b5bed5c9404a1424df580f1"`);
    await queryRunner.query(`ALTER TABLE "transactions" DROP CONSTRAINT "FK_aef39924418b6af16c8b074fe46"`);
    await queryRunner.query(`ALTER TABLE "products" DROP CONSTRAINT "FK_6b00af9e9c38a1673f594de74f4"`);
    await queryRunner.query(`ALTER TABLE "event_vendors" DROP CONSTRAINT "FK_cc0bca48fed90d1f6af7bfdfe6f"`);
    await queryRunner.query(`ALTER TABLE "event_vendors" DROP CONSTRAINT "FK_aff71548dc0da7d828fa567be13"`);
    await queryRunner.query(`ALTER TABLE "events" DROP CONSTRAINT "FK_1024d476207981d1c72232cf3ca"`);
    await queryRunner.query(`ALTER TABLE "commission_configs" DROP CONSTRAINT "FK_fba7d8d03ee40346ca8ba4a879f"`);
    await queryRunner.query(`ALTER TABLE "commission_tiers" DROP CONSTRAINT "FK_f762934b2c5180e6c90349ef00b"`);
    await queryRunner.query(`ALTER TABLE "vendors" DROP CONSTRAINT "FK_7935eb16e7e5ca257ceaccfa7e3"`);
    await queryRunner.query(`ALTER TABLE "api_keys" DROP CONSTRAINT "FK_6c2e267ae764a9413b863a29342"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_b084761f521f701fcd80a056c8"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_a6c07e92c7bf8cb3f869a1c180"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_5e61c05e47fb32751e5d21d53a"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_e25ab484630cc9cc969396a61d"`);
    await queryRunner.query(`DROP TABLE "redeliveries"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_40918175dc5bfef228b1b22a45"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_9c206e741eb35c1e6bdad9b02c"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_e744417ceb0b530285c08f3865"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_ec4767e5beacbc7dfaa507d1fc"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_b4e8825058f8818079bd936180"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_5642b5bed5c9404a1424df580f"`);
    await queryRunner.query(`DROP TABLE "transactions"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_6b00af9e9c38a1673f594de74f"`);
    await queryRunner.query(`DROP TABLE "products"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_691008d2642f28d5eaf78b3971"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_d5c34a3335fefbddc90277c21b"`);
    await queryRunner.query(`DROP TABLE "in_world_calls"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_cc0bca48fed90d1f6af7bfdfe6"`);
    await queryRunner.query(`DROP TABLE "event_vendors"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_1024d476207981d1c72232cf3c"`);
    await queryRunner.query(`DROP TABLE "events"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_fba7d8d03ee40346ca8ba4a879"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_0d5ce56339eb22a6e55085f7dc"`);
    await queryRunner.query(`DROP TABLE "commission_configs"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_f762934b2c5180e6c90349ef00"`);
    await queryRunner.query(`DROP TABLE "commission_tiers"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_65db3401b49f28212ff35420dc"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_7935eb16e7e5ca257ceaccfa7e"`);
    await queryRunner.query(`DROP TABLE "vendors"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_ab412b5356466e444b9abca459"`);
    await queryRunner.query(`DROP TABLE "local_accounts"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_df3b25181df0b4b59bd93f16e1"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_6c2e267ae764a9413b863a2934"`);
    await queryRunner.query(`DROP TABLE "api_keys"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_97672ac88f789774dd47f7c8be"`);
    await queryRunner.query(`DROP TABLE "users"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_04b1e0a63d67a799f83e75050e"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_5a2cfe6f705df945b20c1b22c7"`);
    await queryRunner.query(`DROP TABLE "activities"`);
  }
}
