import type { MigrationInterface, QueryRunner } from 'typeorm';

/*
 * A refund on the web orders the buyer's L$ back in-world, once per sale (docs/decisions/0098-refund-orders.md).
 */
export class RefundOrders1795982394138 implements MigrationInterface {
  name = 'RefundOrders1795982394138';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "refund_orders" ("id" SERIAL NOT NULL, "transactionId" bigint NOT NULL, "ownerId" character varying(255) NOT NULL, "vendorId" integer NOT NULL, "avatarKey" uuid NOT NULL, "amount" integer NOT NULL, "status" character varying(20) NOT NULL DEFAULT 'requested', "attempts" integer NOT NULL DEFAULT '0', "transactionKey" uuid, "reason" character varying(500), "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_4bcf8bbbd7b43d1e44f76052acc" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_3fbc30197e377dc5470671c526" ON "refund_orders" ("transactionId") `);
    await queryRunner.query(`CREATE INDEX "IDX_a095cd63703a9eb63cc85a97ec" ON "refund_orders" ("vendorId", "status") `);
    await queryRunner.query(
      `ALTER TABLE "refund_orders" ADD CONSTRAINT "FK_3fbc30197e377dc5470671c526a" FOREIGN KEY ("transactionId") REFERENCES "transactions"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "refund_orders" ADD CONSTRAINT "FK_34f018356b6771daf1a872e7116" FOREIGN KEY ("vendorId") REFERENCES "vendors"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "refund_orders" DROP CONSTRAINT "FK_34f018356b6771daf1a872e7116"`);
    await queryRunner.query(`ALTER TABLE "refund_orders" DROP CONSTRAINT "FK_3fbc30197e377dc5470671c526a"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_a095cd63703a9eb63cc85a97ec"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_3fbc30197e377dc5470671c526"`);
    await queryRunner.query(`DROP TABLE "refund_orders"`);
  }
}
