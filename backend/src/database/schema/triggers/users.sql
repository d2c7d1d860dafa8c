-- Generated from a migrated database by `npm run schema`: edit a migration, never this file.
CREATE TRIGGER sale_path_cache AFTER DELETE OR UPDATE ON users FOR EACH ROW EXECUTE FUNCTION sale_path_cache_notify();
