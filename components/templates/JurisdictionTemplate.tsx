import { useLocale, useTranslations } from 'next-intl';
import { DocumentLanguage } from '@/components/i18n/DocumentLanguage';
import { CallToAction } from '@/components/sections/CallToAction';
import { CardGrid } from '@/components/sections/CardGrid';
import { PageHero } from '@/components/sections/PageHero';
import { ProcessSteps } from '@/components/sections/ProcessSteps';
import { BulletList } from '@/components/sections/BulletList';
import type { SectionOf } from '@/components/sections/types';
import { Container } from '@/components/ui/Container';
import { AppLink } from '@/components/ui/AppLink';
import { Icon } from '@/components/ui/Icon';
import { SectionHeading } from '@/components/ui/SectionHeading';
import type { JurisdictionPageQueryResult } from '@/lib/content/sanity.types';
import { cn } from '@/components/ui/cn';
import { gridColumns } from '@/components/ui/grid-columns';
import { fallbackLang } from '@/lib/i18n/fallback';
import type { Locale } from '@/lib/i18n/locales';

type Page = NonNullable<JurisdictionPageQueryResult>;

/**
 * One template for all 21 country pages (spec §2 Country pages). The spec's older style has
 * why cards, a services checklist and key facts; the newer style adds company types and a
 * registration process. Each section shows only when the document has items for it. The hero
 * shows the country's flag; after the key facts a link opens the comparison with this country
 * chosen. A page shown in English because the country has no version
 * in the locale is marked `lang="en"`, its interface labels keep the locale's `lang`.
 */
export function JurisdictionTemplate({ page }: { page: Page }) {
  const t = useTranslations('jurisdiction');
  const locale = useLocale() as Locale;
  // Interface words inside an English fallback page stay in the page's language.
  const interfaceLang = fallbackLang(page.language, locale) ? locale : undefined;
  const why: SectionOf<'cardGridSection'> | null = page.why?.items.length
    ? {
        _type: 'cardGridSection',
        _key: 'why',
        heading: page.why.heading,
        intro: page.why.intro,
        variant: 'feature',
        cards: page.why.items.map((item) => ({ ...item, features: null, link: null })),
      }
    : null;
  const services: SectionOf<'bulletListSection'> | null = page.services?.items?.length
    ? { _type: 'bulletListSection', _key: 'services', heading: page.services.heading, intro: page.services.intro, items: page.services.items }
    : null;
  const process: SectionOf<'processSection'> | null = page.process?.steps?.length
    ? { _type: 'processSection', _key: 'process', heading: page.process.heading, intro: page.process.intro, steps: page.process.steps }
    : null;
  const cta: SectionOf<'ctaSection'> = { _type: 'ctaSection', _key: 'cta', ...page.cta };
  const compareLink = (
    <AppLink
      href={`/compare?c=${encodeURIComponent(page.slug)}`}
      lang={interfaceLang}
      data-compare-link=""
      className="inline-flex items-center gap-2 font-semibold text-primary underline underline-offset-4 decoration-accent/60 hover:decoration-accent"
    >
      <Icon name="Scale" className="size-5 shrink-0 text-accent" />
      {t('compareWith', { country: page.name })}
      <span aria-hidden="true">→</span>
    </AppLink>
  );

  return (
    <DocumentLanguage language={page.language}>
      <PageHero
        hero={{ ...page.hero, eyebrow: page.hero.eyebrow ?? page.region.name }}
        visual={page.countryCode ? { kind: 'flag', countryCode: page.countryCode } : null}
      />
      {why ? <CardGrid section={why} /> : null}
      {services ? <BulletList section={services} tone="muted" /> : null}
      {page.companyTypes?.items?.length ? (
        <section aria-labelledby="company-types" className="py-16 sm:py-20">
          <Container>
            <SectionHeading id="company-types" heading={page.companyTypes.heading} intro={page.companyTypes.intro} />
            <ul className={cn('mt-10 gap-6', gridColumns(page.companyTypes.items.length, [3, 4]))}>
              {page.companyTypes.items.map((type) => (
                <li key={type._key} className="flex flex-col rounded-xl border border-border bg-background p-6 shadow-[var(--shadow-card)]">
                  <h3 className="text-lg font-semibold text-primary">{type.name}</h3>
                  {type.description ? <p className="mt-2 text-sm text-muted-foreground">{type.description}</p> : null}
                  <p className="mt-4 rounded-lg bg-primary-soft px-3 py-2 text-sm">
                    <span lang={interfaceLang} className="font-medium text-muted-foreground">{t('minimumCapital')}: </span>
                    <span className="font-semibold text-primary">{type.minCapital}</span>
                  </p>
                  {type.features?.length ? (
                    <ul className="mt-4 space-y-2 text-sm">
                      {type.features.map((feature) => (
                        <li key={feature} className="flex gap-2">
                          <span aria-hidden="true" className="mt-1.5 size-1.5 shrink-0 rounded-full bg-accent" />
                          {feature}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ul>
          </Container>
        </section>
      ) : null}
      {page.keyFacts?.items?.length ? (
        <section aria-labelledby="key-facts" className="bg-muted py-16 sm:py-20">
          <Container>
            <SectionHeading id="key-facts" heading={page.keyFacts.heading} intro={page.keyFacts.intro} />
            <dl className={cn('mt-10 gap-4', gridColumns(page.keyFacts.items.length))}>
              {page.keyFacts.items.map((fact) => (
                <div key={fact._key} className="rounded-xl border border-border bg-background p-5">
                  <dt className="text-sm font-medium text-muted-foreground">{fact.label}</dt>
                  <dd className="mt-1 text-lg font-semibold text-primary">{fact.value}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-10 text-center">{compareLink}</p>
          </Container>
        </section>
      ) : null}
      {page.keyFacts?.items?.length ? null : (
        <div className="py-10">
          <Container className="flex justify-center">{compareLink}</Container>
        </div>
      )}
      {process ? <ProcessSteps section={process} /> : null}
      <CallToAction section={cta} />
    </DocumentLanguage>
  );
}
