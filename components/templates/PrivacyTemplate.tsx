import { PortableText } from '@portabletext/react';
import { getFormatter, getTranslations } from 'next-intl/server';
import { PageHero } from '@/components/sections/PageHero';
import { portableTextComponents } from '@/components/sections/portable-text';
import { cardClassName } from '@/components/ui/Card';
import { Container } from '@/components/ui/Container';
import { cn } from '@/components/ui/cn';
import type { PrivacyPolicyQueryResult } from '@/lib/content/sanity.types';
import type { Locale } from '@/lib/i18n/locales';

/** Props of {@link PrivacyTemplate}. */
export type PrivacyTemplateProps = {
  policy: NonNullable<PrivacyPolicyQueryResult>;
  locale: Locale;
  /** How long enquiries are kept, in days (`ENQUIRY_RETENTION_DAYS`). */
  retentionDays: number;
};

/**
 * The privacy policy page: the editors' heading, introduction and sections
 * (a `privacyPolicy` document), and above them the retention period the deletion job applies,
 * from configuration, so the page and the job cannot disagree. A policy shown in English because
 * the locale has none of its own is marked `lang="en"`.
 */
export async function PrivacyTemplate({ policy, locale, retentionDays }: PrivacyTemplateProps) {
  const [t, format] = await Promise.all([getTranslations({ locale, namespace: 'privacy' }), getFormatter({ locale })]);
  const lang = policy.language && policy.language !== locale ? policy.language : undefined;
  const updated = policy.updatedAt ? format.dateTime(new Date(`${policy.updatedAt}T12:00:00Z`), { dateStyle: 'long' }) : null;
  return (
    <>
      <div lang={lang}>
        <PageHero
          hero={{ eyebrow: null, heading: policy.title ?? '', intro: policy.intro, icon: 'ShieldCheck', actions: null }}
        />
      </div>
      <section aria-label={t('summaryLabel')} className="bg-background py-12 sm:py-16">
        <Container className="max-w-3xl">
          <dl className={cn(cardClassName, 'grid gap-4 p-6 text-base sm:grid-cols-2 sm:p-8')}>
            <div>
              <dt className="text-sm font-semibold tracking-wider text-muted-foreground uppercase">{t('retentionLabel')}</dt>
              <dd className="mt-1 text-primary">{t('retention', { days: retentionDays })}</dd>
            </div>
            {updated ? (
              <div>
                <dt className="text-sm font-semibold tracking-wider text-muted-foreground uppercase">{t('updatedLabel')}</dt>
                <dd className="mt-1 text-primary">{updated}</dd>
              </div>
            ) : null}
          </dl>
          <div lang={lang} className="mt-12 space-y-10 text-base text-muted-foreground sm:text-lg">
            {(policy.sections ?? []).map((section) => (
              <section key={section._key} aria-labelledby={`privacy-${section._key}`}>
                <h2 id={`privacy-${section._key}`} className="text-2xl font-semibold text-primary">
                  {section.heading}
                </h2>
                <div className="mt-4 max-w-prose">
                  <PortableText value={section.body ?? []} components={portableTextComponents} />
                </div>
              </section>
            ))}
          </div>
        </Container>
      </section>
    </>
  );
}
