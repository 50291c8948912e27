import { createHash } from 'node:crypto';
import type { Locale } from '../i18n/locales';
import type { SearchDatabase, SqlQuery } from './database';
import { MAX_QUERY_LENGTH } from './limits';
import type { SearchPageKind, SearchRecord } from './record';

/**
 * The version of what a record holds. Raise it with any change to `./records.ts` that changes a
 * record of unchanged content: a server whose rows were made by another version makes them again
 * at start ({@link searchRecordsOutdated}, which `ensureSearchRecords` of `./index-pages.ts` asks).
 */
export const RECORD_VERSION = 1;

/** A page of a locale that has no record (deleted, or not translated): its row goes. */
export type AbsentPage = { path: string; locale: Locale };

/** What a write changed: rows inserted or updated, and rows deleted. */
export type WriteOutcome = { written: number; deleted: number };

/** Control characters that `public.search_site` uses to mark matches; page text never keeps them. */
const MARKS = /[\u0002\u0003]/g;

/** SHA-256 of what a record holds: equal hashes, nothing to write. */
export function recordHash(record: SearchRecord): string {
  const { kind, title, headings, text, documentIds } = record;
  return createHash('sha256').update(JSON.stringify([kind, title, headings, text, documentIds])).digest('hex');
}

const UPSERT = `
insert into public.search_pages as page (path, locale, kind, title, headings, body, document_ids, revision, hash, version)
select r.path, r.locale, r.kind, r.title, r.headings, r.body, r.document_ids, $2::timestamptz, r.hash, $3::integer
from jsonb_to_recordset($1::jsonb) as r(path text, locale text, kind text, title text, headings text, body text, document_ids text[], hash text)
-- A row that holds this record already is left before its text search vector is made: a
-- publish of the company's facts reads every page and changes few.
where not exists (select 1 from public.search_pages held where held.path = r.path and held.locale = r.locale and held.hash = r.hash and held.version = $3::integer)
on conflict (path, locale) do update set
  kind = excluded.kind, title = excluded.title, headings = excluded.headings, body = excluded.body,
  document_ids = excluded.document_ids, revision = excluded.revision, hash = excluded.hash,
  version = excluded.version, updated_at = now()
where page.revision <= excluded.revision and (page.hash <> excluded.hash or page.version <> excluded.version)
returning page.path`;

const DELETE = `
delete from public.search_pages page
using jsonb_to_recordset($1::jsonb) as r(path text, locale text)
where page.path = r.path and page.locale = r.locale and page.revision <= $2::timestamptz
returning page.path`;

/** Rows that a full reindex did not make: pages gone while no publish said so. */
const DELETE_OTHERS = `
delete from public.search_pages page
where page.revision <= $2::timestamptz
  and not exists (select 1 from jsonb_to_recordset($1::jsonb) as r(path text, locale text) where r.path = page.path and r.locale = page.locale)
returning page.path`;

/** Options of {@link writeSearchRecords}. */
export type WriteOptions = {
  records: readonly SearchRecord[];
  /** Pages whose rows go. */
  absent?: readonly AbsentPage[];
  /**
   * The content's latest publish when the records were read (ISO 8601): a row made from newer
   * content is kept (`lib/content/revision.ts`, `readLatestPublish`).
   */
  revision: string;
  /** `records` are every page: delete every other row too (a full reindex). */
  complete?: boolean;
};

/**
 * Writes records in one transaction, keyed by path and locale: a row is replaced only by a
 * record made from content at least as new (`revision`), and only when what it holds changed
 * (`hash`) or was made by another {@link RECORD_VERSION}, so a publish that changed no page's text
 * writes nothing. Any instance may write at once: PostgreSQL's row locks order them.
 * @returns the rows written and deleted
 * @throws the database's error; nothing is written then
 */
export async function writeSearchRecords(db: SearchDatabase, { records, absent = [], revision, complete = false }: WriteOptions): Promise<WriteOutcome> {
  const rows = records.map((record) => ({
    path: record.path,
    locale: record.locale,
    kind: record.kind,
    title: record.title.replace(MARKS, ''),
    headings: record.headings.join('\n').replace(MARKS, ''),
    body: record.text.replace(MARKS, ''),
    document_ids: record.documentIds,
    hash: recordHash(record),
  }));
  return db.transaction(async (query: SqlQuery) => {
    const written = rows.length > 0 ? await query(UPSERT, [JSON.stringify(rows), revision, RECORD_VERSION]) : [];
    const gone = absent.length > 0 ? await query(DELETE, [JSON.stringify(absent), revision]) : [];
    const others = complete ? await query(DELETE_OTHERS, [JSON.stringify(rows.map(({ path, locale }) => ({ path, locale }))), revision]) : [];
    return { written: written.length, deleted: gone.length + others.length };
  });
}

/**
 * Whether the table needs a full reindex: it is empty, or a row was made by another
 * {@link RECORD_VERSION}.
 */
export async function searchRecordsOutdated(db: SearchDatabase): Promise<{ outdated: boolean; rows: number; latest: string | null }> {
  const [row] = await db.query<{ rows: number; other: number; latest: Date | string | null }>(
    'select count(*)::integer as rows, count(*) filter (where version <> $1)::integer as other, max(revision) as latest from public.search_pages',
    [RECORD_VERSION],
  );
  const latest = row?.latest ? new Date(row.latest).toISOString() : null;
  return { outdated: !row || row.rows === 0 || row.other > 0, rows: row?.rows ?? 0, latest };
}

/** One search result: the page, its title and kind, and an excerpt whose odd parts are matches. */
export type SearchHit = { path: string; title: string; kind: SearchPageKind; excerpt: string[] };

/** A search's answer: the results shown (at most the limit asked) and how many pages matched in all. */
export type SearchAnswer = { total: number; hits: SearchHit[] };

/**
 * An excerpt of `public.search_site` as parts: even indexes plain text, odd indexes a match
 * (U+0002 … U+0003 there), so a template or the dialog marks matches without parsing HTML.
 */
export function excerptParts(excerpt: string): string[] {
  // ts_headline writes its marks in pairs, so splitting at both alternates plain and marked.
  return excerpt.split(/[\u0002\u0003]/);
}


/**
 * Searches the pages of `locale` (`public.search_site`: full-text search with the locale's text
 * search configuration, the last word as a prefix, titles by trigram similarity when nothing
 * matches).
 * @param limit - results wanted, 1 to 50
 * @throws the database's error
 */
export async function searchPages(db: SearchDatabase, query: string, locale: Locale, limit = 8): Promise<SearchAnswer> {
  const rows = await db.query<{ path: string; title: string; kind: SearchPageKind; excerpt: string; total: number | string }>(
    'select path, title, kind, excerpt, total from public.search_site($1, $2, $3)',
    [query.slice(0, MAX_QUERY_LENGTH), locale, limit],
  );
  return {
    total: Number(rows[0]?.total ?? 0),
    hits: rows.map(({ path, title, kind, excerpt }) => ({ path, title, kind, excerpt: excerptParts(excerpt) })),
  };
}
