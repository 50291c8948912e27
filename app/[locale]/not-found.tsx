import { getTranslations } from 'next-intl/server';
import { NotFoundTemplate } from '@/components/templates/NotFoundTemplate';

/** Not-found page inside the locale layout, with header and footer (HTTP 404). */
export default async function NotFound() {
  const t = await getTranslations('notFound');
  return <NotFoundTemplate code={t('code')} message={t('message')} homeLabel={t('home')} />;
}

export async function generateMetadata() {
  const t = await getTranslations('notFound');
  return { title: t('title'), description: t('message'), robots: { index: false } };
}
