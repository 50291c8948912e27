import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { PageFrame } from '@/components/layout/PageFrame';
import { PrivacyTemplate } from '@/components/templates/PrivacyTemplate';
import { getPrivacyPolicy, getSiteSettings } from '@/lib/content';
import { readRetentionDays } from '@/lib/enquiries/env';
import type { Locale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo/metadata';

export async function generateMetadata({ params }: PageProps<'/[locale]/privacy'>): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const [policy, settings] = await Promise.all([getPrivacyPolicy(locale), getSiteSettings(locale)]);
  if (!policy?.seo) return {};
  return pageMetadata({ locale, path: '/privacy', ...policy.seo, siteName: settings.companyName, languages: policy.languages });
}

/** The privacy policy, linked from both enquiry forms and the footer. */
export default async function PrivacyPage({ params }: PageProps<'/[locale]/privacy'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const [policy, settings] = await Promise.all([getPrivacyPolicy(locale), getSiteSettings(locale)]);
  if (!policy) notFound();
  return (
    <PageFrame companyName={settings.companyName} currentPath="/privacy">
      <PrivacyTemplate policy={policy} locale={locale} retentionDays={readRetentionDays()} />
    </PageFrame>
  );
}
