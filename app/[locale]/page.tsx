import { stegaClean } from '@sanity/client/stega';
import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { LocaleRedirect } from '@/components/i18n/LocaleRedirect';
import { PageFrame } from '@/components/layout/PageFrame';
import { HomeTemplate } from '@/components/templates/HomeTemplate';
import { getHomePage, getSiteSettings } from '@/lib/content';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo/metadata';

export async function generateMetadata({ params }: PageProps<'/[locale]'>): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const [home, settings] = await Promise.all([getHomePage(locale), getSiteSettings(locale)]);
  return {
    ...pageMetadata({
      locale,
      path: '/',
      title: home.page?.seo.title ?? settings.companyName,
      description: home.page?.seo.description ?? settings.tagline ?? '',
      siteName: settings.companyName,
      languages: home.page?.languages,
      image: home.page?.seo.image,
      imageAlt: home.page?.seo.imageAlt,
    }),
    // The home page's title stands alone, without the "| Company" suffix (no stega, as in pageMetadata).
    title: { absolute: stegaClean(home.page?.seo.title ?? settings.companyName) },
  };
}

/**
 * Home (docs/requirements.md, §2 Home): slideshow, about statistics, service cards. The English one (`/`) also
 * carries the language detection of docs/requirements.md, §4 Language (`LocaleRedirect`).
 */
export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const [home, settings] = await Promise.all([getHomePage(locale), getSiteSettings(locale)]);
  return (
    <>
      {locale === DEFAULT_LOCALE ? <LocaleRedirect /> : null}
      <PageFrame companyName={settings.companyName} currentPath="/">
        <HomeTemplate home={home} settings={settings} />
      </PageFrame>
    </>
  );
}
