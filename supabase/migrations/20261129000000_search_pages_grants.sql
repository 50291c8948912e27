-- Who may do what to the site search's table, stated whole rather than added to the defaults.
--
-- The migration that made public.search_pages granted SELECT and left the rest to Supabase's
-- default privileges, which give anon and authenticated every privilege on a new table of
-- public: INSERT, UPDATE and DELETE, stopped only by row level security, and TRUNCATE,
-- REFERENCES and TRIGGER, which row level security does not stop at all. Its header's "anon and
-- authenticated may read" is what they are granted from here on.
--
-- - anon and authenticated: SELECT only. public.search_site runs with its caller's privileges
--   (security invoker), and the rows are public page text, so a client may still search through
--   PostgREST with the anon key. The site itself reads and writes as its own login in
--   search_writer (SEARCH_DATABASE_URL), and refuses to start when that login is a superuser,
--   bypasses row level security or may read the enquiries (docs/integrations.md).
-- - search_writer: SELECT, INSERT, UPDATE and DELETE, through the policies of the first migration.
-- - PUBLIC: nothing.
-- The table's owner and service_role keep theirs: both pass row level security anyway, and the
-- site holds neither.

revoke all on table public.search_pages from public, anon, authenticated, search_writer;
grant select on table public.search_pages to anon, authenticated;
grant select, insert, update, delete on table public.search_pages to search_writer;

comment on table public.search_pages is
  'The site search: one row per page and locale (lib/search). Public page text: anon and authenticated may read it only; search_writer writes.';
