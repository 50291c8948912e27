import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { NotFoundPage, notFoundMetadata } from '../_not-found/NotFoundPage';

export async function generateMetadata({ params }: PageProps<'/[locale]/page-not-found'>): Promise<Metadata> {
  return notFoundMetadata((await params).locale as Locale);
}

/**
 * The not-found page prerendered per locale, so a 404 is static HTML without the Next.js
 * runtime. `proxy.ts` rewrites every path the build did not prerender to it, with
 * status 404; Next's own `notFound()` answer is an empty shell that React fills on the client
 * (vercel/next.js#62228): the whole runtime's JavaScript, and far slower to serve than static files.
 */
export default async function PageNotFound({ params }: PageProps<'/[locale]/page-not-found'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  return <NotFoundPage locale={locale} />;
}
