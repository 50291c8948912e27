import { describe, expect, it } from 'vitest';
import { createEmbeddedSource } from '@/lib/content/embedded-source';
import { comparePageQuery } from '@/lib/content/queries';
import {
  companyTypeNames,
  corporateTaxLine,
  directorLines,
  incorporationTimeLine,
  minimumCapitalLines,
  type FactWords,
} from '@/lib/compare/format';
import { compareSelection } from '@/lib/compare/selection';
import { formatMoney, formatPercent } from '@/lib/i18n/number-format';
import { seedDocumentAsShown } from '@/seed/facts';
import { jurisdictions } from '@/seed/jurisdictions';

const words: FactWords = {
  about: (rate) => `about ${rate}`,
  noCapital: 'None required',
  paidUp: (amount) => `${amount} paid up`,
  minimumDirectors: (count) => `At least ${count}`,
  localDirector: (required) => `local ${required}`,
  secretary: (required) => `secretary ${required}`,
};

describe('compareSelection (one canonical URL per comparison)', () => {
  const known = new Set(['austria', 'cyprus', 'denmark', 'estonia', 'malta']);
  const exists = (slug: string) => known.has(slug);

  it('reads repeated and comma-separated values, drops empties, duplicates and unknown countries, and sorts', () => {
    expect(compareSelection(['denmark', 'cyprus', '', 'denmark'], exists)).toEqual(['cyprus', 'denmark']);
    expect(compareSelection(['Denmark,cyprus', 'atlantis'], exists)).toEqual(['cyprus', 'denmark']);
  });

  it('keeps the first four the visitor asked for', () => {
    expect(compareSelection(['malta,estonia,denmark,cyprus,austria'], exists)).toEqual(['cyprus', 'denmark', 'estonia', 'malta']);
  });

  it('refuses anything that is not a slug before asking whether it exists', () => {
    const asked: string[] = [];
    compareSelection(['../etc', 'a b', '%2e', 'x'.repeat(81)], (slug) => (asked.push(slug), true), (slug) => (asked.push(slug), slug));
    expect(asked).toEqual([]);
  });

  it('asks for a renamed country at its slug now, before it checks that it exists, and drops a deleted one', () => {
    const moved = new Map<string, string | null>([['cyprus', 'kypros'], ['old-malta', 'malta'], ['atlantis', null]]);
    const current = (slug: string) => (moved.has(slug) ? (moved.get(slug) ?? null) : slug);
    const checked: string[] = [];
    const renamed = (slug: string) => (checked.push(slug), slug === 'kypros' || exists(slug));
    expect(compareSelection(['cyprus,denmark'], renamed, current)).toEqual(['denmark', 'kypros']);
    expect(compareSelection(['old-malta', 'malta', 'atlantis'], renamed, current)).toEqual(['malta']);
    expect(checked).toEqual(['kypros', 'denmark', 'malta']);
  });
});

describe('comparison facts in the locale format', () => {
  it('formats percentages, ranges and approximations per locale', () => {
    expect(formatPercent('en', 22)).toBe('22%');
    expect(formatPercent('da', 24.94)).toBe('24,94\u00a0%');
    expect(corporateTaxLine('en', { percent: 11.9, upToPercent: 21.6, approximate: null, note: null }, words)?.value).toBe('11.9% – 21.6%');
    expect(corporateTaxLine('de', { percent: 30, upToPercent: null, approximate: true, note: null }, words)?.value).toBe('about 30\u00a0%');
    expect(corporateTaxLine('en', { percent: 16.5, upToPercent: null, approximate: null, note: '8.25% on the first HKD 2m of profits' }, words)).toEqual({
      value: '16.5%',
      note: '8.25% on the first HKD 2m of profits',
    });
    expect(corporateTaxLine('en', null, words)).toBeNull();
  });

  it('formats money without invented decimals, and 0 as none required', () => {
    expect(formatMoney('en', 40000, 'DKK')).toBe('DKK\u00a040,000');
    expect(formatMoney('da', 40000, 'DKK')).toBe('40.000\u00a0kr.');
    expect(formatMoney('en', 0.01, 'EUR')).toBe('€0.01');
    const lines = minimumCapitalLines(
      'en',
      [
        { _key: 'a', companyType: 'GmbH', amount: 25000, paidUpAmount: 12500, currency: 'EUR' },
        { _key: 'b', companyType: 'Branch office', amount: 0, paidUpAmount: null, currency: 'EUR' },
        { _key: 'c', companyType: null, amount: 1, paidUpAmount: null, currency: 'SGD' },
      ],
      words,
    );
    expect(lines).toEqual([
      { label: 'GmbH', value: '€25,000', note: '€12,500 paid up' },
      { label: 'Branch office', value: 'None required' },
      { value: 'SGD\u00a01' },
    ]);
  });

  it('formats incorporation time in the unit words of the locale', () => {
    expect(incorporationTimeLine('en', { from: 1, to: 2, unit: 'week', note: 'fast-track' })).toEqual({ value: '1–2 weeks', note: 'fast-track' });
    expect(incorporationTimeLine('de', { from: 4, to: 6, unit: 'week', note: null })?.value).toBe('4–6 Wochen');
    expect(incorporationTimeLine('en', { from: 24, to: null, unit: 'hour', note: null })?.value).toBe('24 hours');
    expect(incorporationTimeLine('en', null)).toBeNull();
  });

  it('states only the director requirements a document gives', () => {
    expect(directorLines({ minimum: 2, localDirectorRequired: null, secretaryRequired: null }, words)).toEqual([{ value: 'At least 2' }]);
    expect(directorLines({ minimum: 1, localDirectorRequired: 'no', secretaryRequired: 'no' }, words).map((line) => line.value)).toEqual([
      'At least 1',
      'local no',
      'secretary no',
    ]);
    expect(directorLines(null, words)).toEqual([]);
  });
});

