import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageFrame } from '@/components/layout/PageFrame';
import { NotFoundTemplate } from '@/components/templates/NotFoundTemplate';
import { getSiteSettings } from '@/lib/content';
import type { Locale } from '@/lib/i18n/locales';

/**
 * The not-found page of one locale (docs/requirements.md, §2 Not-found page): header, "404", "Oops! Page not
 * found", Return to Home, footer. Rendered by the prerendered route `/[locale]/page-not-found`,
 * which the proxy serves with status 404. A `notFound()` Next renders itself (`next dev`, a path
 * with a dot, which the proxy does not see, a document deleted a moment ago) shows the root
 * `app/not-found.tsx` instead: a `[locale]/not-found.tsx` has no params and would read the
 * locale from the request headers, which fails a static page rendered at run time.
 */
export async function NotFoundPage({ locale }: { locale: Locale }) {
  const [t, settings] = await Promise.all([getTranslations({ locale, namespace: 'notFound' }), getSiteSettings(locale)]);
  return (
    <PageFrame companyName={settings.companyName} currentPath={null}>
      <NotFoundTemplate code={t('code')} message={t('message')} homeLabel={t('home')} />
    </PageFrame>
  );
}

/** Title and description of the not-found page; never indexed. */
export async function notFoundMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'notFound' });
  return { title: t('title'), description: t('message'), robots: { index: false } };
}
