import type { MigrationInterface, QueryRunner } from 'typeorm';

export class OwnerMoneySortIndexes1795490063902 implements MigrationInterface {
  name = 'OwnerMoneySortIndexes1795490063902';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "IDX_transactions_owner_commission" ON "transactions" ("ownerId", "commission", "id") `);
    await queryRunner.query(`CREATE INDEX "IDX_transactions_owner_amount" ON "transactions" ("ownerId", "amount", "id") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_transactions_owner_amount"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_transactions_owner_commission"`);
  }
}
