import type { MigrationInterface, QueryRunner } from 'typeorm';

/*
 * In-world objects the demo seed makes up for the demo merchant: shown as demo objects, never online, never counted,
 * never handed work and never reported offline. A heartbeat from a real object always clears the flag.
 */
export class DemoInWorldObjects1795600007000 implements MigrationInterface {
  name = 'DemoInWorldObjects1795600007000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "in_world_objects" ADD "demo" boolean NOT NULL DEFAULT false`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "in_world_objects" DROP COLUMN "demo"`);
  }
}
