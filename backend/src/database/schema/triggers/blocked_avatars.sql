-- Generated from a migrated database by `npm run schema`: edit a migration, never this file.
CREATE TRIGGER blocked_avatars_notify AFTER INSERT OR DELETE OR UPDATE ON blocked_avatars FOR EACH ROW EXECUTE FUNCTION blocked_avatars_notify();
