-- Generated from a migrated database by `npm run schema`: edit a migration, never this file.
CREATE OR REPLACE FUNCTION public.sale_pricing_notify()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM pg_notify('slv_cache', 'pricing:' || TG_TABLE_NAME);
  RETURN NULL;
END
$function$;
