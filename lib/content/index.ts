import { cache } from 'react';
import { companyFacts } from '../facts/company';
import { officeFacts } from '../facts/office';
import { resolveFacts } from '../facts/resolve';
import type { Fact } from '../facts/types';
import { formatFigure } from '../i18n/format-figure';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../i18n/locales';
import { logger } from '../log/logger';
import { getWordPressHome, withStatValues, type WordPressStats } from '../wordpress';
import { contentSource, embeddedSource as embedded } from './configured-source';
import { freshRead, withFreshContent } from './fresh-reads';
import {
  companyFactsQuery,
  comparePageQuery,
  homePageQuery,
  jurisdictionPageQuery,
  pageSlugsQuery,
  pricingPageQuery,
  privacyPolicyQuery,
  regionPageQuery,
  regionSlugsQuery,
  searchPageQuery,
  servicePageQuery,
  sitemapQuery,
  siteSettingsQuery,
} from './queries';
import type { ComparePageQueryResult, HomePageQueryResult, SiteSettingsQueryResult } from './sanity.types';
import { isPreview } from './preview';
import { withStepDurations } from './step-durations';
import { queryTags } from './tags';
import type { QueryParams, QueryResult, TypedQuery } from './source';

/**
 * Page data for the routes in `app/`: one loader per page template, each running one GROQ
 * query of `queries.ts` against the configured content source. Loaders are memoised per
 * request with React's `cache`, so metadata and page share one query. Every text comes back
 * with its fact placeholders filled for the locale (`lib/facts`), so templates,
 * metadata and JSON-LD show the figures of the fact fields.
 */

export { contentSource, withFreshContent };

/**
 * Runs a query on the configured source with the cache tags of what it shows (`tags.ts`);
 * in draft mode (Presentation tool preview) it reads drafts, uncached; within
 * {@link withFreshContent}, the published content now, past Next's data cache.
 * @param query a `defineQuery` of `queries.ts`: a plain string does not type-check, so every
 *   loader's result type is typegen's for its query ({@link QueryResult}).
 */
async function fetchContent<const Query extends TypedQuery>(query: Query, params: QueryParams, tags: readonly string[]): Promise<QueryResult<Query>> {
  const fresh = freshRead(`${query}\u0000${JSON.stringify(params)}`, !('slug' in params), () =>
    contentSource.fetch(query, params, { tags: [...tags], fresh: true, preview: false }),
  );
  return fresh ?? contentSource.fetch(query, params, { tags: [...tags], preview: await isPreview() });
}

/** The company's facts and the office packages', from the English documents: the figures every page may name. */
export const getCompanyFacts = cache(async (): Promise<Fact[]> => {
  const { claims, officePackages } = await getCompanyFactFields();
  return [...companyFacts(claims), ...officeFacts(officePackages)];
});

/** The English site settings' `claims` and the office packages' prices and activation times. */
const getCompanyFactFields = cache(() => fetchContent(companyFactsQuery, {}, queryTags.companyFacts()));

/**
 * Runs a query and fills the fact placeholders of its texts for `locale`
 * (`lib/facts/resolve.ts`): the company's facts everywhere, a country's inside its
 * `jurisdictionFacts` scope. `prepare` sees the texts before they are filled.
 */
async function fetchResolved<const Query extends TypedQuery>(
  query: Query,
  params: QueryParams & { locale: Locale },
  tags: readonly string[],
  prepare: (result: QueryResult<Query>) => QueryResult<Query> = (result) => result,
): Promise<QueryResult<Query>> {
  const [found, company] = await Promise.all([fetchContent(query, params, tags), getCompanyFacts()]);
  const result = prepare(found);
  // Next renders a page beside its layout, so a first segment that is not a locale (e.g.
  // `/api%2Frevalidate`) reaches loaders before the layout's notFound(); Intl would throw a
  // RangeError on it and turn that 404 into a 500.
  return resolveFacts(result, isLocale(params.locale) ? params.locale : DEFAULT_LOCALE, company);
}

/** Site settings with the contact details every page shows, which come from the English document. */
export type SiteSettings = NonNullable<SiteSettingsQueryResult> & { email: string; phone: string; emailHref: string; phoneHref: string };

/**
 * Site settings for header, footer and contact details.
 * @throws Error when the dataset has no site settings, or its English ones lack the email or
 *   phone (required there by the Studio; every language shows them)
 */
