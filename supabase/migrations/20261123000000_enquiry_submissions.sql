-- How the site stores an enquiry: one function call per submit, which
-- applies the rate limit, stores the enquiry once per submission id, and uses the server's clock.
--
-- Rate limit. Counts live here, in the enquiry database, so every instance of the site
-- shares them and a restart loses none. Only stored submissions count: the count is of rows in
-- enquiry_submissions, written in the same transaction as the enquiry, so a submit refused by a
-- CHECK or lost to an outage costs the visitor nothing. The client key is what the site read from
-- its trusted edge's header (ENQUIRY_CLIENT_IP_HEADER); limit and window come from the site's
-- ENQUIRY_RATE_LIMIT and ENQUIRY_RATE_WINDOW_MINUTES.
--
-- Idempotency. The form keeps its submission id until a submit succeeds. A second call
-- with an id already stored is a retry (the visitor saw a timeout or an error although the row was
-- written): it stores no second row and is not counted again, and when the visitor changed the form
-- in between, the row takes what they sent last.
--
-- Retention. delete_expired_enquiries() removes enquiries older than the retention
-- period: the days given, else the database setting app.enquiry_retention_days, else 365. On
-- Supabase, pg_cron runs it daily (03:30 UTC); set the period with
--   alter database postgres set app.enquiry_retention_days = '730';
-- The embedded store has no pg_cron: the site runs it at start and daily (ENQUIRY_RETENTION_DAYS).
--
-- The functions are SECURITY DEFINER with an empty search_path (Supabase's advice for functions
-- that act beyond the caller's grants): anon may execute the two submit functions and nothing else.

-- Part 8: submitted_at is the server's time; anon may no longer choose it.
alter table public.formation_applications alter column submitted_at set default now();
revoke insert (submitted_at) on table public.formation_applications from anon;

-- One row per stored enquiry: who sent it and when, for the rate limit.
create table public.enquiry_submissions (
  id uuid primary key,
  form text not null,
  client_key text not null,
  stored_at timestamptz not null default now(),
  constraint enquiry_submissions_form_check check (form in ('contact', 'formation')),
  constraint enquiry_submissions_client_key_check check (char_length(client_key) between 1 and 200)
);

comment on table public.enquiry_submissions is
  'Stored enquiries by client and time, counted by the rate limit (issue 15). Written by the submit functions only.';

create index enquiry_submissions_client_idx on public.enquiry_submissions (form, client_key, stored_at);

alter table public.enquiry_submissions enable row level security;
revoke all on table public.enquiry_submissions from public, anon, authenticated;
grant select, insert, update, delete on table public.enquiry_submissions to service_role;

-- Seconds until `client_key` may store another `form` enquiry, or null when it may now. Holds a
-- transaction-level advisory lock on the client, so concurrent submits (from any instance) are
-- counted one after the other and the limit is exact. Internal: not granted to anon.
create function public.enquiry_wait_seconds(p_form text, p_client_key text, p_limit integer, p_window_minutes integer)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  stored integer;
  oldest timestamptz;
begin
  if p_limit is null or p_limit < 1 or p_window_minutes is null or p_window_minutes < 1 then
    raise exception 'rate limit and window must be positive, got % per % minutes', p_limit, p_window_minutes
      using errcode = '22023';
  end if;
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended(p_form || ':' || p_client_key, 0));
  select count(*), min(s.stored_at) into stored, oldest
    from public.enquiry_submissions s
   where s.form = p_form
     and s.client_key = p_client_key
     and s.stored_at > pg_catalog.now() - pg_catalog.make_interval(mins => p_window_minutes);
  if stored < p_limit then
    return null;
  end if;
  return greatest(1, ceil(extract(epoch from oldest + pg_catalog.make_interval(mins => p_window_minutes) - pg_catalog.now())))::integer;
end;
$$;

