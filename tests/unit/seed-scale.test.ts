import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/i18n/locales';
import { jurisdictions } from '@/seed';
import { translatedDocuments, translationMetadata } from '@/seed/i18n';
import { slugify } from '@/lib/text/slugify';
import { countryCodes, scaleJurisdictions, scaleTotal } from '@/seed/scale';

// The scale content set, `SEED_JURISDICTIONS=200`.

const denmark = jurisdictions.find((doc) => doc.slug?.current === 'denmark')!;
const translations = translatedDocuments(jurisdictions);
type Doc = { _id: string; _type: string; language: string; name: string; slug: { current: string }; countryCode: string; region: { _ref: string }; hero: { heading: string }; comparison?: { corporateTax?: { percent?: number } } };

describe('the scale content set', () => {
  const made = scaleJurisdictions(200, jurisdictions, denmark, translations) as unknown as Doc[];
  const english = made.filter((doc) => doc.language === 'en');

  it('brings the seed to 200 countries, each in all seven languages, with its own slug, code and figures', () => {
    expect(english).toHaveLength(200 - jurisdictions.length);
    expect(made).toHaveLength(english.length * LOCALES.length);
    const slugs = [...jurisdictions.map((doc) => doc.slug?.current), ...english.map((doc) => doc.slug.current)];
    expect(new Set(slugs).size).toBe(200);
    const codes = [...jurisdictions.map((doc) => doc.countryCode), ...english.map((doc) => doc.countryCode)];
    expect(new Set(codes).size).toBe(200);
    expect(new Set(english.map((doc) => doc.comparison?.corporateTax?.percent)).size).toBeGreaterThan(10);
    expect(new Set(english.map((doc) => doc.region._ref)).size).toBe(5);
  });

  it('names each country in each language and puts the name in the template’s texts', () => {
    const norway = made.filter((doc) => doc.slug.current === 'norway');
    expect(Object.fromEntries(norway.map((doc) => [doc.language, doc.name]))).toEqual({ en: 'Norway', da: 'Norge', no: 'Norge', sv: 'Norge', de: 'Norwegen', fr: 'Norvège', es: 'Noruega' });
    expect(norway.find((doc) => doc.language === 'en')?.hero.heading).toBe('Company Registration in Norway');
    expect(norway.find((doc) => doc.language === 'de')?.hero.heading).toContain('Norwegen');
    for (const doc of made) expect(JSON.stringify(doc.hero), doc._id).not.toMatch(/Denmark|Danmark|Dänemark|Danemark|Dinamarca/);
    // Figures stay in English: a translation's comparison holds words only.
    expect(norway.find((doc) => doc.language === 'da')?.comparison?.corporateTax?.percent).toBeUndefined();
  });

  it('links the language versions of each country in one translation.metadata document', () => {
    const metadata = translationMetadata(made);
    expect(metadata).toHaveLength(english.length);
    expect(metadata.every((doc) => doc.translations.length === LOCALES.length)).toBe(true);
  });

  it('adds nothing when unset or at the seed’s own size, and says what is wrong with the variable', () => {
    expect(scaleTotal({})).toBe(0);
    expect(scaleTotal({ SEED_JURISDICTIONS: ' 200 ' })).toBe(200);
    expect(() => scaleTotal({ SEED_JURISDICTIONS: 'lots' })).toThrow(/SEED_JURISDICTIONS must be a whole number/);
    expect(scaleJurisdictions(21, jurisdictions, denmark, translations)).toEqual([]);
  });

  it('goes past the real countries with numbered ones, each with a web address of its own', () => {
    const english = scaleJurisdictions(1000, jurisdictions, denmark, translations).filter((doc) => doc.language === 'en') as unknown as { name: string; slug: { current: string } }[];
    expect(english).toHaveLength(1000 - jurisdictions.length);
    expect(new Set(english.map((doc) => doc.slug.current)).size).toBe(english.length);
    expect(english.map((doc) => doc.name)).toContain('Albania 2');
    expect(english.map((doc) => doc.slug.current)).toContain('albania-2');
  });

  it('uses current country codes only, with web addresses made from their names', () => {
    const codes = countryCodes(new Set());
    expect(codes).toEqual(expect.arrayContaining(['NO', 'BR', 'JP', 'CW', 'RS']));
    for (const retired of ['DD', 'YU', 'BU', 'AN', 'EU', 'UN']) expect(codes).not.toContain(retired);
    expect(slugify('Côte d’Ivoire')).toBe('cote-d-ivoire');
    expect(slugify('Myanmar (Burma)')).toBe('myanmar-burma');
  });
});
