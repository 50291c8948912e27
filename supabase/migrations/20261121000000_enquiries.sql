-- Enquiry tables for the contact form and the Danish company formation form (spec §2, §3, §5).
--
-- The CHECK constraints mirror lib/enquiries/schemas.ts (zod) and its LIMITS, so a row that the
-- site would reject cannot be stored even by a client that talks to PostgREST directly.
-- The anon role (the site's public key) may INSERT only: no SELECT, UPDATE or DELETE, and no
-- column of its own choosing beyond the form fields (created_at is always the server's time).
--
-- Why the stores insert without a conflict target: `insert ... on conflict (id) do nothing` (and
-- PostgREST's `Prefer: resolution=ignore-duplicates`, which names the primary key) needs SELECT
-- privilege on `id`, which anon does not have. The embedded store uses `on conflict do nothing`
-- and the Supabase store treats a unique violation of the primary key (23505) as "already stored".
--
-- Needs the roles anon, authenticated and service_role (present on Supabase; supabase/roles.sql
-- creates them elsewhere). Apply once, on a database that does not have these tables yet.

-- Contact form (spec §2 Contact page, §3 Contact message).
create table public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  first_name text not null,
  last_name text not null,
  email text not null,
  phone text,
  subject text not null,
  message text not null,
  created_at timestamptz not null default now(),

  -- Required text: at least one non-space character, at most LIMITS.<field> characters.
  constraint contact_messages_first_name_check
    check (first_name ~ '\S' and char_length(first_name) <= 100),
  constraint contact_messages_last_name_check
    check (last_name ~ '\S' and char_length(last_name) <= 100),
  constraint contact_messages_email_check
    check (email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' and char_length(email) <= 254),
  constraint contact_messages_phone_check
    check (phone is null or (phone ~ '^[+0-9 ()./-]*$' and char_length(phone) <= 40)),
  constraint contact_messages_subject_check
    check (subject ~ '\S' and char_length(subject) <= 200),
  constraint contact_messages_message_check
    check (message ~ '\S' and char_length(message) <= 5000)
);

comment on table public.contact_messages is
  'Contact form enquiries (spec §2). Written by the site as anon (insert only); read by staff.';

-- Company formation form (spec §2 Company formation page, §3 Application form, Founder).
-- founders is a JSON array of {type: "person" | "company", name, cvr?, isForeign?}, as produced
-- by formationSchema: cvr (8 digits) and isForeign only for companies.
create table public.formation_applications (
  id uuid primary key default gen_random_uuid(),
  number_of_founders smallint not null,
  company_structure text not null,
  founders jsonb not null,
  submitted_at timestamptz not null,
  created_at timestamptz not null default now(),

  constraint formation_applications_number_of_founders_check
    check (number_of_founders between 1 and 6),
  constraint formation_applications_company_structure_check
    check (company_structure in ('drift', 'holding', 'struktur')),
  -- CASE fixes the order: the later tests assume an array of objects.
  constraint formation_applications_founders_check check (
    case
      when jsonb_typeof(founders) <> 'array' then false
      when jsonb_array_length(founders) <> number_of_founders then false
      -- every element is an object
      when jsonb_path_exists(founders, 'strict $[*] ? (@.type() != "object")') then false
      -- with no key other than type, name, cvr and isForeign
      when jsonb_path_exists(founders,
        'strict $[*].keyvalue() ? (@.key != "type" && @.key != "name" && @.key != "cvr" && @.key != "isForeign")')
        then false
      -- type is the string "person" or "company"
      when jsonb_path_exists(founders,
        'lax $[*] ? (!(@.type.type() == "string" && (@.type == "person" || @.type == "company")))')
        then false
      -- name is a string with a non-space character and at most 200 characters
      when jsonb_path_exists(founders,
        'lax $[*] ? (!(@.name.type() == "string" && @.name like_regex "\\S" && !(@.name like_regex "^.{201}" flag "s")))')
        then false
      -- cvr, when present, is 8 digits and belongs to a company
      when jsonb_path_exists(founders,
        'lax $[*] ? (exists(@.cvr) && !(@.type == "company" && @.cvr.type() == "string" && @.cvr like_regex "^[0-9]{8}$"))')
        then false
      -- isForeign, when present, is a boolean, and only a company can be foreign
      when jsonb_path_exists(founders,
        'lax $[*] ? (exists(@.isForeign) && !(@.isForeign.type() == "boolean"))')
        then false
      when jsonb_path_exists(founders, 'lax $[*] ? (@.type == "person" && @.isForeign == true)') then false
      else true
    end
  ),
  -- Only one foreign company among the owners (spec §2's note, enforced).
  constraint formation_applications_one_foreign_company_check check (
    case
      when jsonb_typeof(founders) <> 'array' then false
      else jsonb_array_length(
        jsonb_path_query_array(founders, 'lax $[*] ? (@.type == "company" && @.isForeign == true)')
      ) <= 1
    end
  )
);

comment on table public.formation_applications is
  'Company formation applications (spec §2). Written by the site as anon (insert only); read by staff.';

-- Access: row level security on; the default grants (Supabase grants all on new public tables to
-- anon and authenticated) revoked; anon may insert the form columns and nothing else.
alter table public.contact_messages enable row level security;
alter table public.formation_applications enable row level security;

revoke all on table public.contact_messages from public, anon, authenticated;
revoke all on table public.formation_applications from public, anon, authenticated;

grant insert (id, first_name, last_name, email, phone, subject, message)
  on table public.contact_messages to anon;
grant insert (id, number_of_founders, company_structure, founders, submitted_at)
  on table public.formation_applications to anon;

-- Staff tooling and Edge Functions with the service-role key (it bypasses RLS). The platform
-- already grants this through default privileges; stated here so every database matches.
grant select, insert, update, delete on table public.contact_messages to service_role;
grant select, insert, update, delete on table public.formation_applications to service_role;

create policy contact_messages_anon_insert
  on public.contact_messages for insert to anon with check (true);
create policy formation_applications_anon_insert
  on public.formation_applications for insert to anon with check (true);
