import { expect, it } from 'vitest';
import type { SearchDatabase } from '@/lib/search/database';
import type { SearchRecord } from '@/lib/search/record';
import { searchPages, writeSearchRecords } from '@/lib/search/store';

/**
 * The search store's behaviour, as test cases shared by the PGlite and the PostgreSQL test files.
 * Not a test file itself (no `.test.ts`): each file calls {@link defineSearchStoreCases} with its
 * database, made from the migrations.
 */
export type SearchStoreContext = {
  /** The database as the site's search writer sees it. */
  db: SearchDatabase;
  /** Runs one statement as `role` (`set local role`) and returns its rows, or the error's SQLSTATE. */
  asRole: (role: 'anon' | 'authenticated', sql: string) => Promise<{ rows: unknown[] } | { code: string }>;
};

const OLDER = '2026-11-01T00:00:00.000Z';
const NEWER = '2026-11-02T00:00:00.000Z';

/** A record with made-up text; `path` keys it. */
export function record(path: string, fields: Partial<SearchRecord> = {}): SearchRecord {
  return { path, locale: 'en', kind: 'jurisdiction', title: `Title of ${path}`, headings: ['Why here'], text: 'Plain words.', documentIds: ['doc'], ...fields };
}

/** Defines the cases against `context()` (called inside each test, after the file's `beforeAll`). */
export function defineSearchStoreCases(context: () => SearchStoreContext) {
  it('finds a page by a word of its text, with the word marked in the excerpt, and by the start of a word being typed', async () => {
    const { db } = context();
    await writeSearchRecords(db, { records: [record('/marked', { title: 'Company registration in Cyprus', text: 'Holding companies like the island for its tax treaties.' })], revision: OLDER });
    const found = await searchPages(db, 'treaties', 'en');
    expect(found.hits.map((hit) => hit.path)).toContain('/marked');
    const hit = found.hits.find((each) => each.path === '/marked');
    expect(hit?.excerpt.filter((_, index) => index % 2 === 1).map((word) => word.toLowerCase())).toContain('treaties');
    expect((await searchPages(db, 'Holding compan', 'en')).hits.map((each) => each.path)).toContain('/marked');
  });

  it('ranks a page whose title matches above one whose text only mentions the word', async () => {
    const { db } = context();
    await writeSearchRecords(db, {
      records: [record('/zeta-region', { kind: 'region', title: 'Zetaland region', text: 'Countries: Quokkaland, Zetaland.' }), record('/quokkaland', { title: 'Company registration in Quokkaland', text: 'Quokkaland is a small country.' })],
      revision: OLDER,
    });
    expect((await searchPages(db, 'Quokkaland', 'en')).hits[0]?.path).toBe('/quokkaland');
  });

  it('finds a misspelt title by trigram similarity when no word matches', async () => {
    const { db } = context();
    await writeSearchRecords(db, { records: [record('/wombatia', { title: 'Wombatia' })], revision: OLDER });
    expect((await searchPages(db, 'Wombtia', 'en')).hits.map((hit) => hit.path)).toContain('/wombatia');
  });

  it('writes nothing when a record holds the same text, and replaces it when the text changed', async () => {
    const { db } = context();
    const first = record('/same', { text: 'Unchanged words.' });
    expect(await writeSearchRecords(db, { records: [first], revision: OLDER })).toEqual({ written: 1, deleted: 0 });
    expect(await writeSearchRecords(db, { records: [first], revision: NEWER })).toEqual({ written: 0, deleted: 0 });
    expect(await writeSearchRecords(db, { records: [{ ...first, text: 'Changed words.' }], revision: NEWER })).toEqual({ written: 1, deleted: 0 });
  });

  it('never replaces a row made from newer content with a record read from older content, nor deletes it', async () => {
    const { db } = context();
    await writeSearchRecords(db, { records: [record('/ordered', { text: 'Newer words.' })], revision: NEWER });
    expect(await writeSearchRecords(db, { records: [record('/ordered', { text: 'Older words.' })], revision: OLDER })).toEqual({ written: 0, deleted: 0 });
    expect(await writeSearchRecords(db, { records: [], absent: [{ path: '/ordered', locale: 'en' }], revision: OLDER })).toEqual({ written: 0, deleted: 0 });
    expect((await searchPages(db, 'Newer', 'en')).hits.map((hit) => hit.path)).toContain('/ordered');
  });

  it('deletes the rows of a page gone, in the locales named only', async () => {
    const { db } = context();
    await writeSearchRecords(db, { records: [record('/gone', { text: 'Vanishing page.' }), record('/da/gone', { locale: 'da', text: 'Vanishing page.' })], revision: OLDER });
    expect(await writeSearchRecords(db, { records: [], absent: [{ path: '/gone', locale: 'en' }], revision: NEWER })).toEqual({ written: 0, deleted: 1 });
    expect((await searchPages(db, 'Vanishing', 'en')).hits.map((hit) => hit.path)).not.toContain('/gone');
    expect((await searchPages(db, 'Vanishing', 'da')).hits.map((hit) => hit.path)).toContain('/da/gone');
  });

  it('lets anon and authenticated search and read the rows, and write none', async () => {
    const { db, asRole } = context();
    await writeSearchRecords(db, { records: [record('/public', { text: 'Readable by everyone.' })], revision: OLDER });
    for (const role of ['anon', 'authenticated'] as const) {
      expect(await asRole(role, "select path from public.search_site('Readable', 'en', 8)")).toEqual({ rows: [expect.objectContaining({ path: '/public' })] });
      expect(await asRole(role, "select count(*) from public.search_pages where path = '/public'")).toHaveProperty('rows');
      for (const write of [
        "insert into public.search_pages (path, locale, kind, title, revision, hash, version) values ('/forged', 'en', 'home', 'Forged', now(), 'x', 1)",
        "update public.search_pages set title = 'Forged' where path = '/public'",
        "delete from public.search_pages where path = '/public'",
      ]) {
        expect(await asRole(role, write), `${role}: ${write}`).toEqual({ code: '42501' });
      }
    }
  });
}
