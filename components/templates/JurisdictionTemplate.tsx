import { useLocale } from 'next-intl';
import { DocumentLanguage } from '@/components/i18n/DocumentLanguage';
import { CallToAction } from '@/components/sections/CallToAction';
import { CardGrid } from '@/components/sections/CardGrid';
import { PageHero } from '@/components/sections/PageHero';
import { ProcessSteps } from '@/components/sections/ProcessSteps';
import { BulletList } from '@/components/sections/BulletList';
import { fallbackLang } from '@/lib/i18n/fallback';
import type { Locale } from '@/lib/i18n/locales';
import { CompanyTypes } from './jurisdiction/CompanyTypes';
import { CompareLink } from './jurisdiction/CompareLink';
import { KeyFacts } from './jurisdiction/KeyFacts';
import { jurisdictionSections } from './jurisdiction/sections';
import type { JurisdictionPageData } from './jurisdiction/types';

/**
 * One template for all 21 country pages (docs/requirements.md, §2 Country pages). The requirements' older style has
 * why cards, a services checklist and key facts; the newer style adds company types and a
 * registration process. Each section shows only when the document has items for it. The hero
 * shows the country's flag; after the key facts a link opens the comparison with this country
 * chosen. A page shown in English because the country has no version
 * in the locale is marked `lang="en"`, its interface labels keep the locale's `lang`.
 *
 * The page's sections in order: hero, why cards, services, {@link CompanyTypes},
 * {@link KeyFacts} (with the {@link CompareLink}), process, call to action.
 */
export function JurisdictionTemplate({ page }: { page: JurisdictionPageData }) {
  const locale = useLocale() as Locale;
  // Interface words inside an English fallback page stay in the page's language.
  const interfaceLang = fallbackLang(page.language, locale) ? locale : undefined;
  const { why, services, process, cta } = jurisdictionSections(page);

  return (
    <DocumentLanguage language={page.language}>
      <PageHero
        hero={{ ...page.hero, eyebrow: page.hero.eyebrow ?? page.region.name }}
        visual={page.countryCode ? { kind: 'flag', countryCode: page.countryCode } : null}
      />
      {why ? <CardGrid section={why} /> : null}
      {services ? <BulletList section={services} tone="muted" /> : null}
      <CompanyTypes companyTypes={page.companyTypes} interfaceLang={interfaceLang} />
      <KeyFacts keyFacts={page.keyFacts} compareLink={<CompareLink slug={page.slug} country={page.name} lang={interfaceLang} />} />
      {process ? <ProcessSteps section={process} /> : null}
      <CallToAction section={cta} />
    </DocumentLanguage>
  );
}
