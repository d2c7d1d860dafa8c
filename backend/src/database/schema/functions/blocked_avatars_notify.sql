-- Generated from a migrated database by `npm run schema`: edit a migration, never this file.
CREATE OR REPLACE FUNCTION public.blocked_avatars_notify()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      BEGIN
        PERFORM pg_notify('slv_cache', 'blocked:' || COALESCE(NEW."ownerId", OLD."ownerId"));
        RETURN NULL;
      END
      $function$;
