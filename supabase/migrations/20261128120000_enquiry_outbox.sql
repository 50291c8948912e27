-- Delivery of the site's enquiry outbox. When this database cannot be reached, a site instance
-- keeps the enquiry in its outbox (Redis or its own files), tells the visitor it was sent, and
-- delivers it here later. Two things were decided when the visitor submitted, and delivery must
-- keep them: the time the enquiry was received, and that the rate limit let it in.
--
-- The submit functions take neither from the caller, so that anon cannot forge them. The deliver
-- functions do take both, so they ask for a credential anon does not have: the outbox secret the
-- site holds (ENQUIRY_OUTBOX_SECRET). The database keeps only its SHA-256 digest; register it once
-- in the SQL editor (the digest is the same in psql and in the site):
--   insert into public.enquiry_outbox_credentials (digest)
--     values (sha256(convert_to('<ENQUIRY_OUTBOX_SECRET>', 'UTF8')));
-- Rotate by inserting the new digest, deploying the new secret, then deleting the old row.
--
-- Exactly once: the enquiry's id is the key, as for the submit functions. A delivery of an id
-- already stored (a second instance delivering the same outbox, a retry after a lost answer)
-- changes nothing, so the staff notification's INSERT webhook fires once.
--
-- A received time older than the retention period is refused: the site drops such an enquiry from
-- its outbox instead, as the privacy notice promises.

create table public.enquiry_outbox_credentials (
  digest bytea primary key,
  created_at timestamptz not null default now(),
  constraint enquiry_outbox_credentials_digest_check check (octet_length(digest) = 32)
);

comment on table public.enquiry_outbox_credentials is
  'SHA-256 digests of the site''s ENQUIRY_OUTBOX_SECRET, which the deliver functions ask for. Staff only.';

alter table public.enquiry_outbox_credentials enable row level security;
revoke all on table public.enquiry_outbox_credentials from public, anon, authenticated;
grant select, insert, update, delete on table public.enquiry_outbox_credentials to service_role;

-- Refuses (42501) a credential whose digest is not registered, and (22023) a received time in the
-- future or older than the retention period. Internal: not granted to anon.
create function public.check_enquiry_delivery(p_credential text, p_received_at timestamptz)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  days integer := coalesce(nullif(pg_catalog.current_setting('app.enquiry_retention_days', true), '')::integer, 365);
begin
  if p_credential is null or not exists (
    select 1 from public.enquiry_outbox_credentials c
     where c.digest = pg_catalog.sha256(pg_catalog.convert_to(p_credential, 'UTF8'))
  ) then
    raise exception 'the enquiry outbox credential is not registered' using errcode = '42501';
  end if;
  -- A few minutes' grace for instances whose clocks run ahead of the database's.
  if p_received_at is null
     or p_received_at > pg_catalog.now() + interval '5 minutes'
     or p_received_at < pg_catalog.now() - pg_catalog.make_interval(days => days) then
    raise exception 'received time % is outside the retention period', p_received_at using errcode = '22023';
  end if;
end;
$$;

-- Stores a contact message from the outbox with the time it was received; the rate limit was
-- applied when it was. Answers {"status": "stored"}, also for an id already stored.
create function public.deliver_contact_message(
  p_credential text,
  p_id uuid,
  p_first_name text,
  p_last_name text,
  p_email text,
  p_phone text,
  p_subject text,
  p_message text,
  p_client_key text,
  p_received_at timestamptz
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.check_enquiry_delivery(p_credential, p_received_at);
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('id:' || p_id::text, 0));
  if not exists (select 1 from public.contact_messages m where m.id = p_id) then
    insert into public.contact_messages (id, first_name, last_name, email, phone, subject, message, created_at)
      values (p_id, p_first_name, p_last_name, p_email, p_phone, p_subject, p_message, p_received_at);
    insert into public.enquiry_submissions (id, form, client_key, stored_at)
      values (p_id, 'contact', p_client_key, p_received_at)
      on conflict (id) do nothing;
  end if;
  return jsonb_build_object('status', 'stored');
end;
$$;

-- Stores a company formation application from the outbox; submitted_at and created_at are the
-- time it was received. Same answers and errors as deliver_contact_message.
create function public.deliver_formation_application(
  p_credential text,
  p_id uuid,
  p_number_of_founders smallint,
  p_company_structure text,
  p_founders jsonb,
  p_client_key text,
  p_received_at timestamptz
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.check_enquiry_delivery(p_credential, p_received_at);
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('id:' || p_id::text, 0));
  if not exists (select 1 from public.formation_applications a where a.id = p_id) then
    insert into public.formation_applications (id, number_of_founders, company_structure, founders, submitted_at, created_at)
      values (p_id, p_number_of_founders, p_company_structure, p_founders, p_received_at, p_received_at);
    insert into public.enquiry_submissions (id, form, client_key, stored_at)
      values (p_id, 'formation', p_client_key, p_received_at)
      on conflict (id) do nothing;
  end if;
  return jsonb_build_object('status', 'stored');
end;
$$;

-- anon may call the deliver functions (the site holds only the anon key), but without a registered
-- credential they refuse.
revoke execute on function public.check_enquiry_delivery(text, timestamptz) from public, anon, authenticated;
revoke execute on function public.deliver_contact_message(text, uuid, text, text, text, text, text, text, text, timestamptz) from public, authenticated;
revoke execute on function public.deliver_formation_application(text, uuid, smallint, text, jsonb, text, timestamptz) from public, authenticated;
grant execute on function public.deliver_contact_message(text, uuid, text, text, text, text, text, text, text, timestamptz) to anon, service_role;
grant execute on function public.deliver_formation_application(text, uuid, smallint, text, jsonb, text, timestamptz) to anon, service_role;

-- The submit functions tell a retry of an id already stored ({"status": "stored", "duplicate":
-- true}) from a new enquiry, so the site can count deduplicated submits. Otherwise unchanged;
-- `create or replace` keeps their grants.
create or replace function public.submit_contact_message(
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
    return jsonb_build_object('status', 'stored', 'duplicate', true);
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

create or replace function public.submit_formation_application(
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
    return jsonb_build_object('status', 'stored', 'duplicate', true);
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
