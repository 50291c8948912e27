-- The API roles that the Supabase platform provides (https://supabase.com/docs/guides/database/postgres/roles).
-- The migrations grant to and write policies for them, so a plain PostgreSQL or the embedded PGlite
-- store needs them first. Safe to run again: each role is created only when missing.
-- Not a migration: `supabase db push` must not run it (the platform already has these roles).

do $roles$
begin
  if not exists (select 1 from pg_catalog.pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_catalog.pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_catalog.pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
end
$roles$;

-- As on the platform: the API roles may resolve names in the public schema. Table access is
-- granted per table by the migrations.
grant usage on schema public to anon, authenticated, service_role;
