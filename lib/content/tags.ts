/** The documents that link a document's language versions (`inLocale` in queries.ts), read wherever FAQs, pricing items, slides or service cards are shown. */
const TRANSLATIONS = 'translation.metadata';

/** Types a `link` object can point at or read (`LINK` in queries.ts: page references, settings' email and phone). */
const LINKED = ['jurisdiction', 'region', 'servicePage', 'siteSettings'] as const;

/**
 * The cache tags of each query: every document type it reads, directly, through a reference
 * or through a link (issue 13, part 4). The webhook revalidates the tag of a published
 * document's type, so a page is regenerated whenever anything it shows changes.
 * `tests/unit/cache-tags.test.ts` evaluates each query without each type in turn and fails
 * when a type that changes the result is missing here.
 */
export const QUERY_TAGS = {
  siteSettings: ['siteSettings'],
  companyFacts: ['siteSettings', 'servicePage'],
  homePage: ['homePage', 'heroSlide', 'service', TRANSLATIONS, ...LINKED],
  servicePage: ['servicePage', 'faq', TRANSLATIONS, ...LINKED],
  jurisdictionPage: ['jurisdiction', ...LINKED],
  regionPage: ['region', ...LINKED],
  pricingPage: ['pricingItem', TRANSLATIONS, ...LINKED],
  privacyPolicy: ['privacyPolicy'],
  comparePage: ['jurisdiction', 'region'],
  searchPage: ['region', 'jurisdiction', 'servicePage'],
  pageSlugs: ['servicePage', 'jurisdiction'],
  regionSlugs: ['region'],
  sitemap: ['homePage', 'privacyPolicy', 'servicePage', 'jurisdiction', 'region'],
} as const satisfies Record<string, readonly string[]>;
