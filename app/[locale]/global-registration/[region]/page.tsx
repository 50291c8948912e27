import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { PageFrame } from '@/components/layout/PageFrame';
import { JsonLd } from '@/components/seo/JsonLd';
import { RegionTemplate } from '@/components/templates/RegionTemplate';
import { getRegionPage, getRegionSlugs, getSiteSettings } from '@/lib/content';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { jurisdictionBreadcrumbs } from '@/lib/seo/breadcrumbs';
import { pageMetadata } from '@/lib/seo/metadata';

// A document published after the build gets its page on its first visit;
// `proxy.ts` answers 404 for slugs no published document has, before this route is reached.
export const dynamicParams = true;

/** Every region page in every locale. */
export async function generateStaticParams() {
  const slugs = (await getRegionSlugs()).filter((s): s is string => Boolean(s));
  return LOCALES.flatMap((locale) => slugs.map((region) => ({ locale, region })));
}

export async function generateMetadata({ params }: PageProps<'/[locale]/global-registration/[region]'>): Promise<Metadata> {
  const { locale, region } = (await params) as { locale: Locale; region: string };
  const [page, settings] = await Promise.all([getRegionPage(locale, region), getSiteSettings(locale)]);
  if (!page) return {};
  return pageMetadata({ locale, path: `/global-registration/${region}`, ...page.seo, siteName: settings.companyName, languages: page.languages });
}

/** A region page (docs/requirements.md, §2 Jurisdictions overview and regions). */
export default async function RegionPage({ params }: PageProps<'/[locale]/global-registration/[region]'>) {
  const { locale, region } = (await params) as { locale: Locale; region: string };
  setRequestLocale(locale);
  const [page, settings] = await Promise.all([getRegionPage(locale, region), getSiteSettings(locale)]);
  if (!page) notFound();
  const breadcrumbs = await jurisdictionBreadcrumbs(locale, [{ name: page.name, path: `/global-registration/${region}` }]);
  return (
    <PageFrame companyName={settings.companyName} currentPath={`/global-registration/${region}`}>
      <JsonLd data={breadcrumbs} />
      <RegionTemplate page={page} />
    </PageFrame>
  );
}
