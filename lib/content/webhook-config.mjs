// The GROQ-powered webhook an operator creates in sanity.io/manage (docs/integrations.md, "Sanity webhook"),
// in one place: docs/integrations.md quotes it, a unit test checks the quote, and the loopback Content Lake
// sends exactly this on every publish and delete. Plain JavaScript so the lake,
// which runs on Node without a build, can import it.

/** Every document type a page shows; `translation.metadata` links a new translation to its English document. */
export const WEBHOOK_TYPES = [
  'siteSettings',
  'homePage',
  'privacyPolicy',
  'heroSlide',
  'service',
  'jurisdiction',
  'region',
  'servicePage',
  'pricingItem',
  'faq',
  'translation.metadata',
];

/** The webhook's filter (GROQ), as typed into Sanity's form. */
export const WEBHOOK_FILTER = `_type in [${WEBHOOK_TYPES.map((type) => `"${type}"`).join(', ')}]`;

/**
 * The webhook's projection (GROQ, with Sanity's webhook functions `before()`, `after()` and
 * `delta::changedAny`): the body `/api/revalidate` reads to expire the pages that show the
 * document (`lib/content/revalidation.ts`). `previousSlug` and `regions` name the
 * pages a renamed or moved document leaves; `translations` the documents a translation's
 * metadata links; `listed` whether a field that lists and links show changed (name, order, slug,
 * region, language; true on create and delete); `facts` whether a country's figures changed,
 * which regions that link it state; `card` whether the summary its region's card shows changed; `companyFacts` whether the office packages or claims that
 * every page's prose may name changed.
 */
export const WEBHOOK_PROJECTION =
  '{ _type, _id, "slug": slug.current, "previousSlug": before().slug.current, "regions": [before().region._ref, after().region._ref], ' +
  '"translations": translations[].value._ref, "listed": delta::changedAny((slug, name, title, order, region, countryCode, language)), ' +
  '"facts": delta::changedAny(comparison), "card": delta::changedAny(regionCardSummary), "companyFacts": delta::changedAny((claims, language, sections[_type == "officePackagesSection"])) }';
