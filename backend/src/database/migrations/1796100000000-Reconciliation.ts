import type { MigrationInterface, QueryRunner } from 'typeorm';

/*
 * Reconciliation with Second Life's transaction history (docs/decisions/0095-reconciliation.md): the uploads, their lines kept
 * per merchant once each, and the column mapping a merchant saved.
 */
export class Reconciliation1796100000000 implements MigrationInterface {
  name = 'Reconciliation1796100000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "reconciliation_uploads" ("id" SERIAL NOT NULL, "ownerId" character varying(255) NOT NULL, "fileName" character varying(255) NOT NULL, "lineCount" integer NOT NULL, "newLines" integer NOT NULL, "knownLines" integer NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_reconciliation_uploads" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_reconciliation_uploads_owner" ON "reconciliation_uploads" ("ownerId", "id") `);
    await queryRunner.query(
      `CREATE TABLE "reconciliation_mappings" ("ownerId" character varying(255) NOT NULL, "mapping" jsonb NOT NULL, "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_reconciliation_mappings" PRIMARY KEY ("ownerId"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "reconciliation_lines" ("id" BIGSERIAL NOT NULL, "ownerId" character varying(255) NOT NULL, "uploadId" integer NOT NULL, "dedupeKey" character varying(80) NOT NULL, "occurredAt" TIMESTAMP WITH TIME ZONE NOT NULL, "type" character varying(500), "otherParty" character varying(500), "description" character varying(500), "region" character varying(500), "amount" integer NOT NULL, "balance" integer, "slTransactionId" character varying(64), "matchKind" character varying(20), "matchedId" bigint, "resolution" character varying(20), "resolutionNote" character varying(500), "resolvedBy" character varying(255), "resolvedAt" TIMESTAMP WITH TIME ZONE, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_reconciliation_lines" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_reconciliation_lines_owner_occurred" ON "reconciliation_lines" ("ownerId", "occurredAt", "id") `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_reconciliation_lines_owner_match" ON "reconciliation_lines" ("ownerId", "matchKind", "matchedId") WHERE "matchKind" IS NOT NULL`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_reconciliation_lines_owner_key" ON "reconciliation_lines" ("ownerId", "dedupeKey") `);
    await queryRunner.query(
      `ALTER TABLE "reconciliation_uploads" ADD CONSTRAINT "FK_reconciliation_uploads_owner" FOREIGN KEY ("ownerId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "reconciliation_mappings" ADD CONSTRAINT "FK_reconciliation_mappings_owner" FOREIGN KEY ("ownerId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "reconciliation_lines" ADD CONSTRAINT "FK_reconciliation_lines_owner" FOREIGN KEY ("ownerId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "reconciliation_lines" ADD CONSTRAINT "FK_reconciliation_lines_upload" FOREIGN KEY ("uploadId") REFERENCES "reconciliation_uploads"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "reconciliation_lines" DROP CONSTRAINT "FK_reconciliation_lines_upload"`);
    await queryRunner.query(`ALTER TABLE "reconciliation_lines" DROP CONSTRAINT "FK_reconciliation_lines_owner"`);
    await queryRunner.query(`ALTER TABLE "reconciliation_mappings" DROP CONSTRAINT "FK_reconciliation_mappings_owner"`);
    await queryRunner.query(`ALTER TABLE "reconciliation_uploads" DROP CONSTRAINT "FK_reconciliation_uploads_owner"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_reconciliation_lines_owner_key"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_reconciliation_lines_owner_match"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_reconciliation_lines_owner_occurred"`);
    await queryRunner.query(`DROP TABLE "reconciliation_lines"`);
    await queryRunner.query(`DROP TABLE "reconciliation_mappings"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_reconciliation_uploads_owner"`);
    await queryRunner.query(`DROP TABLE "reconciliation_uploads"`);
  }
}
