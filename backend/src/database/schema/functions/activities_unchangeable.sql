-- Generated from a migrated database by `npm run schema`: edit a migration, never this file.
CREATE OR REPLACE FUNCTION public.activities_unchangeable()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  RAISE EXCEPTION 'Audit log entries cannot be changed or deleted.';
END
$function$;
