import { describe, expect, it } from 'vitest';
import { companyFacts } from '@/lib/facts/company';
import { copiedFacts } from '@/lib/facts/copies';
import { fillFacts, messageError, placeholdersOf } from '@/lib/facts/fill';
import { formatFact } from '@/lib/facts/format';
import { companyTypeKey, jurisdictionFacts } from '@/lib/facts/jurisdiction';
import { linkedFactPrefix, linkedFacts } from '@/lib/facts/linked';
import { createEmbeddedSource } from '@/lib/content/embedded-source';
import { regionPageQuery } from '@/lib/content/queries';
import { officeFacts } from '@/lib/facts/office';
import { resolveFacts } from '@/lib/facts/resolve';
import { seedDocuments } from '@/seed';
import { seedFactsOf } from '@/seed/facts';
import { translationStrings } from '@/lib/i18n/translation-strings';

// One fact, one field. A figure is a typed field of the English document, prose names
// it, and each locale formats it.

const denmark = jurisdictionFacts({
  corporateTax: { percent: 22 },
  vatPercent: 25,
  minimumCapital: [
    { companyType: 'ApS', amount: 40000, currency: 'DKK' },
    { companyType: 'A/S', amount: 400000, currency: 'DKK' },
    { companyType: 'GmbH', amount: 25000, paidUpAmount: 12500, currency: 'EUR' },
  ],
  incorporationTime: { from: 1, to: 2, unit: 'week' },
  directors: { minimum: 2 },
});

describe('facts are formatted per locale', () => {
  it.each([
    ['en', '22%', 'DKK\u00a040,000', '1-2 weeks', '11.9-21.6%', '5,000+'],
    ['da', '22\u00a0%', '40.000\u00a0kr.', '1-2 uger', '11,9-21,6\u00a0%', '5.000+'],
    ['de', '22\u00a0%', '40.000\u00a0DKK', '1-2 Wochen', '11,9-21,6\u00a0%', '5.000+'],
    ['es', '22\u00a0%', '40.000\u00a0DKK', '1-2 semanas', '11,9-21,6\u00a0%', '5000+'],
  ])('%s: %s, %s, %s, %s, %s', (locale, tax, capital, time, range, clients) => {
    expect(formatFact(locale, { kind: 'percent', value: 22 })).toBe(tax);
    expect(formatFact(locale, { kind: 'money', amount: 40000, currency: 'DKK' })).toBe(capital);
    expect(formatFact(locale, { kind: 'duration', from: 1, to: 2, unit: 'week' })).toBe(time);
    expect(formatFact(locale, { kind: 'percent', value: 11.9, upTo: 21.6 })).toBe(range);
    expect(formatFact(locale, { kind: 'count', value: 5000, plus: true })).toBe(clients);
    expect(formatFact(locale, { kind: 'year', value: 2003 })).toBe('2003');
  });

  it.each([
    ['en', '10 years', 'HKD\u00a02m', 'EUR\u00a0500k'],
    ['da', '10 år', '2\u00a0mio.\u00a0HKD', '500\u00a0t\u00a0EUR'],
    ['de', '10 Jahre', '2\u00a0Mio.\u00a0HKD', '500.000\u00a0EUR'],
    ['fr', '10 ans', '2\u00a0M\u00a0HKD', '500\u00a0k\u00a0EUR'],
  ])('%s: a term in years (%s) and an amount written short (%s, %s)', (locale, term, limit, small) => {
    expect(formatFact(locale, { kind: 'duration', from: 10, unit: 'year' })).toBe(term);
    expect(formatFact(locale, { kind: 'money', amount: 2_000_000, currency: 'HKD', compact: 'short' })).toBe(limit);
    expect(formatFact(locale, { kind: 'money', amount: 500_000, currency: 'EUR', compact: 'short' })).toBe(small);
  });

  it('writes an English amount short with lower-case suffixes, as British prose does ("HKD 2m", "£3bn")', () => {
    expect(formatFact('en', { kind: 'money', amount: 3_000_000_000, currency: 'GBP', compact: 'short' })).toBe('GBP\u00a03bn');
    expect(formatFact('en-GB', { kind: 'money', amount: 2_500_000, currency: 'HKD', compact: 'short' })).toBe('HKD\u00a02.5m');
    expect(formatFact('en', { kind: 'money', amount: 2_000_000, currency: 'HKD' })).toBe('HK$2,000,000');
  });
});

