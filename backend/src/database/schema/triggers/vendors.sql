-- Generated from a migrated database by `npm run schema`: edit a migration, never this file.
CREATE TRIGGER sale_path_cache AFTER INSERT OR DELETE OR UPDATE ON vendors FOR EACH ROW EXECUTE FUNCTION sale_path_cache_notify();
CREATE TRIGGER vendors_owner_to_transactions AFTER UPDATE OF "ownerId" ON vendors FOR EACH ROW WHEN (new."ownerId"::text IS DISTINCT FROM old."ownerId"::text) EXECUTE FUNCTION vendors_owner_to_transactions();
