-- The site search's index: one row per page and locale, made from the content the page shows
-- (lib/search/records.ts), never from its HTML. A publish upserts or deletes the rows of the pages
-- it expired (lib/search/write.ts); the search page and the header's dialog read them through
-- public.search_site.
--
-- Who may do what:
-- - anon and authenticated may read (the rows are public page text) and call search_site;
-- - search_writer, a role of its own, may write this table and nothing else. The site never holds
--   the service role key (lib/enquiries/env.ts refuses it): it writes through a direct Postgres
--   connection as a login role that is a member of search_writer (docs/integrations.md).
--
-- pg_trgm finds titles despite a typo ("Cyprs"); Supabase keeps extensions in the schema
-- `extensions`, and so does this migration elsewhere.

create schema if not exists extensions;
create extension if not exists pg_trgm with schema extensions;

do $roles$
begin
  if not exists (select 1 from pg_catalog.pg_roles where rolname = 'search_writer') then
    create role search_writer nologin noinherit;
  end if;
end
$roles$;

-- The text search configuration of a locale of lib/i18n/locales.ts; all seven are built into
-- PostgreSQL. Immutable, so the generated column below may call it.
create function public.search_config(p_locale text)
returns regconfig
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case p_locale
    when 'da' then 'pg_catalog.danish'
    when 'de' then 'pg_catalog.german'
    when 'fr' then 'pg_catalog.french'
    when 'es' then 'pg_catalog.spanish'
    when 'sv' then 'pg_catalog.swedish'
    when 'no' then 'pg_catalog.norwegian'
    when 'nb' then 'pg_catalog.norwegian'
    else 'pg_catalog.english'
  end::regconfig
$$;

create table public.search_pages (
  -- The public path, as the sitemap lists it: '/', '/denmark', '/da', '/da/denmark'.
  path text not null,
  locale text not null,
  -- The page template: lib/search/record.ts, SEARCH_PAGE_KINDS.
  kind text not null,
  -- The page's h1 (weight A), its other headings one per line (B), and the rest of its text (C).
  title text not null,
  headings text not null default '',
  body text not null default '',
  -- The documents the page shows.
  document_ids text[] not null default '{}',
  -- The content's latest publish (its newest _updatedAt) when the row was made: a write made
  -- from older content never replaces a row made from newer content.
  revision timestamptz not null,
  -- SHA-256 of what the row holds: a write of the same text changes nothing.
  hash text not null,
  -- The version of the code that made the row (lib/search/records.ts, RECORD_VERSION): a site
  -- whose records changed shape makes them again at start.
  version integer not null,
  updated_at timestamptz not null default now(),
  document tsvector generated always as (
    setweight(to_tsvector(public.search_config(locale), title), 'A')
    || setweight(to_tsvector(public.search_config(locale), headings), 'B')
    || setweight(to_tsvector(public.search_config(locale), body), 'C')
  ) stored,
  primary key (path, locale),
  constraint search_pages_path_check check (path ~ '^/[a-z0-9/-]*$' and char_length(path) <= 300),
  constraint search_pages_locale_check check (locale ~ '^[a-z]{2}$'),
  constraint search_pages_text_check check (char_length(title) <= 500 and char_length(headings) <= 50000 and char_length(body) <= 500000)
);

comment on table public.search_pages is
  'The site search: one row per page and locale (lib/search). Public page text: anon may read; search_writer writes.';

create index search_pages_document_idx on public.search_pages using gin (document);
create index search_pages_title_trgm_idx on public.search_pages using gin (title extensions.gin_trgm_ops);

alter table public.search_pages enable row level security;

grant usage on schema extensions to anon, authenticated, search_writer;
grant usage on schema public to search_writer;
grant select on public.search_pages to anon, authenticated;
grant select, insert, update, delete on public.search_pages to search_writer;

create policy search_pages_read on public.search_pages
  for select to anon, authenticated, search_writer
  using (true);
