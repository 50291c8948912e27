import { evaluate, parse } from 'groq-js';
import type { SanityDocument, ValidationContext } from 'sanity';
import { describe, expect, it } from 'vitest';
import { factProblems, referenceMismatches } from '@/lib/facts/validation';
import { FACTS_CONTEXT_QUERY, factsOfDocument, studioPath, validateFacts, type FactsContext } from '@/schemas/fields/facts';
import { seedDocuments } from '@/seed';
import { seedFactsOf } from '@/seed/facts';
import { insertPlaceholder } from '@/studio/facts-input';
import { wordsChangedAtChange, wordsDiffer } from '@/studio/stale-translations';

// What the Studio does with facts, run on the seed with groq-js in
// place of the Content Lake; the real Studio, used as an editor would, is tested in
// tests/e2e/studio-editor.spec.ts.

const seed = (id: string) => structuredClone(seedDocuments.find((d) => d._id === id)) as unknown as SanityDocument & Record<string, unknown>;

/** A validation context whose client answers from `dataset`, as the Content Lake would. */
function contextOver(dataset: readonly object[]): ValidationContext {
  const client = {
    fetch: async (query: string, params: Record<string, unknown>) => (await evaluate(parse(query, { params }), { dataset: dataset as object[], params })).get(),
  };
  return { getClient: () => client } as unknown as ValidationContext;
}

/** The documents the fact checks read: the site settings, the service pages (office packages) and Denmark's versions with their metadata. */
const lake = seedDocuments.filter((d) => d._type === 'siteSettings' || d._type === 'servicePage' || /denmark/.test(d._id));

describe('the Studio refuses typed figures', () => {
  it('accepts every seed document as it is', async () => {
    for (const doc of lake) expect(await validateFacts(doc as unknown as SanityDocument, contextOver(lake)), doc._id).toBe(true);
  });

  it('refuses a text that types the corporate tax, at that text, and names the fact to use', async () => {
    const denmark = seed('jurisdiction-denmark');
    (denmark.why as { items: { title: string }[] }).items[0]!.title = '22% Corporate Tax';
    const result = await validateFacts(denmark, contextOver(lake));
    expect(result).toEqual([{ message: expect.stringMatching(/types 22%.*\{corporateTax\}/), path: ['why', 'items', { _key: 'why1' }, 'title'] }]);
  });

  it('refuses the same in a translation, in its own notation, and a placeholder that names no fact', async () => {
    const danish = seed('jurisdiction-denmark-da');
    danish.regionCardSummary = 'Selskabsskat 22 %';
    (danish.keyFacts as { items: { value: string }[] }).items[2]!.value = '{capital_Aps}';
    const result = (await validateFacts(danish, contextOver(lake))) as { message: string; path: unknown[] }[];
    expect(result.map((r) => r.path)).toEqual([['regionCardSummary'], ['keyFacts', 'items', { _key: 'fact3' }, 'value'], ['regionCardSummary'], ['keyFacts', 'items', { _key: 'fact3' }, 'value']]);
    expect(result[0]?.message).toMatch(/22\u00a0%.*\{corporateTax\}/);
    expect(result[1]?.message).toMatch(/\{capital_Aps\} is not a fact of this document/);
    expect(result[2]?.message).toMatch(/The English text names \{corporateTax\}; this translation names no fact/);
    // The last: English names {capital_ApS} there, the translation does not.
    expect(result[3]?.message).toMatch(/The English text names \{capital_ApS\}; this translation names \{capital_Aps\}/);
  });

  it('checks the site settings against their own figures while an editor changes them', async () => {
    const settings = seed('siteSettings');
    settings.tagline = 'Company formation in 180+ jurisdictions.';
    expect(await validateFacts(settings, contextOver(lake))).toEqual([{ message: expect.stringMatching(/\{jurisdictions\}/), path: ['tagline'] }]);
    // The edited figure counts, not the published one.
    (settings.claims as { jurisdictions: number }).jurisdictions = 200;
    settings.tagline = 'Company formation in 200+ jurisdictions.';
    expect(await validateFacts(settings, contextOver(lake))).toEqual([{ message: expect.stringMatching(/types 200\+.*\{jurisdictions\}/), path: ['tagline'] }]);
    settings.tagline = 'Company formation in {jurisdictions} jurisdictions.';
    expect(await validateFacts(settings, contextOver(lake))).toBe(true);
  });

  it("refuses a region text that types the rate of a country it lists or links, and accepts the country's fact", async () => {
    const everything = seedDocuments as readonly object[];
    for (const id of ['region-middle-east', 'region-financial-companies', 'region-financial-companies-da', 'region-americas-sv']) {
      expect(await validateFacts(seed(id), contextOver(everything)), id).toBe(true);
    }
    const middleEast = seed('region-middle-east');
    (middleEast.seo as { description: string }).description = 'Register a company in Dubai, with 0% corporate tax in free zones and 9% on the mainland.';
    expect(await validateFacts(middleEast, contextOver(everything))).toEqual([
      { message: expect.stringMatching(/types 0%.*\{dubai_corporateTaxMin\} \(Dubai: Corporate tax, lowest\)/), path: ['seo', 'description'] },
      { message: expect.stringMatching(/types 9%.*\{dubai_corporateTaxMax\}/), path: ['seo', 'description'] },
    ]);
    // Cyprus is linked from a card of Financial Companies, not listed: its facts count there only.
    const europe = seed('region-europe');
    (europe.seo as { description: string }).description = 'Singapore taxes at {singapore_corporateTax}.';
    expect(await validateFacts(europe, contextOver(everything))).toEqual([{ message: expect.stringMatching(/\{singapore_corporateTax\} is not a fact of this document/), path: ['seo', 'description'] }]);
  });

  it('reads the facts of a translation from its English document', async () => {
    const context = (await (await evaluate(parse(FACTS_CONTEXT_QUERY, { params: { id: 'jurisdiction-denmark-sv', type: 'jurisdiction' } }), { dataset: lake as object[], params: { id: 'jurisdiction-denmark-sv', type: 'jurisdiction' } })).get()) as FactsContext;
    expect(context.english?._id).toBe('jurisdiction-denmark');
    expect(factsOfDocument(seed('jurisdiction-denmark-sv'), context).map((f) => f.name)).toEqual(seedFactsOf(seed('jurisdiction-denmark')).map((f) => f.name));
  });

  it('finds malformed messages, and translations that name other facts than English', () => {
    const denmark = seed('jurisdiction-denmark');
    expect(factProblems({ ...denmark, regionCardSummary: 'Corporate tax {corporateTax' }, seedFactsOf(denmark))).toEqual([
      { path: 'regionCardSummary', message: expect.stringMatching(/unmatched/) },
    ]);
    expect(referenceMismatches(denmark, { ...seed('jurisdiction-denmark-da'), regionCardSummary: 'Selskabsskat' })).toEqual([
      { path: 'regionCardSummary', message: 'The English text names {corporateTax}; this translation names no fact. Name the same facts as in English.' },
    ]);
    expect(studioPath('services.items[0]')).toEqual(['services', 'items', 0]);
  });
});

