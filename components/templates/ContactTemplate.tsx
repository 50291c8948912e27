import { Mail, MapPin, Phone } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { ContactForm } from '@/components/forms/ContactForm';
import { PageHero } from '@/components/sections/PageHero';
import { Sections } from '@/components/sections/Sections';
import { Container } from '@/components/ui/Container';
import type { SiteSettings } from '@/lib/content';
import type { ServicePageQueryResult } from '@/lib/content/sanity.types';
import { DocumentLanguage } from '@/components/i18n/DocumentLanguage';

function DetailCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-4 rounded-xl border border-border bg-background p-5 shadow-[var(--shadow-card)]">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary">{icon}</span>
      <div>
        <h3 className="font-semibold text-foreground">{title}</h3>
        <div className="mt-1 text-sm text-muted-foreground">{children}</div>
      </div>
    </li>
  );
}

/**
 * The contact page (docs/requirements.md, §2 Contact page): hero, a details column with Email, Phone and
 * Office (London, Covent Garden) cards, the "Send Us a Message" form, then the page's sections
 * (Global Presence).
 */
export function ContactTemplate({
  page,
  settings,
  retentionDays,
}: {
  page: NonNullable<ServicePageQueryResult>;
  settings: SiteSettings;
  /** How long enquiries are kept (`ENQUIRY_RETENTION_DAYS`), stated under the form. */
  retentionDays: number;
}) {
  const t = useTranslations('contact');
  const common = useTranslations('common');
  return (
    <>
      <DocumentLanguage language={page.language}>
        <PageHero hero={page.hero} />
      </DocumentLanguage>
      <section className="py-16 sm:py-20">
        <Container className="grid gap-10 lg:grid-cols-[2fr_3fr]">
          <div>
            <h2 className="font-display text-2xl font-semibold text-primary">{t('detailsHeading')}</h2>
            <ul className="mt-6 space-y-4">
              <DetailCard icon={<Mail aria-hidden="true" className="size-5" />} title={common('email')}>
                <a href={settings.emailHref} className="font-medium text-primary underline-offset-4 hover:underline">
                  {settings.email}
                </a>
              </DetailCard>
              <DetailCard icon={<Phone aria-hidden="true" className="size-5" />} title={common('phone')}>
                <a href={settings.phoneHref} className="font-medium text-primary underline-offset-4 hover:underline">
                  {settings.phone}
                </a>
              </DetailCard>
              <DetailCard icon={<MapPin aria-hidden="true" className="size-5" />} title={common('office')}>
                <address className="not-italic">
                  {settings.address.street}
                  <br />
                  {settings.address.area}, {settings.address.city} {settings.address.postcode}
                  <br />
                  {settings.address.country}
                </address>
              </DetailCard>
            </ul>
          </div>
          <div className="rounded-2xl border border-border bg-background p-6 shadow-[var(--shadow-card)] sm:p-8">
            <h2 className="font-display text-2xl font-semibold text-primary">{t('formHeading')}</h2>
            <ContactForm retentionDays={retentionDays} />
          </div>
        </Container>
      </section>
      <Sections sections={page.sections} />
    </>
  );
}