-- Stores a contact message (spec §2 Contact page). Returns {"status": "stored"} or
-- {"status": "limited", "retry_after_seconds": n}. Raises the table's CHECK violations (23514).
create function public.submit_contact_message(
  p_id uuid,
  p_first_name text,
  p_last_name text,
  p_email text,
  p_phone text,
  p_subject text,
  p_message text,
  p_client_key text,
  p_limit integer,
  p_window_minutes integer
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  wait integer;
begin
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('id:' || p_id::text, 0));
  if exists (select 1 from public.contact_messages m where m.id = p_id) then
    update public.contact_messages m
       set first_name = p_first_name, last_name = p_last_name, email = p_email, phone = p_phone,
           subject = p_subject, message = p_message
     where m.id = p_id
       and (m.first_name, m.last_name, m.email, m.phone, m.subject, m.message)
           is distinct from (p_first_name, p_last_name, p_email, p_phone, p_subject, p_message);
    return jsonb_build_object('status', 'stored');
  end if;
  wait := public.enquiry_wait_seconds('contact', p_client_key, p_limit, p_window_minutes);
  if wait is not null then
    return jsonb_build_object('status', 'limited', 'retry_after_seconds', wait);
  end if;
  insert into public.contact_messages (id, first_name, last_name, email, phone, subject, message)
    values (p_id, p_first_name, p_last_name, p_email, p_phone, p_subject, p_message);
  insert into public.enquiry_submissions (id, form, client_key) values (p_id, 'contact', p_client_key);
  return jsonb_build_object('status', 'stored');
end;
$$;

-- Stores a company formation application (spec §2 Company formation page); submitted_at is now().
-- Same answers and errors as submit_contact_message.
create function public.submit_formation_application(
  p_id uuid,
  p_number_of_founders smallint,
  p_company_structure text,
  p_founders jsonb,
  p_client_key text,
  p_limit integer,
  p_window_minutes integer
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  wait integer;
begin
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('id:' || p_id::text, 0));
  if exists (select 1 from public.formation_applications a where a.id = p_id) then
    update public.formation_applications a
       set number_of_founders = p_number_of_founders, company_structure = p_company_structure, founders = p_founders
     where a.id = p_id
       and (a.number_of_founders, a.company_structure, a.founders)
           is distinct from (p_number_of_founders, p_company_structure, p_founders);
    return jsonb_build_object('status', 'stored');
  end if;
  wait := public.enquiry_wait_seconds('formation', p_client_key, p_limit, p_window_minutes);
  if wait is not null then
    return jsonb_build_object('status', 'limited', 'retry_after_seconds', wait);
  end if;
  insert into public.formation_applications (id, number_of_founders, company_structure, founders)
    values (p_id, p_number_of_founders, p_company_structure, p_founders);
  insert into public.enquiry_submissions (id, form, client_key) values (p_id, 'formation', p_client_key);
  return jsonb_build_object('status', 'stored');
end;
$$;

-- Deletes enquiries older than the retention period (see the top of this file).
-- Returns how many enquiries it deleted.
create function public.delete_expired_enquiries(p_retention_days integer default null)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  days integer := coalesce(
    p_retention_days,
    nullif(pg_catalog.current_setting('app.enquiry_retention_days', true), '')::integer,
    365
  );
  cutoff timestamptz;
  contacts integer;
  formations integer;
begin
  if days < 1 then
    raise exception 'the enquiry retention period must be at least 1 day, got %', days using errcode = '22023';
  end if;
  cutoff := pg_catalog.now() - pg_catalog.make_interval(days => days);
  delete from public.contact_messages where created_at < cutoff;
  get diagnostics contacts = row_count;
  delete from public.formation_applications where created_at < cutoff;
  get diagnostics formations = row_count;
  delete from public.enquiry_submissions where stored_at < cutoff;
  return contacts + formations;
end;
$$;

-- PostgreSQL lets PUBLIC execute new functions, and Supabase's default privileges add anon and
-- authenticated: take that back, then allow anon the two submit functions only.
revoke execute on function public.enquiry_wait_seconds(text, text, integer, integer) from public, anon, authenticated;
revoke execute on function public.submit_contact_message(uuid, text, text, text, text, text, text, text, integer, integer) from public, anon, authenticated;
revoke execute on function public.submit_formation_application(uuid, smallint, text, jsonb, text, integer, integer) from public, anon, authenticated;
revoke execute on function public.delete_expired_enquiries(integer) from public, anon, authenticated;
grant execute on function public.submit_contact_message(uuid, text, text, text, text, text, text, text, integer, integer) to anon;
grant execute on function public.submit_formation_application(uuid, smallint, text, jsonb, text, integer, integer) to anon;
grant execute on function public.delete_expired_enquiries(integer) to service_role;

-- The daily deletion, where pg_cron is loaded (Supabase: enable the extension first). Elsewhere
-- (PGlite, a plain PostgreSQL) this does nothing and the site schedules the deletion itself.
do $cron$
begin
  if exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_cron')
     and pg_catalog.current_setting('shared_preload_libraries', true) like '%pg_cron%' then
    create extension if not exists pg_cron;
    perform cron.schedule('delete-expired-enquiries', '30 3 * * *', 'select public.delete_expired_enquiries()');
  end if;
end
$cron$;