describe('the Studio helps write facts and keep translations current', () => {
  it('inserts a placeholder over the selection, the caret after it', () => {
    expect(insertPlaceholder('A rate of  and more', 'corporateTax', 10)).toEqual({ value: 'A rate of {corporateTax} and more', caret: 24 });
    expect(insertPlaceholder('Tax 22%', 'corporateTax', 4, 7)).toEqual({ value: 'Tax {corporateTax}', caret: 18 });
    expect(insertPlaceholder('', 'since')).toEqual({ value: '{since}', caret: 7 });
  });

  it('tells a change of words from a change of figures, links or dates', () => {
    const denmark = seed('jurisdiction-denmark');
    const figures = structuredClone(denmark) as typeof denmark & { comparison: { corporateTax: { percent: number } } };
    figures.comparison.corporateTax.percent = 21;
    expect(wordsDiffer(denmark, { ...figures, _updatedAt: '2026-11-24T00:00:00Z', wordsChangedAt: '2026-11-24T00:00:00Z' })).toBe(false);
    expect(wordsDiffer(denmark, { ...denmark, hero: { ...(denmark.hero as object), heading: 'Denmark, in 24 hours' } })).toBe(true);
  });

  it('stamps an English draft once its words differ, and takes the stamp back when they are put back', () => {
    const published = { ...seed('jurisdiction-denmark'), wordsChangedAt: '2026-11-01T00:00:00Z' } as SanityDocument;
    const now = '2026-11-25T20:00:00Z';
    const edited = { ...published, hero: { ...(published.hero as object), heading: 'Denmark, in 24 hours' } } as SanityDocument;
    expect(wordsChangedAtChange(edited, published, now)).toEqual({ set: now });
    expect(wordsChangedAtChange({ ...edited, wordsChangedAt: now }, published, '2026-11-25T20:05:00Z'), 'stamped once').toBeNull();
    expect(wordsChangedAtChange({ ...published, wordsChangedAt: now }, published, now), 'words put back').toEqual({ set: '2026-11-01T00:00:00Z' });
    const unstamped = { ...published, wordsChangedAt: undefined };
    expect(wordsChangedAtChange({ ...unstamped, wordsChangedAt: now }, unstamped, now)).toEqual({ unset: true });
    const figures = structuredClone(published) as SanityDocument & { comparison: { corporateTax: { percent: number } } };
    figures.comparison.corporateTax.percent = 21;
    expect(wordsChangedAtChange(figures, published, now), 'a figure edit').toBeNull();
    expect(wordsChangedAtChange({ ...edited, language: 'da' }, { ...published, language: 'da' }, now), 'a translation').toBeNull();
    expect(wordsChangedAtChange(edited, null, now), 'a new document').toBeNull();
  });
});
