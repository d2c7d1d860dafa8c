-- Generated from a migrated database by `npm run schema`: edit a migration, never this file.
CREATE OR REPLACE FUNCTION public.transactions_split_region()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  parts text[];
BEGIN
  parts := regexp_match(NEW."slRegion", '^(.*\S)\s*\(\s*(\d+)\s*,\s*(\d+)\s*\)\s*$');
  IF parts IS NOT NULL THEN
    NEW."slRegion" := parts[1];
    NEW."slRegionX" := parts[2]::int;
    NEW."slRegionY" := parts[3]::int;
  END IF;
  RETURN NEW;
END
$function$;