export const getSiteSettings = cache(async (locale: Locale): Promise<SiteSettings> => {
  const settings = await fetchResolved(siteSettingsQuery, { locale }, queryTags.siteSettings());
  if (!settings) throw new Error(`No siteSettings document in content source ${contentSource.name}`);
  const { email, phone, emailHref, phoneHref } = settings;
  if (!email || !phone || !emailHref || !phoneHref) throw new Error(`The English siteSettings in content source ${contentSource.name} have no email or phone`);
  return { ...settings, email, phone, emailHref, phoneHref };
});

/** WordPress's about figures, written in English notation, in the locale's format like the tiles' own facts. */
function localizedStats(stats: WordPressStats, locale: Locale): WordPressStats {
  return Object.fromEntries(Object.entries(stats).map(([key, value]) => [key, typeof value === 'string' ? formatFigure(value, locale) : value])) as WordPressStats;
}

/** The home page's data: the query's result plus the about statistic tiles. */
export type HomePageData = HomePageQueryResult & { stats: NonNullable<SiteSettingsQueryResult>['stats'] };

/**
 * The home page (docs/requirements.md, §2 Home, §3, §4 Content loading). With `WORDPRESS_API_URL` set, the
 * WordPress hero slides and services win when non-empty and its about statistics replace the
 * values of the site-settings tiles (labels kept); a WordPress part that fails or is empty
 * falls back to the content source. Empty slide or service lists then fall back to the
 * built-in seed documents (Paris, Dubai, Singapore slides; four built-in services). WordPress
 * never makes this throw.
 * @returns the page texts, slides, services and stat tiles (default statistics from settings).
 * @throws when the content source fails or has no site settings, as {@link getSiteSettings}.
 */
export const getHomePage = cache(async (locale: Locale): Promise<HomePageData> => {
  const [home, settings, wordpress] = await Promise.all([
    fetchResolved(homePageQuery, { locale }, queryTags.homePage()),
    getSiteSettings(locale),
    getWordPressHome().catch((error: unknown) => {
      logger.error({ event: 'wordpress-unavailable', err: error }, 'WordPress: content unavailable, using the fallback content');
      return null;
    }),
  ]);
  const stats = wordpress?.stats ? withStatValues(settings.stats, localizedStats(wordpress.stats, locale)) : settings.stats;
  const slides = wordpress?.slides?.length ? wordpress.slides : home.slides;
  const services = wordpress?.services?.length ? wordpress.services : home.services;
  if (slides.length > 0 && services.length > 0 && home.page) return { page: home.page, slides, services, stats };
  const builtIn = resolveFacts(await embedded.fetch(homePageQuery, { locale }), locale, await getCompanyFacts());
  return {
    page: home.page ?? builtIn.page,
    slides: slides.length > 0 ? slides : builtIn.slides,
    services: services.length > 0 ? services : builtIn.services,
    stats,
  };
});

/**
 * A section-built page by slug, or `null` when there is none. Office package cards get their
 * price from the English package with the same `_key`: the one field every language
 * reads; a translation's own copy, if it has one, is ignored.
 */
export const getServicePage = cache(async (locale: Locale, slug: string): Promise<QueryResult<typeof servicePageQuery>> => {
  const page = await fetchResolved(servicePageQuery, { locale, slug }, queryTags.servicePage(slug));
  if (!page) return null;
  const prices = new Map((page.packagePrices ?? []).flatMap((pkg) => (pkg ? [[pkg._key, pkg.priceGbp] as const] : [])));
  const durations = new Map((page.stepDurations ?? []).map((section) => [section._key, section.steps]));
  return {
    ...page,
    sections:
      page.sections?.map((section) => {
        if (section._type === 'officePackagesSection') {
          return { ...section, packages: section.packages.map((pkg) => ({ ...pkg, priceGbp: prices.get(pkg._key) ?? pkg.priceGbp })) };
        }
        if (section._type === 'processSection') return { ...section, steps: withStepDurations(section.steps, durations.get(section._key), locale) };
        return section;
      }) ?? null,
  };
});

/** A country page by slug, or `null`; process steps carry their time in words (`withStepDurations`). */
export const getJurisdictionPage = cache(async (locale: Locale, slug: string): Promise<QueryResult<typeof jurisdictionPageQuery>> => {
  const page = await fetchResolved(jurisdictionPageQuery, { locale, slug }, queryTags.jurisdictionPage(slug));
  if (!page?.process?.steps) return page;
  return { ...page, process: { ...page.process, steps: withStepDurations(page.process.steps, page.stepDurations, locale) } };
});

