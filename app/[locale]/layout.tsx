import { stegaClean } from '@sanity/client/stega';
import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { EnhanceScript } from '@/components/layout/EnhanceScript';
import { Footer } from '@/components/layout/Footer';
import { SkipLink } from '@/components/layout/SkipLink';
import { PreviewMode } from '@/components/preview/PreviewMode';
import { JsonLd } from '@/components/seo/JsonLd';
import { getSiteSettings } from '@/lib/content';
import { isPreview } from '@/lib/content/preview';
import { routing } from '@/lib/i18n/routing';
import { readSiteUrl } from '@/lib/seo/site-url';
import { organizationData } from '@/lib/seo/structured-data';
import '../globals.css';

// No `dynamicParams = false` here: it would hold for every segment below, and pages of
// documents published after the build must render. A first segment that is not a
// locale (e.g. `/missing.txt`) still gets the root not-found page: see `notFound()` below.

/** Every locale is generated at build time. */
export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export const viewport: Viewport = { themeColor: '#0b2447' };

export async function generateMetadata({ params }: LayoutProps<'/[locale]'>): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  // No stega characters in meta tags (draft mode), as in pageMetadata.
  const { companyName, tagline } = stegaClean(await getSiteSettings(locale));
  return {
    metadataBase: readSiteUrl(),
    title: { default: companyName, template: `%s | ${companyName}` },
    // Pages set their own; this one stays on pages that set none, e.g. a 404 Next renders itself
    // (`next dev`), once React has hydrated it (Next then keeps only the layout's metadata).
    description: tagline,
    applicationName: companyName,
    icons: { icon: [{ url: '/favicon.ico', sizes: 'any' }, { url: '/icon.svg', type: 'image/svg+xml' }] },
  };
}

/**
 * The shell of every visitor page (docs/requirements.md, §2): `<html lang>`, the skip link, the page (which
 * brings its header and `<main>`, see `PageFrame`), the footer, the organisation's JSON-LD and
 * the enhancement script. In draft mode only (the Presentation tool's preview), also the preview
 * notice and the Visual Editing overlays (`PreviewMode`); published pages are rendered without
 * them, so their static HTML stays free of client components.
 */
export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const [settings, t, preview] = await Promise.all([
    getSiteSettings(locale),
    getTranslations({ locale, namespace: 'nav' }),
    isPreview(),
  ]);
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
        {preview ? <PreviewMode /> : null}
      </body>
    </html>
  );
}
