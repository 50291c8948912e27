import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageFrame } from '@/components/layout/PageFrame';
import { SearchTemplate } from '@/components/templates/SearchTemplate';
import { getSiteSettings } from '@/lib/content';
import type { Locale } from '@/lib/i18n/locales';
import { logger } from '@/lib/log/logger';
import { searchDatabase } from '@/lib/search/database';
import { queryOfSegment } from '@/lib/search/query-segment';
import { searchPages } from '@/lib/search/store';
import { timedSearch } from '@/lib/telemetry/metrics';
import { pageMetadata } from '@/lib/seo/metadata';

// The results of `/search?q=…`, which proxy.ts rewrites here: rendered for each request as a
// light page (lib/light-pages/modes.ts), and never stored (lib/light-pages/cache-handler.ts),
// since the visitors' words are unbounded and the results change with every publish.
export const dynamicParams = true;

/** None at build: every results page is rendered when asked. */
export function generateStaticParams(): { query: string }[] {
  return [];
}

/** Results the page lists. */
const LISTED = 20;

export async function generateMetadata({ params }: PageProps<'/[locale]/search/[query]'>): Promise<Metadata> {
  const { locale, query } = (await params) as { locale: Locale; query: string };
  const words = queryOfSegment(query);
  const [t, settings] = await Promise.all([getTranslations({ locale, namespace: 'search' }), getSiteSettings(locale)]);
  const metadata = pageMetadata({ locale, path: '/search', title: words ? `${t('title')}: ${words}` : t('title'), description: t('description'), siteName: settings.companyName });
  // A results page is no page of its own for a search engine.
  return { ...metadata, robots: { index: false, follow: true } };
}

/**
 * `/search?q=…` (what the header's search button does, which docs/requirements.md, §2 Header and footer leaves open): the search form with the words searched, and the
 * pages of the locale that match them, ranked, with their excerpts, rendered on the server, so
 * searching works without JavaScript; with it, the results follow as the visitor types again.
 * A segment that is no search answers 404; when the search database cannot answer, the page
 * says search is unavailable.
 */
export default async function SearchResultsPage({ params }: PageProps<'/[locale]/search/[query]'>) {
  const { locale, query } = (await params) as { locale: Locale; query: string };
  setRequestLocale(locale);
  const words = queryOfSegment(query);
  if (!words) notFound();
  const [settings, answer] = await Promise.all([
    getSiteSettings(locale),
    timedSearch('page', async () => searchPages(await searchDatabase(), words, locale, LISTED))
      .catch((error: unknown) => {
        // The root logger: reading the request's headers here would make Next render this page
        // differently (dynamically), so the line has no request id. The words are not logged.
        logger.error({ event: 'search-failed', locale, source: 'results-page', err: error }, `search: "${locale}" results page failed`);
        return null;
      }),
  ]);
  const results = answer?.hits.map((hit) => ({ url: hit.path, title: hit.title, excerpt: hit.excerpt })) ?? [];
  return (
    <PageFrame companyName={settings.companyName} currentPath="/search">
      <SearchTemplate found={{ query: words, total: answer?.total ?? 0, results, unavailable: answer === null }} />
    </PageFrame>
  );
}
