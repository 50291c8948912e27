import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { PageFrame } from '@/components/layout/PageFrame';
import { CompanyFormationTemplate } from '@/components/templates/CompanyFormationTemplate';
import { getServicePage, getSiteSettings } from '@/lib/content';
import { readRetentionDays } from '@/lib/enquiries/env';
import type { Locale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo/metadata';

export async function generateMetadata({ params }: PageProps<'/[locale]/company-formation'>): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const [page, settings] = await Promise.all([getServicePage(locale, 'company-formation'), getSiteSettings(locale)]);
  if (!page) return {};
  return pageMetadata({ locale, path: '/company-formation', ...page.seo, siteName: settings.companyName });
}

/** Danish company formation (docs/requirements.md, §2 Company formation page), in Danish in every locale. */
export default async function CompanyFormationPage({ params }: PageProps<'/[locale]/company-formation'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const [page, settings] = await Promise.all([getServicePage(locale, 'company-formation'), getSiteSettings(locale)]);
  if (!page) notFound();
  return (
    <PageFrame companyName={settings.companyName} currentPath="/company-formation">
      <CompanyFormationTemplate page={page} retentionDays={readRetentionDays()} />
    </PageFrame>
  );
}
