import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { EnhanceScript } from '@/components/layout/EnhanceScript';
import { Footer } from '@/components/layout/Footer';
import { SkipLink } from '@/components/layout/SkipLink';
import { JsonLd } from '@/components/seo/JsonLd';
import { getSiteSettings } from '@/lib/content';
import { routing } from '@/lib/i18n/routing';
import { readSiteUrl } from '@/lib/seo/site-url';
import { organizationData } from '@/lib/seo/structured-data';
import '../globals.css';

// A first segment that is not a locale (e.g. `/missing.txt`) gets the root not-found page.
export const dynamicParams = false;

/** Every locale is generated at build time. */
export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export const viewport: Viewport = { themeColor: '#0b2447' };

export async function generateMetadata({ params }: LayoutProps<'/[locale]'>): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const settings = await getSiteSettings(locale);
  return {
    metadataBase: readSiteUrl(),
    title: { default: settings.companyName, template: `%s | ${settings.companyName}` },
    // Pages set their own; this one stays on pages that set none, e.g. a 404 Next renders itself
    // (`next dev`), once React has hydrated it (Next then keeps only the layout's metadata).
    description: settings.tagline,
    applicationName: settings.companyName,
    icons: { icon: [{ url: '/favicon.ico', sizes: 'any' }, { url: '/icon.svg', type: 'image/svg+xml' }] },
  };
}

/**
 * The shell of every visitor page (spec §2): `<html lang>`, the skip link, the page (which
 * brings its header and `<main>`, see `PageFrame`), the footer, the organisation's JSON-LD and
 * the enhancement script.
 */
export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const [settings, t] = await Promise.all([getSiteSettings(locale), getTranslations({ locale, namespace: 'nav' })]);
  return (
    <html lang={locale}>
      <body className="flex min-h-dvh flex-col">
        <NextIntlClientProvider>
          <SkipLink label={t('skipToContent')} />
          {children}
          <Footer settings={settings} />
          <JsonLd data={organizationData(settings, readSiteUrl().origin)} />
        </NextIntlClientProvider>
        <EnhanceScript />
      </body>
    </html>
  );
}
