import { describe, expect, it } from 'vitest';
import { createEmbeddedSource } from '@/lib/content/embedded-source';
import { withStepDurations } from '@/lib/content/step-durations';
import {
  homePageQuery,
  jurisdictionPageQuery,
  pageSlugsQuery,
  pricingPageQuery,
  regionPageQuery,
  regionSlugsQuery,
  servicePageQuery,
  siteSettingsQuery,
} from '@/lib/content/queries';
import type { Jurisdiction, RegionPageQueryResult, ServicePageQueryResult } from '@/lib/content/sanity.types';
import { resolveFacts } from '@/lib/facts/resolve';
import { seedDocuments } from '@/seed';
import { seedCompanyFacts } from '@/seed/facts';

const source = createEmbeddedSource();
const en = { locale: 'en' };

const OLDER = ['singapore', 'dubai', 'hong-kong', 'united-kingdom', 'united-states', 'germany', 'france', 'netherlands', 'switzerland', 'mauritius'];
const NEWER = ['denmark', 'cyprus', 'hungary', 'ireland', 'luxembourg', 'estonia', 'malta', 'belgium', 'spain', 'portugal', 'austria'];
const SERVICE_PAGES = [
  'company-registration', 'accounting-tax', 'banking', 'company-secretarial', 'director-services',
  'compliance', 'legal-services', 'virtual-office', 'fees', 'global-company-registration',
];
const REGIONS = ['asia-pacific', 'europe', 'financial-companies', 'middle-east', 'africa', 'americas'];

type Section = NonNullable<NonNullable<ServicePageQueryResult>['sections']>[number];
const servicePage = (slug: string) => source.fetch(servicePageQuery, { ...en, slug });
const sectionsOf = async (slug: string): Promise<Section[]> => (await servicePage(slug))?.sections ?? [];
const count = (sections: Section[], type: Section['_type']) => sections.filter((s) => s._type === type);
const cardCounts = (sections: Section[]) =>
  sections.flatMap((s) => (s._type === 'cardGridSection' ? [s.cards.length] : []));

/** Every `href` anywhere in a query result. */
function hrefs(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(hrefs);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => (key === 'href' && typeof inner === 'string' ? [inner] : hrefs(inner)));
  }
  return [];
}

describe('layout and routing queries', () => {
  it('site settings give header, footer and contact details', async () => {
    const settings = await source.fetch(siteSettingsQuery, en);
    expect(settings?.email).toMatch(/@/);
    expect(settings?.address.area).toBe('Covent Garden');
    expect(settings?.phoneHref).toBe('tel:+442079460000');
    expect(settings?.emailHref).toBe(`mailto:${settings?.email}`);
    expect(settings?.serviceLinks?.map((l) => l.href)).toEqual(['/legal-services', '/virtual-office', '/compliance', '/company-secretarial']);
  });

  it('shows the English email and phone in every language: one field each', async () => {
    const translations = seedDocuments.filter((d) => d._type === 'siteSettings' && d.language !== 'en') as { email?: string; phone?: string }[];
    expect(translations.length).toBe(6);
    for (const doc of translations) expect([doc.email, doc.phone]).toEqual([undefined, undefined]);
    // An editor's change of the English phone reaches Danish pages; the Danish words stay Danish.
    const edited = seedDocuments.map((d) => (d._type === 'siteSettings' && d.language === 'en' ? { ...d, phone: '+45 70 70 70 70' } : d));
    const danish = await createEmbeddedSource(edited).fetch(siteSettingsQuery, { locale: 'da' });
    expect(danish).toMatchObject({ phone: '+45 70 70 70 70', phoneHref: 'tel:+4570707070', email: 'info@meridian-corporate.example' });
    expect(danish?.address.country).toBe('Storbritannien');
  });

  it('falls back to English for a locale without documents', async () => {
    const untranslated = createEmbeddedSource(seedDocuments.filter((d) => !('language' in d) || d.language === 'en'));
    const settings = await untranslated.fetch(siteSettingsQuery, { locale: 'sv' });
    expect(settings?.companyName).toBeTruthy();
    const page = await untranslated.fetch(jurisdictionPageQuery, { locale: 'de', slug: 'denmark' });
    expect(page).toMatchObject({ name: 'Denmark', language: 'en', languages: ['en'] });
    const german = await source.fetch(jurisdictionPageQuery, { locale: 'de', slug: 'denmark' });
    expect(german).toMatchObject({ name: 'Dänemark', language: 'de' });
  });

  it('lists every service page and country page slug once', async () => {
    const slugs = await source.fetch(pageSlugsQuery, {});
    const bySlug = new Map(slugs.map((s) => [s.slug, s._type]));
    expect(bySlug.size).toBe(slugs.length);
    for (const slug of [...OLDER, ...NEWER]) expect(bySlug.get(slug), slug).toBe('jurisdiction');
    for (const slug of SERVICE_PAGES) expect(bySlug.get(slug), slug).toBe('servicePage');
  });

  it('lists the six region slugs in order', async () => {
    expect(await source.fetch(regionSlugsQuery, {})).toEqual(REGIONS);
  });
});

