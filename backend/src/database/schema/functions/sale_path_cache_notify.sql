-- Generated from a migrated database by `npm run schema`: edit a migration, never this file.
CREATE OR REPLACE FUNCTION public.sale_path_cache_notify()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_TABLE_NAME = 'api_keys' THEN
    PERFORM pg_notify('slv_cache', 'api_key:' || OLD."keyHash");
  ELSIF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('slv_cache', 'user:' || OLD.id);
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM pg_notify('slv_cache', 'vendor:' || NEW."lslKey"::text);
  ELSE
    PERFORM pg_notify('slv_cache', 'vendor:' || OLD."lslKey"::text);
    IF TG_OP = 'UPDATE' AND NEW."lslKey" IS DISTINCT FROM OLD."lslKey" THEN
      PERFORM pg_notify('slv_cache', 'vendor:' || NEW."lslKey"::text);
    END IF;
  END IF;
  RETURN NULL;
END
$function$;
