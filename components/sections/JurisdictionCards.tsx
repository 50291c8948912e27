import { useTranslations } from 'next-intl';
import type { IconName } from '@/lib/icons/names';
import { CardGrid } from './CardGrid';
import type { CardGridData, SectionOf, SectionTone } from './types';

/** The icon of every country-page card, as on the cards for countries without a page. */
const COUNTRY_ICON: IconName = 'MapPin';

/** Props of {@link JurisdictionCards}. */
export type JurisdictionCardsProps = { section: SectionOf<'jurisdictionCardsSection'>; tone?: SectionTone; id?: string };

/**
 * The countries of a region page (docs/requirements.md, §2 Jurisdictions overview and regions) as a `link`
 * {@link CardGrid}: one card per jurisdiction document of the region (the query lists them from
 * their `region` references, in their order), with the country's region card text and an
 * "Explore <country>" label from the messages, then the editor's cards for countries without
 * their own page (e.g. Australia to /fees). Renders nothing when there is no card at all.
 * A country's title and text carry its document's `lang`, which is not the page's for an English fallback.
 */
export function JurisdictionCards({ section, tone, id }: JurisdictionCardsProps) {
  const t = useTranslations('sections');
  const cards: NonNullable<CardGridData['cards']> = [
    ...section.jurisdictions.map((country) => ({
      _key: country.href,
      lang: country.language ?? undefined,
      icon: COUNTRY_ICON,
      title: country.name,
      description: country.summary,
      link: { _key: null, label: t('exploreCountry', { name: country.name }), style: 'link' as const, href: country.href },
    })),
    ...(section.otherCountries ?? []),
  ];
  return <CardGrid section={{ heading: section.heading, intro: section.intro, variant: 'link', cards }} tone={tone} id={id} />;
}
