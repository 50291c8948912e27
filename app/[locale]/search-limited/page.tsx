import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageFrame } from '@/components/layout/PageFrame';
import { SearchTemplate } from '@/components/templates/SearchTemplate';
import { getSiteSettings } from '@/lib/content';
import type { Locale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo/metadata';

export async function generateMetadata({ params }: PageProps<'/[locale]/search-limited'>): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const [t, settings] = await Promise.all([getTranslations({ locale, namespace: 'search' }), getSiteSettings(locale)]);
  const metadata = pageMetadata({ locale, path: '/search', title: t('title'), description: t('description'), siteName: settings.companyName });
  return { ...metadata, robots: { index: false, follow: true } };
}

/**
 * The answer to `/search?q=…` from a client past its search budget, prerendered per locale:
 * the search form, and a status line that says to wait. `proxy.ts` rewrites such a search here
 * with status 429 and `Retry-After`, so the refusal costs no search and no render; asked for
 * by its own path, it answers 404 like any path that is no page.
 */
export default async function SearchLimitedPage({ params }: PageProps<'/[locale]/search-limited'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const settings = await getSiteSettings(locale);
  return (
    <PageFrame companyName={settings.companyName} currentPath="/search">
      <SearchTemplate found={{ query: '', total: 0, results: [], limited: true }} />
    </PageFrame>
  );
}
