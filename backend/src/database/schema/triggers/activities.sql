-- Generated from a migrated database by `npm run schema`: edit a migration, never this file.
CREATE TRIGGER activities_unchangeable BEFORE DELETE OR UPDATE ON activities FOR EACH ROW EXECUTE FUNCTION activities_unchangeable();
CREATE TRIGGER activities_untruncatable BEFORE TRUNCATE ON activities FOR EACH STATEMENT EXECUTE FUNCTION activities_unchangeable();
