import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSearchDatabase, type SearchDatabase } from '@/lib/search/database';
import { indexPublish, reindexSearch } from '@/lib/search/index-pages';
import { searchPages, searchRecordsOutdated } from '@/lib/search/store';

// The search records of the embedded seed, made from scratch and after publishes, on an embedded
// database of their own, as `npm run build` and the webhook write them.
describe('search records made from the content and kept up by publishes', () => {
  let folder: string;
  let db: SearchDatabase;

  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'search-records-'));
    db = await openSearchDatabase({ kind: 'embedded', folder });
  }, 60_000);

  afterAll(async () => {
    await db?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('makes one row per page and locale from scratch, and the table is then current', async () => {
    expect((await searchRecordsOutdated(db)).outdated).toBe(true);
    const made = await reindexSearch(db);
    expect(made.records).toBeGreaterThan(21 * 7);
    expect(made.written).toBe(made.records);
    expect(await searchRecordsOutdated(db)).toMatchObject({ outdated: false, rows: made.records });
    expect((await searchPages(db, 'Cypern', 'da')).hits[0]?.path).toBe('/da/cyprus');
  }, 60_000);

  it('a publish of the site settings reads the home and contact pages in every locale, and writes none whose text did not change', async () => {
    const settings = await indexPublish(['siteSettings'], db);
    expect(settings.records).toBe(2 * 7);
    expect(settings).toMatchObject({ written: 0, deleted: 0 });
  }, 60_000);

  it('a publish of the company’s facts reads every record again', async () => {
    const facts = await indexPublish(['facts:company'], db);
    expect(facts.records).toBeGreaterThan(21 * 7);
    expect(facts).toMatchObject({ written: 0, deleted: 0 });
  }, 60_000);

  it('a publish of a country reads its pages in every locale, and a page that is gone loses its rows', async () => {
    const country = await indexPublish(['jurisdiction:denmark', 'region:europe'], db);
    expect(country.records).toBe(14);
    await db.query("insert into public.search_pages (path, locale, kind, title, revision, hash, version) values ('/atlantis', 'en', 'jurisdiction', 'Atlantis', '1970-01-01', 'x', 1)");
    expect((await searchPages(db, 'Atlantis', 'en')).hits.map((hit) => hit.path)).toEqual(['/atlantis']);
    const gone = await indexPublish(['jurisdiction:atlantis'], db);
    expect(gone).toMatchObject({ records: 0, deleted: 1 });
    expect((await searchPages(db, 'Atlantis', 'en')).hits).toEqual([]);
  }, 60_000);
});