create policy search_pages_insert on public.search_pages
  for insert to search_writer
  with check (true);
create policy search_pages_update on public.search_pages
  for update to search_writer
  using (true) with check (true);
create policy search_pages_delete on public.search_pages
  for delete to search_writer
  using (true);

-- The visitor's words as a query: websearch_to_tsquery's syntax ("quoted phrases", or, -not), and
-- the last word also as a prefix, so results appear while it is being typed ("Cyp" finds Cyprus).
create function public.search_query(p_config regconfig, p_query text)
returns tsquery
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
declare
  last_word text := substring(p_query from '([^[:space:]]+)[[:space:]]*$');
  head text;
  prefix text;
  whole tsquery := websearch_to_tsquery(p_config, p_query);
begin
  if last_word is null or last_word ~ '^-' then
    return whole;
  end if;
  head := left(p_query, length(p_query) - length(substring(p_query from '[^[:space:]]+[[:space:]]*$')));
  -- Only what a lexeme may hold: the word's quotes and the query syntax's characters go.
  prefix := regexp_replace(last_word, '[''"&|!():*<>\\]', '', 'g');
  if prefix = '' then
    return whole;
  end if;
  return whole || (websearch_to_tsquery(p_config, head) && to_tsquery(p_config, quote_literal(prefix) || ':*'));
end
$$;

-- The search: the best pages of a locale for the visitor's words, ranked by ts_rank (title over
-- headings over text, divided by 1 + the log of the page's length: normalization 1). Not
-- ts_rank_cd: cover density ranks a page whose words stand apart last, and German compounds keep
-- them apart ("Gesellschaften gründen" put company registration 26th of 26). Each with an excerpt whose matches ts_headline wraps in U+0002 and
-- U+0003, which page text never holds (lib/search/excerpt.ts turns them into <mark>). When no page
-- matches, titles that are similar to the words (pg_trgm's word similarity), so a typo still
-- finds its page. total: how many pages matched in all.
create function public.search_site(p_query text, p_locale text, p_limit integer default 8)
returns table (path text, title text, kind text, excerpt text, rank real, total bigint)
language plpgsql
stable
security invoker
set search_path = ''
-- pg_trgm's default of 0.6 misses one letter left out of a short name ("Wombtia": 0.55).
set pg_trgm.word_similarity_threshold = 0.4
as $$
#variable_conflict use_column
declare
  config regconfig := public.search_config(p_locale);
  words text := left(btrim(coalesce(p_query, '')), 200);
  tsq tsquery;
  shown integer := least(greatest(coalesce(p_limit, 8), 1), 50);
begin
  if words = '' then
    return;
  end if;
  tsq := public.search_query(config, words);
  return query
    select hit.path, hit.title, hit.kind,
      ts_headline(config, hit.body, tsq,
        'StartSel=' || chr(2) || ', StopSel=' || chr(3) || ', MaxWords=28, MinWords=12, ShortWord=2, MaxFragments=1'),
      hit.rank, hit.total
    from (
      select p.path, p.title, p.kind, p.body, ts_rank(p.document, tsq, 1) as rank, count(*) over () as total
      from public.search_pages p
      where p.locale = p_locale and p.document @@ tsq
      order by 5 desc, p.path
      limit shown
    ) hit
    order by hit.rank desc, hit.path;
  if found then
    return;
  end if;
  return query
    select p.path, p.title, p.kind, left(p.body, 160),
      extensions.word_similarity(words, p.title) as rank, count(*) over () as total
    from public.search_pages p
    where p.locale = p_locale and words operator(extensions.<%) p.title
    order by 5 desc, p.path
    limit shown;
end
$$;

revoke all on function public.search_site(text, text, integer) from public;
grant execute on function public.search_site(text, text, integer) to anon, authenticated, search_writer;
grant execute on function public.search_query(regconfig, text) to anon, authenticated, search_writer;
grant execute on function public.search_config(text) to anon, authenticated, search_writer;
