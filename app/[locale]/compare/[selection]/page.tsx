import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageFrame } from '@/components/layout/PageFrame';
import { CompareTemplate } from '@/components/templates/CompareTemplate';
import { getComparePage, getPageSlugs, getSiteSettings } from '@/lib/content';
import { compareSelection } from '@/lib/compare/selection';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { prerenderedJurisdictionCount, prerenderedPages } from '@/lib/routing/prerender';
import { pageMetadata } from '@/lib/seo/metadata';

// Comparisons are rendered on first request and then served like any page:
// `proxy.ts` rewrites `/compare?c=cyprus,denmark` here only for published countries, in canonical
// order, so the pages that can exist are bounded by the combinations of 1 to 4 countries.
export const dynamicParams = true;

/** One country chosen (the link from each country page), for the prerendered countries (`prerenderedPages`), in every locale. */
export async function generateStaticParams() {
  const pages = prerenderedPages(await getPageSlugs(), prerenderedJurisdictionCount());
  return LOCALES.flatMap((locale) => pages.filter((p) => p._type === 'jurisdiction').map((p) => ({ locale, selection: p.slug })));
}

/**
 * The chosen slugs of the route segment (`cyprus,denmark`), or `null` when it is not the
 * canonical form `proxy.ts` rewrites to (the same `compareSelection`).
 */
function parseSelection(selection: string): string[] | null {
  const slugs = decodeURIComponent(selection).split(',');
  const canonical = compareSelection(slugs, () => true);
  return canonical.join(',') === slugs.join(',') ? canonical : null;
}

async function load(locale: Locale, selection: string) {
  const slugs = parseSelection(selection);
  if (!slugs) return null;
  const data = await getComparePage(locale, slugs);
  return data.selected.length === slugs.length ? { slugs, data } : null;
}

export async function generateMetadata({ params }: PageProps<'/[locale]/compare/[selection]'>): Promise<Metadata> {
  const { locale, selection } = (await params) as { locale: Locale; selection: string };
  const [found, t, settings] = await Promise.all([load(locale, selection), getTranslations({ locale, namespace: 'compare' }), getSiteSettings(locale)]);
  if (!found) return {};
  const names = new Intl.ListFormat(locale, { type: 'conjunction' }).format(found.data.selected.map((country) => country.name));
  const metadata = pageMetadata({
    locale,
    path: `/compare?c=${found.slugs.join(',')}`,
    cardPath: '/compare',
    title: found.slugs.length > 1 ? t('titleWith', { countries: names }) : t('title'),
    description: t('description'),
    siteName: settings.companyName,
  });
  // One indexable comparison page (`/compare`); the thousands of combinations are for visitors.
  return { ...metadata, robots: { index: false, follow: true } };
}

/** `/compare?c=…`, reached through the rewrite in `proxy.ts`. */
export default async function CompareSelectionPage({ params }: PageProps<'/[locale]/compare/[selection]'>) {
  const { locale, selection } = (await params) as { locale: Locale; selection: string };
  setRequestLocale(locale);
  const [found, settings] = await Promise.all([load(locale, selection), getSiteSettings(locale)]);
  if (!found) notFound();
  return (
    <PageFrame companyName={settings.companyName} currentPath={`/compare?c=${found.slugs.join(',')}`}>
      <CompareTemplate locale={locale} data={found.data} />
    </PageFrame>
  );
}
