import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { PageFrame } from '@/components/layout/PageFrame';
import { PricingTemplate } from '@/components/templates/PricingTemplate';
import { getPricingPage, getSiteSettings } from '@/lib/content';
import type { Locale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo/metadata';

export async function generateMetadata({ params }: PageProps<'/[locale]/pricing'>): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const [{ page }, settings] = await Promise.all([getPricingPage(locale), getSiteSettings(locale)]);
  if (!page) return {};
  return pageMetadata({ locale, path: '/pricing', ...page.seo, siteName: settings.companyName, languages: page.languages });
}

/** Danish-market legal documents pricing (docs/requirements.md, §2 Pricing page). */
export default async function PricingPage({ params }: PageProps<'/[locale]/pricing'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const [{ page, items }, settings] = await Promise.all([getPricingPage(locale), getSiteSettings(locale)]);
  if (!page) notFound();
  return (
    <PageFrame companyName={settings.companyName} currentPath="/pricing">
      <PricingTemplate page={page} items={items} />
    </PageFrame>
  );
}