describe('home page query', () => {
  it('returns the Paris, Dubai and Singapore slides with images, four services and ten locations', async () => {
    const home = await source.fetch(homePageQuery, en);
    expect(home.slides.map((s) => s.title)).toEqual(['Paris', 'Dubai', 'Singapore']);
    for (const slide of home.slides) {
      expect(slide.subtitle).toBe('Where can we assist you to set up business?');
      expect(slide.imageUrl).toMatch(/^\/images\/hero\/.+\.svg$/);
      expect(slide.imageAlt).toBeTruthy();
    }
    expect(home.services.map((s) => s.icon)).toEqual(['Building2', 'Calculator', 'Landmark', 'MapPin']);
    expect(home.page?.locations?.map((l) => l.slug)).toEqual(OLDER);
    expect(home.page?.aboutParagraphs).toHaveLength(2);
  });
});

describe('country page query (docs/requirements.md, §2 Country pages)', () => {
  it.each(OLDER)('%s (older style): 4 why cards, 6 services, 5 key facts, Get Started to /contact', async (slug) => {
    const page = await source.fetch(jurisdictionPageQuery, { ...en, slug });
    expect(page?.seo.title).toBeTruthy();
    expect(page?.why?.items).toHaveLength(4);
    expect(page?.services?.items).toHaveLength(6);
    expect(page?.keyFacts?.items?.map((f) => f.label)).toEqual([
      'Corporate Tax Rate', 'Incorporation Timeline', 'Minimum Share Capital', 'Director Requirements', 'Annual Compliance',
    ]);
    expect(page?.cta.actions?.map((a) => [a.label, a.href])).toEqual([['Get Started', '/contact']]);
  });

  it.each(NEWER)('%s (newer style): 4 why, 3 company types, 8 facts, 6 timed steps, closing buttons', async (slug) => {
    const page = await source.fetch(jurisdictionPageQuery, { ...en, slug });
    expect(page?.hero.actions?.map((a) => [a.label, a.href])).toEqual([
      ['Start Your Company', '/contact'],
      ['View Pricing', '/fees'],
    ]);
    expect(page?.why?.items).toHaveLength(4);
    expect(page?.companyTypes?.items).toHaveLength(3);
    for (const type of page?.companyTypes?.items ?? []) expect(type.minCapital).toBeTruthy();
    expect(page?.keyFacts?.items).toHaveLength(8);
    expect(page?.process?.steps).toHaveLength(6);
    // A step's time: its words, or the English step's duration, which the loader formats.
    const durations = new Set(page?.stepDurations?.filter((step) => step.duration?.from != null && step.duration.unit).map((step) => step._key));
    for (const step of page?.process?.steps ?? []) expect(step.timeline || durations.has(step._key), step._key).toBeTruthy();
    const closing = page?.cta.actions?.map((a) => a.href);
    if (['denmark', 'cyprus', 'hungary', 'ireland'].includes(slug)) {
      expect(closing?.[0]).toMatch(/^mailto:.+@/);
      expect(closing?.[1]).toMatch(/^tel:\+\d+$/);
    } else {
      expect(page?.cta.actions?.map((a) => [a.label, a.href])).toEqual([
        ['Contact Us Today', '/contact'],
        ['Explore Other Jurisdictions', '/global-registration/europe'],
      ]);
    }
  });
});

