-- Generated from a migrated database by `npm run schema`: edit a migration, never this file.
CREATE TRIGGER sale_path_cache AFTER UPDATE ON api_keys FOR EACH ROW WHEN (old."revokedAt" IS DISTINCT FROM new."revokedAt" OR old."keyHash"::text IS DISTINCT FROM new."keyHash"::text OR old."userId"::text IS DISTINCT FROM new."userId"::text) EXECUTE FUNCTION sale_path_cache_notify();
CREATE TRIGGER sale_path_cache_delete AFTER DELETE ON api_keys FOR EACH ROW EXECUTE FUNCTION sale_path_cache_notify();
