import { getTranslations } from 'next-intl/server';
import { ComparePicker } from '@/components/compare/ComparePicker';
import { CompareTable } from '@/components/compare/CompareTable';
import { PageHero } from '@/components/sections/PageHero';
import { ButtonLink } from '@/components/ui/Button';
import { Container } from '@/components/ui/Container';
import { Notice } from '@/components/ui/Notice';
import type { ComparePageData } from '@/lib/content';
import { COMPARE_MIN } from '@/lib/compare/selection';
import type { Locale } from '@/lib/i18n/locales';
import { getPathname } from '@/lib/i18n/navigation';

/** Props of {@link CompareTemplate}. */
export type CompareTemplateProps = {
  locale: Locale;
  data: ComparePageData;
};

/**
 * `/compare`: the picker, then, once two to four countries are chosen, their
 * facts side by side. One country chosen (the link from a country page) asks for another.
 * Rendered on the server from the URL, so it works without JavaScript and every comparison has
 * a URL to share.
 */
export async function CompareTemplate({ locale, data }: CompareTemplateProps) {
  const t = await getTranslations({ locale, namespace: 'compare' });
  const chosen = data.selected;
  return (
    <>
      <PageHero
        hero={{ eyebrow: t('eyebrow'), heading: t('heading'), intro: t('intro'), icon: 'Scale', actions: null }}
        visual={
          chosen.length === 1 && chosen[0]
            ? { kind: 'flag', countryCode: chosen[0].countryCode }
            : chosen.length > 1
              ? { kind: 'flags', countryCodes: chosen.map((country) => country.countryCode) }
              : null
        }
      />
      <section aria-label={t('pickerLegend')} className="bg-muted py-12 sm:py-16">
        <Container className="space-y-8">
          {chosen.length > 0 && chosen.length < COMPARE_MIN ? (
            <Notice title={t('chooseMore', { country: chosen[0]?.name ?? '' })} />
          ) : null}
          <ComparePicker countries={data.countries} chosen={chosen.map((country) => country.slug)} action={getPathname({ href: '/compare', locale })} />
        </Container>
      </section>
      {chosen.length >= COMPARE_MIN ? (
        <section aria-labelledby="compare-heading" className="py-12 sm:py-16">
          <Container>
            <h2 id="compare-heading" className="font-display text-3xl font-semibold text-primary sm:text-4xl">
              {t('resultHeading')}
            </h2>
            <div className="mt-8">
              <CompareTable locale={locale} countries={chosen} />
            </div>
            <p className="mt-6 max-w-3xl text-sm text-muted-foreground">{t('source')}</p>
            <ButtonLink href="/contact" variant="default" size="lg" className="mt-8">
              {t('contact')}
            </ButtonLink>
          </Container>
        </section>
      ) : null}
    </>
  );
}
