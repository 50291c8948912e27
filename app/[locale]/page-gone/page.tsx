import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageFrame } from '@/components/layout/PageFrame';
import { GoneTemplate } from '@/components/templates/GoneTemplate';
import { getSiteSettings } from '@/lib/content';
import type { Locale } from '@/lib/i18n/locales';

export async function generateMetadata({ params }: PageProps<'/[locale]/page-gone'>): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as Locale, namespace: 'gone' });
  return { title: t('title'), description: t('message'), robots: { index: false } };
}

/**
 * The answer to the old address of a page whose document was deleted, prerendered per locale:
 * the page was removed, with links to the home page and the search. `proxy.ts` rewrites such an
 * address here with status 410 (`lib/routing/redirects.ts`), as it rewrites a missing one to the
 * not-found page; asked for by its own path, it answers 404 like any path that is no page.
 */
export default async function PageGone({ params }: PageProps<'/[locale]/page-gone'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const [t, settings] = await Promise.all([getTranslations({ locale, namespace: 'gone' }), getSiteSettings(locale)]);
  return (
    <PageFrame companyName={settings.companyName} currentPath={null}>
      <GoneTemplate texts={{ heading: t('heading'), message: t('message'), home: t('home'), search: t('search') }} />
    </PageFrame>
  );
}