describe('a jurisdiction names its facts after its fields', () => {
  it('names capital facts after the company type, and leaves out what is not stated', () => {
    expect(denmark.map((f) => f.name)).toEqual(['corporateTax', 'vat', 'capital_ApS', 'capital_AS', 'capital_GmbH', 'paidUp_GmbH', 'incorporationTime', 'directors']);
    expect(jurisdictionFacts({ corporateTax: { percent: 17 }, minimumCapital: [{ amount: 1, currency: 'SGD' }] }).map((f) => f.name)).toEqual(['corporateTax', 'capital']);
    expect(jurisdictionFacts(null)).toEqual([]);
    expect(['S.à r.l.', 'S.à r.l.-S (simplified)', 'Private company', 'OÜ'].map(companyTypeKey)).toEqual(['SARL', 'SARLS', 'PrivateCompany', 'OU']);
  });

  it('reads the company claims as numbers, also from the text older datasets hold', () => {
    const facts = companyFacts({ since: 2003, jurisdictions: '180+', legalClients: '4,000+' });
    expect(facts.map((f) => [f.name, formatFact('en', f.value)])).toEqual([
      ['since', '2003'],
      ['jurisdictions', '180+'],
      ['legalClients', '4,000+'],
    ]);
  });

  it('writes the company incorporation times in their units, in every language', () => {
    const facts = companyFacts({ incorporationFastest: 24, incorporationSlowest: 6 });
    expect(facts.map((f) => [f.name, formatFact('en', f.value), formatFact('da', f.value)])).toEqual([
      ['incorporationFastest', '24 hours', '24 timer'],
      ['incorporationSlowest', '6 weeks', '6 uger'],
    ]);
  });

  it('names office facts after the package, in pounds and hours in every language', () => {
    const facts = officeFacts([{ name: 'Virtual Office', priceGbp: 1200, activation: { from: 24, to: 48, unit: 'hour' } }, { name: 'Shared Office', priceGbp: 350 }, null, { name: 'Broken', activation: { from: 1, unit: 'fortnight' } }]);
    expect(facts.map((f) => [f.name, formatFact('en', f.value), formatFact('de', f.value)])).toEqual([
      ['officePrice_VirtualOffice', '£1,200', '1.200\u00a0£'],
      ['activation_VirtualOffice', '24-48 hours', '24-48 Stunden'],
      ['officePrice_SharedOffice', '£350', '350\u00a0£'],
    ]);
  });
});

describe('prose names facts (ICU placeholders)', () => {
  it('fills placeholders, keeps a missing one visible, and leaves other text as it is', () => {
    expect(fillFacts('A single corporate tax rate of {corporateTax}.', { corporateTax: '22 %' }, 'da')).toBe('A single corporate tax rate of 22 %.');
    expect(fillFacts('Capital {capital_XYZ}', {}, 'en')).toBe('Capital {capital_XYZ}');
    expect(fillFacts("Denmark's <b>rules</b>", {}, 'en')).toBe("Denmark's <b>rules</b>");
    expect(fillFacts('Unbalanced { brace', {}, 'en')).toBe('Unbalanced { brace');
    expect(placeholdersOf('{corporateTax} and {vat}, {corporateTax}')).toEqual(['corporateTax', 'vat']);
    expect(messageError('Unbalanced { brace')).toMatch(/./);
    expect(messageError('Fine {vat}')).toBeNull();
  });

  it('picks the plural form of a count from its figure, so "Minimum {directors} director" needs no second text for 2', () => {
    const text = 'Minimum {directors, plural, one {# director} other {# directors}}';
    expect(placeholdersOf(text)).toEqual(['directors']);
    expect(fillFacts(text, { directors: '1' }, 'en')).toBe('Minimum 1 director');
    expect(fillFacts(text, { directors: '2' }, 'en')).toBe('Minimum 2 directors');
    expect(copiedFacts(text, denmark)).toEqual([]);
  });

  it('resolves a country scope inside the company scope, in the language of each document', () => {
    const result = resolveFacts(
      {
        language: 'da',
        intro: 'Siden {since}',
        cards: [
          { language: 'da', summary: 'Selskabsskat {corporateTax}', jurisdictionFacts: { corporateTax: { percent: 22 } } },
          { language: 'en', summary: 'Corporate tax {corporateTax}', jurisdictionFacts: { corporateTax: { percent: 12.5 } } },
        ],
      },
      'da',
      companyFacts({ since: 2003 }),
    );
    expect(result.intro).toBe('Siden 2003');
    expect(result.cards.map((c) => c.summary)).toEqual(['Selskabsskat 22\u00a0%', 'Corporate tax 12.5%']);
  });
});

