-- Generated from a migrated database by `npm run schema`: edit a migration, never this file.
CREATE OR REPLACE FUNCTION public.transactions_owner_from_vendor()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  SELECT v."ownerId" INTO NEW."ownerId" FROM vendors v WHERE v.id = NEW."vendorId";
  IF NOT FOUND THEN
    RAISE EXCEPTION 'insert or update on table "transactions": vendor % does not exist', NEW."vendorId" USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN NEW;
END
$function$;