describe('comparePageQuery against the seed (figures from the requirements, nothing invented)', () => {
  const source = createEmbeddedSource();
  const run = (slugs: string[]) => source.fetch(comparePageQuery, { locale: 'en', slugs });

  it('offers all 21 countries, each with a flag code and a region', async () => {
    const { countries } = await run([]);
    expect(countries).toHaveLength(21);
    for (const country of countries) {
      expect(country.countryCode).toMatch(/^[A-Z]{2}$/);
      expect(country.region.name).toBeTruthy();
    }
  });

  it("gives Denmark's figures of docs/requirements.md, §9: 22%, VAT 25%, ApS DKK 40,000, A/S DKK 400,000, IVS DKK 1", async () => {
    const [denmark] = (await run(['denmark'])).selected;
    const facts = denmark?.comparison;
    expect(facts?.corporateTax?.percent).toBe(22);
    expect(facts?.vatPercent).toBe(25);
    expect(facts?.minimumCapital?.map((c) => [c.companyType, c.amount, c.currency])).toEqual([
      ['ApS', 40000, 'DKK'],
      ['A/S', 400000, 'DKK'],
      ['IVS', 1, 'DKK'],
    ]);
    expect(facts?.incorporationTime).toBeNull();
    expect(facts?.directors).toBeNull();
  });

  it('states incorporation time and directors only where the requirements do (Portugal, Austria; Mauritius directors)', async () => {
    const { selected } = await run(['portugal', 'austria', 'mauritius', 'singapore']);
    const by = new Map(selected.map((country) => [country.slug, country.comparison]));
    expect(by.get('portugal')?.incorporationTime).toMatchObject({ from: 1, to: 2, unit: 'week' });
    expect(by.get('austria')?.incorporationTime).toMatchObject({ from: 4, to: 6, unit: 'week' });
    expect(by.get('mauritius')?.directors?.minimum).toBe(2);
    expect(by.get('singapore')?.directors).toBeNull();
    expect(by.get('singapore')?.vatPercent).toBeNull();
    expect(companyTypeNames(by.get('singapore')?.minimumCapital ?? null)).toEqual([]);
    expect(companyTypeNames(by.get('austria')?.minimumCapital ?? null)).toEqual(['GmbH', 'AG', 'Branch office']);
  });

  it("shows every country's figures on its page from the same fields (one fact, one field)", () => {
    for (const country of jurisdictions) {
      const facts = country.comparison;
      const shown = seedDocumentAsShown(country);
      const text = (value: number) => value.toLocaleString('en', { maximumFractionDigits: 2 });
      expect(facts?.corporateTax?.percent, country.name).toBeTypeOf('number');
      expect(shown.regionCardSummary, country.name).toContain(text(facts?.corporateTax?.percent ?? -1));
      if (facts?.corporateTax?.upToPercent != null) expect(shown.regionCardSummary).toContain(text(facts.corporateTax.upToPercent));
      const keyFacts = (shown.keyFacts?.items ?? []).map((fact) => fact.value).join(' | ');
      if (facts?.vatPercent != null) expect(keyFacts, country.name).toContain(`${text(facts.vatPercent)}%`);
      for (const capital of facts?.minimumCapital ?? []) {
        if (capital.amount && capital.amount > 0) expect(`${keyFacts} | ${JSON.stringify(shown.companyTypes ?? '')}`, `${country.name} ${capital.companyType}`).toContain(text(capital.amount));
      }
    }
  });

});
