-- Generated from a migrated database by `npm run schema`: edit a migration, never this file.
CREATE TRIGGER sale_pricing AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON commission_tiers FOR EACH STATEMENT EXECUTE FUNCTION sale_pricing_notify();