/** A region page by slug, or `null`. */
export const getRegionPage = cache((locale: Locale, slug: string) =>
  fetchResolved(regionPageQuery, { locale, slug }, queryTags.regionPage(slug), (page) =>
    // A headline figure typed in English notation ("27+") reads in the locale's format; one
    // that names a fact ("{euCountries}") gets the fact's format when it is filled.
    page?.stats ? { ...page, stats: page.stats.map((stat) => (stat.value.includes('{') ? stat : { ...stat, value: formatFigure(stat.value, locale) })) } : page,
  ),
);

/** The pricing page texts and all pricing items in page order. */
export const getPricingPage = cache((locale: Locale) => fetchResolved(pricingPageQuery, { locale }, queryTags.pricingPage()));

/** Slugs of every page rendered by the `[slug]` route segment, with their document type. */
export const getPageSlugs = cache(() => fetchContent(pageSlugsQuery, {}, queryTags.pageSlugs()));

/** Slugs of every region page. */
export const getRegionSlugs = cache(() => fetchContent(regionSlugsQuery, {}, queryTags.regionSlugs()));

/** The privacy policy in `locale`, else in English; `null` when the dataset has none. */
export const getPrivacyPolicy = cache((locale: Locale) => fetchResolved(privacyPolicyQuery, { locale }, queryTags.privacyPolicy()));

type Compared = ComparePageQueryResult['selected'][number];

/**
 * A country's English `comparison` (the figures) with the words of its locale's
 * document: the notes and the company-type names, matched by `_key`; English where the locale's
 * document has none.
 */
function withLocalWords(comparison: Compared['comparison'], words: Compared['words']): Compared['comparison'] {
  if (!comparison || !words) return comparison;
  const typeNames = new Map((words.companyTypes ?? []).map((item) => [item._key, item.companyType]));
  return {
    ...comparison,
    corporateTax: comparison.corporateTax && { ...comparison.corporateTax, note: words.taxNote ?? comparison.corporateTax.note },
    incorporationTime: comparison.incorporationTime && { ...comparison.incorporationTime, note: words.timeNote ?? comparison.incorporationTime.note },
    minimumCapital:
      comparison.minimumCapital?.map((item) => ({ ...item, companyType: typeNames.get(item._key) ?? item.companyType })) ?? null,
  };
}

/** The comparison's data: every country for the picker, and the chosen ones in the order asked. */
export type ComparePageData = {
  countries: ComparePageQueryResult['countries'];
  selected: NonNullable<ComparePageQueryResult['selected']>;
};

/**
 * The jurisdiction comparison of `/compare`.
 * @param slugs - the countries to compare, in display order; unknown slugs are left out
 * @returns the picker's countries sorted by their name in `locale`, and the chosen countries
 */
export const getComparePage = cache(async (locale: Locale, slugs: readonly string[]): Promise<ComparePageData> => {
  const result = await fetchResolved(comparePageQuery, { locale, slugs: [...slugs] }, queryTags.comparePage(slugs));
  const collator = new Intl.Collator(locale);
  const countries = [...result.countries].sort((a, b) => collator.compare(a.name ?? '', b.name ?? ''));
  const bySlug = new Map(result.selected.map((country) => [country.slug, country]));
  const selected = slugs.flatMap((slug) => {
    const country = bySlug.get(slug);
    return country ? [{ ...country, comparison: withLocalWords(country.comparison, country.words) }] : [];
  });
  return { countries, selected };
});

/**
 * The list of every page on `/search`: regions in page order, each with its
 * countries, and the service pages, both sorted by their name in `locale`.
 */
export const getSearchPage = cache(async (locale: Locale): Promise<QueryResult<typeof searchPageQuery>> => {
  const result = await fetchContent(searchPageQuery, { locale }, queryTags.searchPage());
  const collator = new Intl.Collator(locale);
  return {
    regions: result.regions.map((region) => ({ ...region, countries: [...region.countries].sort((a, b) => collator.compare(a.name, b.name)) })),
    pages: [...result.pages].sort((a, b) => collator.compare(a.title, b.title)),
  };
});

/**
 * The sitemap's pages with the languages of their main documents: the home
 * page, the privacy policy, and every service page, country and region by slug.
 */
export const getSitemapPages = cache(() => fetchContent(sitemapQuery, {}, queryTags.sitemap()));
