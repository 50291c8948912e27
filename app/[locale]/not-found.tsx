import { getLocale } from 'next-intl/server';
import { isLocale } from '@/lib/i18n/locales';
import { NotFoundPage, notFoundMetadata } from './_not-found/NotFoundPage';

const currentLocale = async () => {
  const locale = await getLocale();
  return isLocale(locale) ? locale : 'en';
};

/**
 * Not-found page inside the locale layout (HTTP 404), for the 404s Next renders itself. In
 * production the proxy answers unknown paths earlier, with the prerendered `page-not-found`.
 */
export default async function NotFound() {
  return <NotFoundPage locale={await currentLocale()} />;
}

export async function generateMetadata() {
  return notFoundMetadata(await currentLocale());
}
