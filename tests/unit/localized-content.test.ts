import { describe, expect, it } from 'vitest';
import { createEmbeddedSource } from '@/lib/content/embedded-source';
import {
  homePageQuery,
  jurisdictionPageQuery,
  pricingPageQuery,
  servicePageQuery,
  sitemapQuery,
} from '@/lib/content/queries';
import { existingLocales, fallbackLang } from '@/lib/i18n/fallback';
import { formatFigure } from '@/lib/i18n/format-figure';
import { LOCALES } from '@/lib/i18n/locales';
import { languageAlternates } from '@/lib/seo/metadata';
import { LOCALIZED_TYPES } from '@/schemas';
import { seedDocuments } from '@/seed';
import { applyTranslationStrings, translationStrings } from '@/lib/i18n/translation-strings';
import type { SeedTranslationMetadata } from '@/seed/types';

// The seed's translations are documents linked the way
// @sanity/document-internationalization links them, and every page shows each document in the
// visitor's language, falling back to English per document, never per list.

type Localized = { _id: string; _type: string; language: string };
const localized = seedDocuments.filter((doc): doc is typeof doc & Localized => 'language' in doc);
const metadata = seedDocuments.filter((doc): doc is SeedTranslationMetadata => doc._type === 'translation.metadata');
const byId = new Map(localized.map((doc) => [doc._id, doc]));
const source = createEmbeddedSource();
/** The seed without the documents `drop` names, as before an editor translates them. */
const without = (...drop: string[]) => createEmbeddedSource(seedDocuments.filter((doc) => !drop.includes(doc._id)));

describe('translation documents of the seed', () => {
  it('exist for every localized type in all seven languages, but the Danish company formation page', () => {
    for (const type of LOCALIZED_TYPES) {
      const english = localized.filter((doc) => doc._type === type && doc.language === 'en');
      expect(english.length, type).toBeGreaterThan(0);
      for (const locale of LOCALES) {
        const expected = english.length - (type === 'servicePage' && locale !== 'en' ? 1 : 0);
        expect(localized.filter((doc) => doc._type === type && doc.language === locale), `${type} ${locale}`).toHaveLength(expected);
      }
    }
  });

  it('are linked by one translation.metadata document per English document, as the plugin writes them', () => {
    const linked = new Set<string>();
    for (const meta of metadata) {
      const versions = meta.translations.map((t) => byId.get(t.value._ref));
      // The plugin's validation: each reference points at a document of the item's language.
      meta.translations.forEach((t, i) => {
        expect(versions[i], `${meta._id} ${t.language}`).toMatchObject({ language: t.language, _type: meta.schemaTypes[0] });
        expect(t).toMatchObject({ _type: 'internationalizedArrayReferenceValue', value: { _type: 'reference', _weak: true } });
      });
      expect(new Set(meta.translations.map((t) => t.language)).size).toBe(meta.translations.length);
      expect(meta._id).not.toContain('.');
      for (const t of meta.translations) linked.add(t.value._ref);
    }
    const unlinked = localized.filter((doc) => !linked.has(doc._id)).map((doc) => doc._id);
    expect(unlinked).toEqual(['servicePage-company-formation']);
  });

  it('keep the English slug, so /da/denmark shows the Danish Denmark', () => {
    for (const doc of localized.filter((d) => 'slug' in d && d.language !== 'en')) {
      const meta = metadata.find((m) => m.translations.some((t) => t.value._ref === doc._id));
      const english = byId.get(meta?.translations.find((t) => t.language === 'en')?.value._ref ?? '') as { slug?: { current: string } } | undefined;
      expect((doc as { slug?: { current: string } }).slug?.current, doc._id).toBe(english?.slug?.current);
    }
  });

  it('are made from strings by path that must match the English document', () => {
    const doc = { title: 'Fees', items: ['a'], list: [{ _key: 'k1', text: 'One' }] };
    expect(applyTranslationStrings(doc, { title: 'Gebyrer', 'items[0]': 'b', 'list[k1].text': 'Én' })).toEqual({
      title: 'Gebyrer',
      items: ['b'],
      list: [{ _key: 'k1', text: 'Én' }],
    });
    expect(doc.title).toBe('Fees');
    expect(() => applyTranslationStrings(doc, { 'list[k2].text': 'To' })).toThrow(/list\[k2\]\.text/);
    expect(() => applyTranslationStrings(doc, { list: 'x' })).toThrow(/leads to no text/);
    expect(Object.keys(translationStrings(applyTranslationStrings(doc, translationStrings(doc))))).toEqual(Object.keys(translationStrings(doc)));
  });
});

