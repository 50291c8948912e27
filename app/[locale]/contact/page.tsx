import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { PageFrame } from '@/components/layout/PageFrame';
import { ContactTemplate } from '@/components/templates/ContactTemplate';
import { getServicePage, getSiteSettings } from '@/lib/content';
import { readRetentionDays } from '@/lib/enquiries/env';
import type { Locale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo/metadata';

export async function generateMetadata({ params }: PageProps<'/[locale]/contact'>): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const [page, settings] = await Promise.all([getServicePage(locale, 'contact'), getSiteSettings(locale)]);
  if (!page) return {};
  return pageMetadata({ locale, path: '/contact', ...page.seo, siteName: settings.companyName, languages: page.languages });
}

/** Contact (docs/requirements.md, §2 Contact page): the contact details and the enquiry form, which loads React on first use. */
export default async function ContactPage({ params }: PageProps<'/[locale]/contact'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const [page, settings] = await Promise.all([getServicePage(locale, 'contact'), getSiteSettings(locale)]);
  if (!page) notFound();
  return (
    <PageFrame companyName={settings.companyName} currentPath="/contact">
      <ContactTemplate page={page} settings={settings} retentionDays={readRetentionDays()} />
    </PageFrame>
  );
}
