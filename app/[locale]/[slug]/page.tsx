import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { PageFrame } from '@/components/layout/PageFrame';
import { JsonLd } from '@/components/seo/JsonLd';
import { JurisdictionTemplate } from '@/components/templates/JurisdictionTemplate';
import { ServicePageTemplate } from '@/components/templates/ServicePageTemplate';
import { getJurisdictionPage, getPageSlugs, getServicePage, getSiteSettings } from '@/lib/content';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { prerenderedJurisdictionCount, prerenderedPages } from '@/lib/routing/prerender';
import { jurisdictionBreadcrumbs } from '@/lib/seo/breadcrumbs';
import { localizedPath, pageMetadata } from '@/lib/seo/metadata';
import { readSiteUrl } from '@/lib/seo/site-url';
import { jurisdictionServiceData } from '@/lib/seo/structured-data';

/** Slugs with a route of their own in `app/[locale]/` (forms and pricing). */
const OWN_ROUTES = new Set(['contact', 'pricing', 'company-formation']);

// A document published after the build gets its page on its first visit;
// `proxy.ts` answers 404 for slugs no published document has, before this route is reached.
export const dynamicParams = true;

/**
 * Every service page and the first country pages (`prerenderedPages`), in every locale. The other
 * countries render on their first visit, so the build does not grow with their number.
 */
export async function generateStaticParams() {
  const pages = prerenderedPages(await getPageSlugs(), prerenderedJurisdictionCount());
  return LOCALES.flatMap((locale) =>
    pages.filter((p) => !OWN_ROUTES.has(p.slug)).map((p) => ({ locale, slug: p.slug })),
  );
}

/**
 * The country or service page with this slug. Asked by slug rather than looked up in the list of
 * every page, so the page carries only its own cache tags: a new country elsewhere
 * does not expire it, while a country or service page published under this slug does.
 */
async function load(locale: Locale, slug: string) {
  const jurisdiction = await getJurisdictionPage(locale, slug);
  if (jurisdiction) return { type: 'jurisdiction', page: jurisdiction } as const;
  if (OWN_ROUTES.has(slug)) return null;
  const page = await getServicePage(locale, slug);
  return page ? ({ type: 'servicePage', page } as const) : null;
}

export async function generateMetadata({ params }: PageProps<'/[locale]/[slug]'>): Promise<Metadata> {
  const { locale, slug } = (await params) as { locale: Locale; slug: string };
  const [found, settings] = await Promise.all([load(locale, slug), getSiteSettings(locale)]);
  if (!found) return {};
  return pageMetadata({ locale, path: `/${slug}`, ...found.page.seo, siteName: settings.companyName, languages: found.page.languages });
}

/** A service page (docs/requirements.md, §2 Service pages) or a country page (docs/requirements.md, §2 Country pages). */
export default async function SlugPage({ params }: PageProps<'/[locale]/[slug]'>) {
  const { locale, slug } = (await params) as { locale: Locale; slug: string };
  setRequestLocale(locale);
  const [found, settings] = await Promise.all([load(locale, slug), getSiteSettings(locale)]);
  if (!found) notFound();
  if (found.type === 'servicePage') {
    return (
      <PageFrame companyName={settings.companyName} currentPath={`/${slug}`}>
        <ServicePageTemplate page={found.page} />
      </PageFrame>
    );
  }
  const { page } = found;
  const breadcrumbs = await jurisdictionBreadcrumbs(locale, [
    { name: page.region.name, path: `/global-registration/${page.region.slug}` },
    { name: page.name, path: `/${page.slug}` },
  ]);
  return (
    <PageFrame companyName={settings.companyName} currentPath={`/${slug}`}>
      <JsonLd data={breadcrumbs} />
      <JsonLd
        data={jurisdictionServiceData(
          { name: page.name, heading: page.hero.heading, description: page.seo?.description },
          `${readSiteUrl().origin}${localizedPath(locale, `/${page.slug}`)}`,
          settings.companyName,
        )}
      />
      <JurisdictionTemplate page={page} />
    </PageFrame>
  );
}
