-- Generated from a migrated database by `npm run schema`: edit a migration, never this file.
CREATE INDEX "IDX_transactions_buyer_id_prefix" ON public.transactions USING btree ("buyerId" text_pattern_ops);
CREATE INDEX "IDX_transactions_buyer_name_trgm" ON public.transactions USING gin (lower(("buyerName")::text) gin_trgm_ops);
