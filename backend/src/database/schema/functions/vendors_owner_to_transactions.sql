-- Generated from a migrated database by `npm run schema`: edit a migration, never this file.
CREATE OR REPLACE FUNCTION public.vendors_owner_to_transactions()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  UPDATE transactions SET "ownerId" = NEW."ownerId" WHERE "vendorId" = NEW.id;
  RETURN NULL;
END
$function$;
