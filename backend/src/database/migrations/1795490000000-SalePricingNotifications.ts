import type { MigrationInterface, QueryRunner } from 'typeorm';

/*
 * Every API instance keeps each vendor's pricing from one sale to the next (SalePricingCache). A change to what
 * prices a sale — a commission configuration or its tiers, an event, a vendor joining or leaving one — tells every
 * instance to forget them: one notification per statement on the channel CacheInvalidation listens on.
 */
const PRICING_TABLES = ['commission_configs', 'commission_tiers', 'events', 'event_vendors'];

export class SalePricingNotifications1795490000000 implements MigrationInterface {
  name = 'SalePricingNotifications1795490000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE FUNCTION sale_pricing_notify() RETURNS trigger LANGUAGE plpgsql AS $body$
BEGIN
  PERFORM pg_notify('slv_cache', 'pricing:' || TG_TABLE_NAME);
  RETURN NULL;
END
$body$`);
    for (const table of PRICING_TABLES) {
      await queryRunner.query(
        `CREATE TRIGGER sale_pricing AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION sale_pricing_notify()`,
      );
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of PRICING_TABLES) await queryRunner.query(`DROP TRIGGER sale_pricing ON ${table}`);
    await queryRunner.query(`DROP FUNCTION sale_pricing_notify()`);
  }
}