describe('service page query (docs/requirements.md, §2 Service pages)', () => {
  it('company-registration: four benefit cards, two lists, Get Started to /contact', async () => {
    const sections = await sectionsOf('company-registration');
    expect(cardCounts(sections)).toEqual([4]);
    expect(count(sections, 'bulletListSection')).toHaveLength(2);
    expect(hrefs(count(sections, 'ctaSection'))).toContain('/contact');
  });

  it.each(['accounting-tax', 'banking', 'company-secretarial', 'director-services'])(
    '%s: four service cards, a bullet list and a contact button',
    async (slug) => {
      const sections = await sectionsOf(slug);
      expect(cardCounts(sections)).toEqual([4]);
      expect(count(sections, 'bulletListSection')).toHaveLength(1);
      expect(hrefs(count(sections, 'ctaSection'))).toContain('/contact');
    },
  );

  it('compliance: six cards with features, three reasons, four steps, links to /contact and /fees', async () => {
    const sections = await sectionsOf('compliance');
    expect(cardCounts(sections)).toEqual([6, 3]);
    const cards = count(sections, 'cardGridSection')[0];
    if (cards?._type === 'cardGridSection') for (const card of cards.cards) expect(card.features?.length).toBeGreaterThan(0);
    const process = count(sections, 'processSection')[0];
    expect(process?._type === 'processSection' && process.steps.length).toBe(4);
    expect(hrefs(sections)).toEqual(expect.arrayContaining(['/contact', '/fees']));
  });

  it('legal-services: 6 cards, 4 trust cards, 8 industries, 4 steps, 6 FAQs', async () => {
    const sections = await sectionsOf('legal-services');
    expect(cardCounts(sections)).toEqual([6, 4]);
    const industries = count(sections, 'industriesSection')[0];
    expect(industries?._type === 'industriesSection' && industries.industries.length).toBe(8);
    const faq = count(sections, 'faqSection')[0];
    expect(faq?._type === 'faqSection' && faq.faqs.map((f) => f.answer.length > 0)).toEqual(Array(6).fill(true));
    expect(hrefs(sections)).toEqual(expect.arrayContaining(['/contact', '/fees']));
  });

  it('virtual-office: 3 packages at £1,200/year, £350/month, £4,500 once; 6 benefits; 6 locations; 4 steps; 8 FAQs; 4 support cards', async () => {
    const sections = await sectionsOf('virtual-office');
    const packages = count(sections, 'officePackagesSection')[0];
    expect(packages?._type === 'officePackagesSection' && packages.packages.map((p) => [p.priceGbp, p.period])).toEqual([
      [1200, 'year'],
      [350, 'month'],
      [4500, 'once'],
    ]);
    expect(cardCounts(sections)).toEqual([6, 4]);
    const locations = count(sections, 'locationsSection')[0];
    expect(locations?._type === 'locationsSection' && locations.locations.length).toBe(6);
    const faq = count(sections, 'faqSection')[0];
    expect(faq?._type === 'faqSection' && faq.faqs.length).toBe(8);
  });

  it('fees: philosophy cards, fee-structure text, Get Your Quote to /contact', async () => {
    const sections = await sectionsOf('fees');
    expect(count(sections, 'richTextSection')).toHaveLength(1);
    const cta = count(sections, 'ctaSection')[0];
    expect(cta?._type === 'ctaSection' && cta.actions.map((a) => [a.label, a.href])).toEqual([['Get Your Quote', '/contact']]);
  });

  it('jurisdictions overview: 4 benefits, 6 region cards, 6 specialised cards linking to pages or /contact?subject=', async () => {
    const page = await servicePage('global-company-registration');
    expect(hrefs(page?.hero)).toEqual(['/contact', '/fees']);
    const sections = page?.sections ?? [];
    expect(cardCounts(sections)).toEqual([4, 6, 6]);
    const [, regions, specialised] = count(sections, 'cardGridSection');
    expect(hrefs(regions)).toEqual([
      '/global-registration/asia-pacific',
      '/global-registration/europe',
      '/global-registration/middle-east',
      '/global-registration/africa',
      '/global-registration/americas',
      // docs/requirements.md, §2 has Country Comparisons lead to /fees; it leads to the jurisdiction comparison now
      // that the site has one.
      '/compare',
    ]);
    const special = hrefs(specialised);
    expect(special[0]).toBe('/global-registration/financial-companies');
    for (const href of special.slice(1)) expect(href).toMatch(/^\/contact\?subject=/);
    expect(hrefs(count(sections, 'ctaSection'))).toEqual([expect.stringMatching(/^mailto:/), expect.stringMatching(/^tel:/)]);
  });

  it('company-formation: Selskabsstiftelse with four progress steps, step 1 active', async () => {
    const page = await servicePage('company-formation');
    expect(page?.hero.heading).toBe('Selskabsstiftelse');
    const progress = count(page?.sections ?? [], 'progressSection')[0];
    expect(progress?._type === 'progressSection' && [progress.steps.length, progress.activeStep]).toEqual([4, 1]);
  });
});

