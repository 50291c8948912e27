-- The enquiry store's readiness probe (`/api/ready`): a call the anon role may make, so a site
-- instance can tell whether Supabase answers with the key it holds, without reading or writing an
-- enquiry. It reads nothing; an answer means PostgREST, the database and the anon role's grants
-- work.

create function public.enquiry_store_ready()
returns boolean
language sql
stable
security invoker
set search_path = ''
as $$ select true $$;

comment on function public.enquiry_store_ready() is
  'Readiness probe of the site''s enquiry store: answers true, reads nothing. Callable by anon.';

revoke all on function public.enquiry_store_ready() from public;
grant execute on function public.enquiry_store_ready() to anon, authenticated, service_role;
