-- One staff email per stored enquiry. Supabase's database webhooks (pg_net) may
-- deliver an INSERT twice (a redelivery after a timeout, a second webhook on the table, a replay by
-- hand), and the send-contact-email Edge Function used to send an email for each delivery. Now it
-- first claims the enquiry here: one row per enquiry, claimed while sending, marked sent after.
--
--   claim_enquiry_notification(id, table) -> 'claimed'  send now, then finish_enquiry_notification
--                                          -> 'sent'     already sent: answer the duplicate with 200
--                                          -> 'busy'     another delivery is sending it right now
-- A claim whose sender died (no finish within p_lease_seconds, default 60) may be claimed again.
-- finish_enquiry_notification(id, false) drops the claim, so a later redelivery can send.
--
-- Only service_role (the Edge Function's key) may call these; anon and authenticated may not.

create table public.enquiry_notifications (
  enquiry_id uuid primary key,
  table_name text not null,
  state text not null,
  claimed_at timestamptz not null default now(),
  sent_at timestamptz,
  constraint enquiry_notifications_table_name_check check (table_name in ('contact_messages', 'formation_applications')),
  constraint enquiry_notifications_state_check check (state in ('sending', 'sent'))
);

comment on table public.enquiry_notifications is
  'Staff emails sent per enquiry, so a webhook delivered twice sends one (issue 15). Written by the Edge Function.';

alter table public.enquiry_notifications enable row level security;
revoke all on table public.enquiry_notifications from public, anon, authenticated;
grant select, insert, update, delete on table public.enquiry_notifications to service_role;

create function public.claim_enquiry_notification(p_enquiry_id uuid, p_table text, p_lease_seconds integer default 60)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  outcome text;
begin
  insert into public.enquiry_notifications as n (enquiry_id, table_name, state)
    values (p_enquiry_id, p_table, 'sending')
    on conflict (enquiry_id) do update
      set claimed_at = pg_catalog.now()
      where n.state = 'sending'
        and n.claimed_at < pg_catalog.now() - pg_catalog.make_interval(secs => p_lease_seconds)
    returning 'claimed' into outcome;
  if outcome is null then
    select case n.state when 'sent' then 'sent' else 'busy' end into outcome
      from public.enquiry_notifications n
     where n.enquiry_id = p_enquiry_id;
  end if;
  return outcome;
end;
$$;

create function public.finish_enquiry_notification(p_enquiry_id uuid, p_sent boolean)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if p_sent then
    update public.enquiry_notifications set state = 'sent', sent_at = pg_catalog.now() where enquiry_id = p_enquiry_id;
  else
    delete from public.enquiry_notifications where enquiry_id = p_enquiry_id and state = 'sending';
  end if;
end;
$$;

revoke execute on function public.claim_enquiry_notification(uuid, text, integer) from public, anon, authenticated;
revoke execute on function public.finish_enquiry_notification(uuid, boolean) from public, anon, authenticated;
grant execute on function public.claim_enquiry_notification(uuid, text, integer) to service_role;
grant execute on function public.finish_enquiry_notification(uuid, boolean) to service_role;

-- The retention job (…_enquiry_submissions.sql) also forgets the notifications of deleted
-- enquiries, and keeps the rate limit's record of client addresses (personal data) for one day
-- only: the limit's window is at most 24 hours (ENQUIRY_RATE_WINDOW_MINUTES <= 1440), and the
-- privacy policy promises the record is gone within two days of the submission.
create or replace function public.delete_expired_enquiries(p_retention_days integer default null)
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
  delete from public.enquiry_submissions where stored_at < pg_catalog.now() - interval '1 day';
  delete from public.enquiry_notifications where claimed_at < cutoff;
  return contacts + formations;
end;
$$;