describe('region page query (docs/requirements.md, §2 Jurisdictions overview and regions)', () => {
  // As the loader shows it: the card texts with the facts of each country filled.
  const region = async (slug: string, locale = 'en', from = source) =>
    resolveFacts(await from.fetch(regionPageQuery, { locale, slug }), locale, seedCompanyFacts);
  type RegionSection = NonNullable<NonNullable<RegionPageQueryResult>['sections']>[number];
  type CountryCards = Extract<RegionSection, { _type: 'jurisdictionCardsSection' }>;

  /** The region's country cards section (there is one per region page but financial companies). */
  async function countryCards(slug: string, locale = 'en', from = source): Promise<CountryCards> {
    const sections = (await region(slug, locale, from))?.sections ?? [];
    const found = sections.filter((s): s is CountryCards => s._type === 'jurisdictionCardsSection');
    expect(found, `${slug}: one jurisdictionCardsSection`).toHaveLength(1);
    return found[0]!;
  }

  /** Every card of the section as [title, href], country pages first, then the other countries. */
  const cardLinks = (section: CountryCards) => [
    ...section.jurisdictions.map((j) => [j.name, j.href]),
    ...(section.otherCountries ?? []).map((c) => [c.title, c.link?.href]),
  ];

  const EUROPE = [
    ['United Kingdom', 'Corporate tax 25% (19% small profits rate)'],
    ['Ireland', 'Corporate tax 12.5%'],
    ['France', 'Corporate tax 25%'],
    ['Germany', 'Corporate tax about 30%'],
    ['Netherlands', 'Corporate tax 25.8% (15% up to €200,000)'],
    ['Switzerland', 'Corporate tax 11.9-21.6%'],
    ['Denmark', 'Corporate tax 22%'],
    ['Cyprus', 'Corporate tax 12.5%'],
    ['Hungary', 'Corporate tax 9%'],
    ['Luxembourg', 'Corporate tax 24.94%'],
    ['Estonia', 'Corporate tax 19% on distributed profits'],
    ['Malta', 'Corporate tax 35% (5% effective)'],
    ['Belgium', 'Corporate tax 25%'],
    ['Spain', 'Corporate tax 25% (15% startups)'],
    ['Portugal', 'Corporate tax 21% (17% reduced available)'],
    ['Austria', 'Corporate tax 24% (23% from 2024)'],
  ] as const;
  const hrefOf = (name: string) => `/${name.toLowerCase().replace(/ /g, '-')}`;

  it('asia-pacific: four benefit cards, then Singapore and Hong Kong pages and four others to /fees', async () => {
    const page = await region('asia-pacific');
    expect(page?.sections?.map((s) => s._type)).toEqual(['cardGridSection', 'jurisdictionCardsSection', 'ctaSection']);
    const cards = await countryCards('asia-pacific');
    expect(cardLinks(cards)).toEqual([
      ['Singapore', '/singapore'],
      ['Hong Kong', '/hong-kong'],
      ['Australia', '/fees'],
      ['New Zealand', '/fees'],
      ['Japan', '/fees'],
      ['South Korea', '/fees'],
    ]);
    // The threshold is a fact written short ({reducedTaxLimit}); Intl joins code and figure with a no-break space.
    expect(cards.jurisdictions.map((j) => j.summary)).toEqual(['Corporate tax 17%', 'Corporate tax 16.5% (8.25% on first HKD\u00a02m)']);
  });

  it('europe: the four stats and exactly the 16 country cards of the requirements, in their order, with their tax line', async () => {
    const page = await region('europe');
    expect(page?.stats?.map((s) => s.value)).toEqual(['27+', '450M+', '2-8 weeks', '9-35%']);
    const cards = await countryCards('europe');
    expect(cards.heading).toBe('European Jurisdictions');
    expect(cards.jurisdictions.map((j) => [j.name, j.href, j.summary])).toEqual(EUROPE.map(([name, tax]) => [name, hrefOf(name), tax]));
    expect(cards.otherCountries).toBeNull();
  });

  it.each([
    ['middle-east', 'Dubai', '/dubai'],
    ['africa', 'Mauritius', '/mauritius'],
    ['americas', 'United States', '/united-states'],
  ])('%s lists its one country page, %s', async (slug, name, href) => {
    expect(cardLinks(await countryCards(slug))).toEqual([[name, href]]);
  });

  it('financial-companies keeps its curated premier jurisdictions (no country references that region)', async () => {
    const page = await region('financial-companies');
    expect(page?.sections?.some((s) => s._type === 'jurisdictionCardsSection')).toBe(false);
    const premier = page?.sections?.find((s) => s.heading === 'Premier Jurisdictions for Financial Companies');
    expect(hrefs(premier)).toEqual(['/united-kingdom', '/cyprus', '/malta', '/luxembourg', '/singapore', '/fees']);
  });

  describe('lists the jurisdictions from their references, not from copies in the region', () => {
    const denmark = seedDocuments.find((d) => d._id === 'jurisdiction-denmark') as Jurisdiction;
    const norway = {
      ...denmark,
      _id: 'jurisdiction-norway',
      name: 'Norway',
      slug: { _type: 'slug', current: 'norway' },
      order: 75,
      regionCardSummary: 'Corporate tax {corporateTax}',
    } satisfies Jurisdiction;

    it('a newly published jurisdiction of Europe appears on the Europe page, in its order, with no edit of the region', async () => {
      const withNorway = createEmbeddedSource([...seedDocuments, norway]);
      const names = (await countryCards('europe', 'en', withNorway)).jurisdictions.map((j) => j.name);
      expect(names).toHaveLength(17);
      expect(names.slice(6, 9)).toEqual(['Denmark', 'Norway', 'Cyprus']);
      expect(cardLinks(await countryCards('europe', 'en', withNorway))).toContainEqual(['Norway', '/norway']);
      expect(cardLinks(await countryCards('asia-pacific', 'en', withNorway)).map(([name]) => name)).not.toContain('Norway');
    });

    it('a deleted jurisdiction disappears from its region page', async () => {
      const withoutDenmark = createEmbeddedSource(seedDocuments.filter((d) => d._id !== denmark._id));
      const names = (await countryCards('europe', 'en', withoutDenmark)).jurisdictions.map((j) => j.name);
      expect(names).toEqual(EUROPE.map(([name]) => name).filter((name) => name !== 'Denmark'));
    });

    it('a jurisdiction moved to another region moves with its reference', async () => {
      const moved = seedDocuments.map((d) => (d._id === denmark._id ? { ...denmark, region: { _type: 'reference', _ref: 'region-africa' } } : d));
      const from = createEmbeddedSource(moved);
      expect((await countryCards('europe', 'en', from)).jurisdictions.map((j) => j.name)).not.toContain('Denmark');
      expect((await countryCards('africa', 'en', from)).jurisdictions.map((j) => j.name)).toEqual(['Mauritius', 'Denmark']);
    });

    it("takes each country's name and card text from the locale's document when it has one, else English", async () => {
      // The seed without the Danish United Kingdom: that card alone falls back to English. The
      // Danish region document has its own id: the countries are matched by the region's slug.
      const from = createEmbeddedSource(seedDocuments.filter((d) => d._id !== 'jurisdiction-united-kingdom-da'));
      const da = (await countryCards('europe', 'da', from)).jurisdictions;
      expect(da).toHaveLength(16);
      expect(da[6]).toMatchObject({ name: 'Danmark', language: 'da', href: '/denmark', summary: 'Selskabsskat 22\u00a0%' });
      expect(da[0]).toMatchObject({ name: 'United Kingdom', language: 'en', href: '/united-kingdom', summary: EUROPE[0][1] });
      expect((await countryCards('europe', 'en', from)).jurisdictions[6]?.name).toBe('Denmark');
    });
  });
});

