-- Generated from a migrated database by `npm run schema`: edit a migration, never this file.
CREATE TRIGGER sales_rollups_delete AFTER DELETE ON transactions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION sales_rollups_apply();
CREATE TRIGGER sales_rollups_insert AFTER INSERT ON transactions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sales_rollups_apply();
CREATE TRIGGER sales_rollups_update AFTER UPDATE ON transactions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sales_rollups_apply();
CREATE TRIGGER transactions_buyer_totals_delete AFTER DELETE ON transactions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION buyer_totals_apply();
CREATE TRIGGER transactions_buyer_totals_insert AFTER INSERT ON transactions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION buyer_totals_apply();
CREATE TRIGGER transactions_buyer_totals_update AFTER UPDATE ON transactions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION buyer_totals_apply();
CREATE TRIGGER transactions_owner BEFORE INSERT ON transactions FOR EACH ROW WHEN (new."ownerId" IS NULL) EXECUTE FUNCTION transactions_owner_from_vendor();
CREATE TRIGGER transactions_owner_vendor_changed BEFORE UPDATE OF "vendorId" ON transactions FOR EACH ROW WHEN (new."vendorId" IS DISTINCT FROM old."vendorId") EXECUTE FUNCTION transactions_owner_from_vendor();
CREATE TRIGGER transactions_split_region BEFORE INSERT OR UPDATE OF "slRegion" ON transactions FOR EACH ROW WHEN (new."slRegion" IS NOT NULL) EXECUTE FUNCTION transactions_split_region();
