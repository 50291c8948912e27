/**
 * Cache tags by document. Each cached query result, and so each page, is
 * tagged with what it shows, named the way a publish can name it:
 * - `<type>:<slug>` for a jurisdiction, region or service page: the pages of that document in
 *   every language, since all seven read its English figures and list its languages;
 * - `home`, `pricing`, `privacy` for the pages built from documents without a page of their own
 *   (slides, service cards, pricing items, the policy);
 * - `list:<type>` on the pages that list every document of a type (search, comparisons,
 *   sitemap, routing): a new, deleted, renamed or reordered one must appear there;
 * - `siteSettings` on every query: the layout, and links to the email or phone, read them;
 * - `facts:company` on the company's facts, which every page's prose may name.
 *
 * `revalidation.ts` maps a published document to these tags. `tests/unit/cache-tags.test.ts`
 * checks, for every query below and every document its result depends on, that publishing a
 * change to that document expires one of the query's tags.
 */

/** Every query: header, footer and links read the site settings. */
export const SETTINGS_TAG = 'siteSettings';
/** The company's facts: the English settings' claims and the office packages' prices. */
export const COMPANY_FACTS_TAG = 'facts:company';
/** The home page: its document, the slides and the service cards. */
export const HOME_TAG = 'home';
/** The pricing page's list of pricing items. */
export const PRICING_TAG = 'pricing';
/** The privacy policy. */
export const PRIVACY_TAG = 'privacy';

/** The document types with a page per slug. */
export type PageType = 'jurisdiction' | 'region' | 'servicePage';

/** The pages of one jurisdiction, region or service page, in every language. */
export function pageTag(type: PageType, slug: string): string {
  return `${type}:${slug}`;
}

/** The pages that list every document of `type`. */
export function listTag(type: PageType): string {
  return `list:${type}`;
}

const withSettings = (...tags: string[]) => [SETTINGS_TAG, ...tags];

/** The cache tags of each loader's query, from its parameters. */
export const queryTags = {
  siteSettings: () => withSettings(),
  companyFacts: () => withSettings(COMPANY_FACTS_TAG),
  homePage: () => withSettings(HOME_TAG),
  servicePage: (slug: string) => withSettings(pageTag('servicePage', slug)),
  jurisdictionPage: (slug: string) => withSettings(pageTag('jurisdiction', slug)),
  regionPage: (slug: string) => withSettings(pageTag('region', slug)),
  pricingPage: () => withSettings(pageTag('servicePage', 'pricing'), PRICING_TAG),
  privacyPolicy: () => withSettings(PRIVACY_TAG),
  comparePage: (slugs: readonly string[]) =>
    withSettings(listTag('jurisdiction'), listTag('region'), ...slugs.map((slug) => pageTag('jurisdiction', slug))),
  searchPage: () => withSettings(listTag('region'), listTag('jurisdiction'), listTag('servicePage')),
  pageSlugs: () => withSettings(listTag('servicePage'), listTag('jurisdiction')),
  regionSlugs: () => withSettings(listTag('region')),
  sitemap: () => withSettings(HOME_TAG, PRIVACY_TAG, listTag('servicePage'), listTag('jurisdiction'), listTag('region')),
} as const satisfies Record<string, (...args: never[]) => string[]>;
