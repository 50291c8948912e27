import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageFrame } from '@/components/layout/PageFrame';
import { SearchTemplate } from '@/components/templates/SearchTemplate';
import { getSearchPage, getSiteSettings } from '@/lib/content';
import type { Locale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo/metadata';

export async function generateMetadata({ params }: PageProps<'/[locale]/search'>): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const [t, settings] = await Promise.all([getTranslations({ locale, namespace: 'search' }), getSiteSettings(locale)]);
  return pageMetadata({ locale, path: '/search', title: t('title'), description: t('description'), siteName: settings.companyName });
}

/** `/search`: the search form (its results: `./[query]/page.tsx`), and every page of the site to browse. */
export default async function SearchPage({ params }: PageProps<'/[locale]/search'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const [data, settings] = await Promise.all([getSearchPage(locale), getSiteSettings(locale)]);
  return (
    <PageFrame companyName={settings.companyName} currentPath="/search">
      <SearchTemplate data={data} />
    </PageFrame>
  );
}
