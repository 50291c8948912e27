import { getLocale, getTranslations } from 'next-intl/server';
import { PageFrame } from '@/components/layout/PageFrame';
import { NotFoundTemplate } from '@/components/templates/NotFoundTemplate';
import { getSiteSettings } from '@/lib/content';
import { isLocale } from '@/lib/i18n/locales';

/** Not-found page inside the locale layout, with header and footer (HTTP 404). */
export default async function NotFound() {
  const [t, locale] = await Promise.all([getTranslations('notFound'), getLocale()]);
  const settings = await getSiteSettings(isLocale(locale) ? locale : 'en');
  return (
    <PageFrame companyName={settings.companyName} currentPath={null}>
      <NotFoundTemplate code={t('code')} message={t('message')} homeLabel={t('home')} />
    </PageFrame>
  );
}

export async function generateMetadata() {
  const t = await getTranslations('notFound');
  return { title: t('title'), description: t('message'), robots: { index: false } };
}