describe('no dead ends: every link of every page resolves to a route', () => {
  it('resolves all internal hrefs', async () => {
    const slugs = (await source.fetch(pageSlugsQuery, {})).map((s) => `/${s.slug}`);
    const regions = REGIONS.map((r) => `/global-registration/${r}`);
    // Routes of their own, outside the documents: the comparison and the search.
    const routes = new Set(['/', '/compare', '/search', ...slugs, ...regions]);
    const results: unknown[] = [
      await source.fetch(homePageQuery, en),
      await source.fetch(siteSettingsQuery, en),
      await source.fetch(pricingPageQuery, en),
      ...(await Promise.all(SERVICE_PAGES.concat(['contact', 'pricing', 'company-formation']).map(servicePage))),
      ...(await Promise.all([...OLDER, ...NEWER].map((slug) => source.fetch(jurisdictionPageQuery, { ...en, slug })))),
      ...(await Promise.all(REGIONS.map((slug) => source.fetch(regionPageQuery, { ...en, slug })))),
    ];
    const all = results.flatMap(hrefs);
    expect(all.length).toBeGreaterThan(100);
    for (const href of all) {
      if (/^(mailto:|tel:)/.test(href)) continue;
      const path = href.split('?')[0] ?? '';
      expect(routes.has(path), `${href} is a route`).toBe(true);
    }
  });

  it('pricing query returns the page texts and 37 items', async () => {
    const pricing = await source.fetch(pricingPageQuery, en);
    expect(pricing.page?.hero.heading).toBeTruthy();
    expect(pricing.items).toHaveLength(37);
  });
});

describe('process step durations', () => {
  it('come from the English steps and read in each language, while words such as "Same day" stay', async () => {
    const danish = await source.fetch(jurisdictionPageQuery, { locale: 'da', slug: 'denmark' });
    expect(danish?.language).toBe('da');
    expect(withStepDurations(danish?.process?.steps ?? [], danish?.stepDurations, 'da').map((step) => step.timeline)).toEqual([
      '1-2 dage', '1-2 dage', '3-5 dage', '1-3 uger', '1-2 uger', '1-2 uger',
    ]);
    const portugal = await source.fetch(jurisdictionPageQuery, { locale: 'de', slug: 'portugal' });
    const steps = withStepDurations(portugal?.process?.steps ?? [], portugal?.stepDurations, 'de').map((step) => step.timeline);
    expect(steps[0]).toBe('1 Tag');
    expect(steps[1]).not.toMatch(/\d/);
    expect(steps[5]).toBe('1-3 Tage');
  });
});
