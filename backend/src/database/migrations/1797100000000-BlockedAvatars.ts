import type { MigrationInterface, QueryRunner } from 'typeorm';

/* Avatars a merchant does not sell to; a change tells every instance's sale path to read the merchant's list again (decision 106). */

export class BlockedAvatars1797100000000 implements MigrationInterface {
  name = 'BlockedAvatars1797100000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "blocked_avatars" ("ownerId" character varying(255) NOT NULL, "avatarKey" character varying(36) NOT NULL, "avatarName" character varying(255), "message" character varying(200) NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_e4c4f1fc432a8e3dcf3d2cc62a3" PRIMARY KEY ("ownerId", "avatarKey"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "blocked_avatars" ADD CONSTRAINT "FK_0e92ff30cef6cd027c34db06f9e" FOREIGN KEY ("ownerId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(`
      CREATE FUNCTION blocked_avatars_notify() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('slv_cache', 'blocked:' || COALESCE(NEW."ownerId", OLD."ownerId"));
        RETURN NULL;
      END
      $$`);
    await queryRunner.query(
      `CREATE TRIGGER blocked_avatars_notify AFTER INSERT OR UPDATE OR DELETE ON blocked_avatars FOR EACH ROW EXECUTE FUNCTION blocked_avatars_notify()`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER blocked_avatars_notify ON blocked_avatars`);
    await queryRunner.query(`DROP FUNCTION blocked_avatars_notify()`);
    await queryRunner.query(`ALTER TABLE "blocked_avatars" DROP CONSTRAINT "FK_0e92ff30cef6cd027c34db06f9e"`);
    await queryRunner.query(`DROP TABLE "blocked_avatars"`);
  }
}