describe('queries fall back to English per document', () => {
  it('shows one translated pricing item among 36 English ones, in the English order', async () => {
    const onlyOne = localized.filter((doc) => doc._type === 'pricingItem' && doc.language === 'da' && doc._id !== 'pricingItem-sole-proprietorship-da');
    const from = without(...onlyOne.map((doc) => doc._id));
    const { items } = await from.fetch(pricingPageQuery, { locale: 'da' });
    const english = (await source.fetch(pricingPageQuery, { locale: 'en' })).items;
    expect(items).toHaveLength(37);
    expect(items.map((item) => item.language).filter((l) => l === 'da')).toHaveLength(1);
    expect(items[0]).toMatchObject({ _id: 'pricingItem-sole-proprietorship-da', name: 'Enkeltmandsvirksomhed', priceDkk: english[0]?.priceDkk });
    expect(items.slice(1).map((item) => item._id)).toEqual(english.slice(1).map((item) => item._id));
  });

  it('shows every pricing item in Danish on /da/pricing, with the English figures', async () => {
    const [da, en] = await Promise.all(['da', 'en'].map((locale) => source.fetch(pricingPageQuery, { locale })));
    expect(da?.items.every((item) => item.language === 'da')).toBe(true);
    expect(da?.items.map(({ priceDkk, savingsDkk, minutes, audience, category }) => ({ priceDkk, savingsDkk, minutes, audience, category }))).toEqual(
      en?.items.map(({ priceDkk, savingsDkk, minutes, audience, category }) => ({ priceDkk, savingsDkk, minutes, audience, category })),
    );
  });

  it('takes prices from the English document, so one edit changes every language', async () => {
    const edited = seedDocuments.map((doc) => (doc._id === 'pricingItem-limited-company-aps' ? { ...doc, priceDkk: 1849 } : doc));
    const { items } = await createEmbeddedSource(edited).fetch(pricingPageQuery, { locale: 'da' });
    expect(items.find((item) => item._id === 'pricingItem-limited-company-aps-da')).toMatchObject({ name: 'Anpartsselskab ApS', priceDkk: 1849 });
  });

  it('resolves the English FAQs a translated page refers to into the locale, one by one', async () => {
    const faqsOf = async (from: ReturnType<typeof createEmbeddedSource>) => {
      const page = await from.fetch(servicePageQuery, { locale: 'de', slug: 'legal-services' });
      expect(page?.language).toBe('de');
      return page?.sections?.flatMap((s) => (s._type === 'faqSection' ? s.faqs : [])) ?? [];
    };
    const all = await faqsOf(source);
    expect(all.length).toBeGreaterThan(2);
    expect(all.every((faq) => faq.language === 'de')).toBe(true);
    const oneMissing = await faqsOf(without('faq-legal-services-1-de'));
    expect(oneMissing.map((faq) => faq.language)).toEqual(['en', ...all.slice(1).map(() => 'de')]);
    expect(oneMissing[0]?.question).toBe((byId.get('faq-legal-services-1') as { question?: string } | undefined)?.question);
  });

  it('shows the home page slides and service cards per document', async () => {
    const from = without('heroSlide-paris-fr', 'service-banking-fr');
    const home = await from.fetch(homePageQuery, { locale: 'fr' });
    expect(home.slides.map((s) => s.language)).toEqual(['en', 'fr', 'fr']);
    expect(home.services.map((s) => [s._id, s.language])).toEqual([
      ['service-company-registration-fr', 'fr'],
      ['service-accounting-tax-fr', 'fr'],
      ['service-banking', 'en'],
      ['service-compliance-fr', 'fr'],
    ]);
    // The country picker's names come from each country's French document.
    expect(home.page?.locations.length).toBeGreaterThan(3);
    expect(home.page?.locations.every((l) => l.language === 'fr')).toBe(true);
    expect(home.page?.locations.find((l) => l.slug === 'united-kingdom')?.name).toBe('Royaume-Uni');
  });
});

describe('honest fallback', () => {
  it('names the languages of a page’s main document, for hreflang and the sitemap', async () => {
    const from = without('jurisdiction-malta-sv', 'jurisdiction-malta-es');
    const page = await from.fetch(jurisdictionPageQuery, { locale: 'sv', slug: 'malta' });
    expect(page).toMatchObject({ language: 'en', languages: ['en', 'da', 'no', 'de', 'fr'] });
    expect(Object.keys(languageAlternates('/malta', page?.languages))).toEqual(['en', 'da', 'no', 'de', 'fr', 'x-default']);
    const sitemap = await from.fetch(sitemapQuery, {});
    expect(sitemap.pages.find((p) => p.slug === 'malta')?.languages).toEqual(['en', 'da', 'no', 'de', 'fr']);
    expect(sitemap.pages.find((p) => p.slug === 'denmark')?.languages).toHaveLength(7);
    expect(sitemap.home).toHaveLength(7);
  });

  it('marks a block lang="en" only when it is not in the page’s language', () => {
    expect(fallbackLang('en', 'da')).toBe('en');
    expect(fallbackLang('da', 'da')).toBeUndefined();
    expect(fallbackLang(null, 'da')).toBeUndefined();
    expect(existingLocales(LOCALES, ['en', 'fr'])).toEqual(['en', 'fr']);
    expect(existingLocales(LOCALES, null)).toEqual(LOCALES);
  });
});

describe('statistics in the locale’s number format', () => {
  it.each([
    ['en', '5,000+', '5,000+'],
    ['en', '9-35%', '9-35%'],
    ['da', '5,000+', '5.000+'],
    ['de', '95%', '95\u00a0%'],
    ['fr', '5,000+', '5\u202f000+'],
    ['sv', '9-35%', '9-35\u00a0%'],
    ['es', '5,000+', '5000+'],
    ['es', '25,000+', '25.000+'],
    ['no', '115+', '115+'],
    ['da', '450M+', '450M+'],
  ] as const)('%s: %s -> %s', (locale, value, shown) => {
    expect(formatFigure(value, locale)).toBe(shown);
  });
});