describe('a region names the facts of the countries it lists or links', () => {
  it('prefixes each fact with the country slug in lower camel case, and labels it with the country', () => {
    expect(linkedFactPrefix('united-states')).toBe('unitedStates');
    expect(linkedFactPrefix('hong-kong')).toBe('hongKong');
    expect(linkedFactPrefix('123')).toBeNull();
    const facts = linkedFacts([
      { name: 'Dubai', slug: 'dubai', facts: { corporateTax: { percent: 0, upToPercent: 9 } } },
      { name: 'Dubai', slug: 'dubai', facts: { corporateTax: { percent: 5 } } },
      { slug: null, facts: { corporateTax: { percent: 1 } } },
    ]);
    expect(facts.map((f) => [f.name, f.label])).toEqual([
      ['dubai_corporateTax', 'Dubai: Corporate tax'],
      ['dubai_corporateTaxMin', 'Dubai: Corporate tax, lowest'],
      ['dubai_corporateTaxMax', 'Dubai: Corporate tax, highest'],
    ]);
  });

  it("shows a country's rate changed in its own document on the region pages that state it, in every language", async () => {
    const dataset = structuredClone(seedDocuments) as unknown as { _id: string; comparison?: { corporateTax: { percent: number; upToPercent?: number } } }[];
    dataset.find((d) => d._id === 'jurisdiction-cyprus')!.comparison!.corporateTax.percent = 11;
    dataset.find((d) => d._id === 'jurisdiction-dubai')!.comparison!.corporateTax = { percent: 1, upToPercent: 8 };
    const source = createEmbeddedSource(dataset);
    const shown = async (slug: string, locale: string) => {
      const page = await source.fetch(regionPageQuery, { slug, locale });
      return JSON.stringify(resolveFacts(page, locale, seedFactsOf({ _id: 'siteSettings', _type: 'siteSettings' })));
    };
    // Cyprus's card on Financial Companies (a linked card), Dubai's SEO text and why-card on the Middle East (a listed country).
    expect(await shown('financial-companies', 'en')).toContain('with corporate tax of 11%.');
    expect(await shown('financial-companies', 'da')).toContain('med en selskabsskat på 11\u00a0%.');
    const middleEast = await shown('middle-east', 'de');
    expect(middleEast).toContain('Körperschaftsteuer von 1\u00a0% in Freizonen und 8\u00a0% auf dem Festland');
    expect(middleEast).not.toMatch(/\{dubai_/);
  });
});

describe('copies of a fact are found in any notation', () => {
  it('finds typed figures, not placeholders or longer numbers', () => {
    expect(copiedFacts('A single corporate tax rate of 22%.', denmark).map((f) => f.name)).toEqual(['corporateTax']);
    expect(copiedFacts('Selskabsskat på 22 % og ApS fra 40.000 kr.', denmark, ['da']).map((f) => f.name)).toEqual(['corporateTax', 'capital_ApS']);
    expect(copiedFacts('ApS from DKK 40,000', denmark).map((f) => f.name)).toEqual(['capital_ApS']);
    expect(copiedFacts('A rate of {corporateTax}, 122% and 2.22%', denmark)).toEqual([]);
    expect(copiedFacts('At least 2 directors', denmark)).toEqual([]);
  });
});

describe('the seed', () => {
  const localized = seedDocuments.filter((doc): doc is typeof doc & { language: string } => 'language' in doc && typeof doc.language === 'string');

  it('no document, in any language, types a figure of one of its facts into a text field', () => {
    const copies = localized.flatMap((doc) => {
      const facts = seedFactsOf(doc);
      return Object.entries(translationStrings(doc)).flatMap(([path, text]) =>
        copiedFacts(text, facts, [doc.language]).map((fact) => `${doc._id} ${path}: "${text}" types {${fact.name}}`),
      );
    });
    expect(copies).toEqual([]);
  });

  it('no placeholder is glued to a word ("{population}er" would read "47 millionerer")', () => {
    const glued = localized.flatMap((doc) =>
      Object.entries(translationStrings(doc)).filter(([, text]) => /\}\p{L}|\p{L}\{/u.test(text)).map(([path, text]) => `${doc._id} ${path}: ${text}`),
    );
    expect(glued).toEqual([]);
  });

  it('every placeholder names a fact the document has', () => {
    const unknown = localized.flatMap((doc) => {
      const names = new Set(seedFactsOf(doc).map((fact) => fact.name));
      return Object.entries(translationStrings(doc)).flatMap(([path, text]) =>
        placeholdersOf(text).filter((name) => !names.has(name)).map((name) => `${doc._id} ${path}: {${name}}`),
      );
    });
    expect(unknown).toEqual([]);
  });

  it('holds each figure in one field: translations have no figures of their own', () => {
    const translated = seedDocuments.filter((doc) => doc._type === 'jurisdiction' && 'language' in doc && doc.language !== 'en');
    for (const doc of translated) expect(JSON.stringify((doc as { comparison?: unknown }).comparison ?? {}), doc._id).not.toMatch(/"(percent|vatPercent|amount|from|minimum)":/);
    const settings = seedDocuments.filter((doc) => doc._type === 'siteSettings');
    expect(settings.filter((doc) => 'claims' in doc && doc.claims).map((doc) => (doc as { language?: string }).language)).toEqual(['en']);
    const withOfficeFacts = seedDocuments.filter((doc) => doc._type === 'servicePage' && /"(priceGbp|activation)":/.test(JSON.stringify(doc)));
    expect(withOfficeFacts.map((doc) => doc._id)).toEqual(['servicePage-virtual-office']);
  });
});
