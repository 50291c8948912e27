import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageFrame } from '@/components/layout/PageFrame';
import { CompareTemplate } from '@/components/templates/CompareTemplate';
import { getComparePage, getSiteSettings } from '@/lib/content';
import type { Locale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo/metadata';

export async function generateMetadata({ params }: PageProps<'/[locale]/compare'>): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const [t, settings] = await Promise.all([getTranslations({ locale, namespace: 'compare' }), getSiteSettings(locale)]);
  return pageMetadata({ locale, path: '/compare', title: t('title'), description: t('description'), siteName: settings.companyName });
}

/**
 * `/compare` with nothing chosen yet. A request with `?c=` is answered by
 * `./[selection]`, to which `proxy.ts` rewrites it.
 */
export default async function ComparePage({ params }: PageProps<'/[locale]/compare'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const [data, settings] = await Promise.all([getComparePage(locale, []), getSiteSettings(locale)]);
  return (
    <PageFrame companyName={settings.companyName} currentPath="/compare">
      <CompareTemplate locale={locale} data={data} />
    </PageFrame>
  );
}
