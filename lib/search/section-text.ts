import type { RegionPageQueryResult, ServicePageQueryResult } from '../content/sanity.types';
import type { PageText } from './record-text';
import type { RecordWords } from './record-words';

/**
 * The text of the page sections (`components/sections/`), in the order each renders it: what a
 * visitor reads, interface words included; never icons, links' targets or pictures. Each
 * function mirrors the component named in its comment, and renders nothing where it does.
 */

type ServiceSection = NonNullable<NonNullable<ServicePageQueryResult>['sections']>[number];
type RegionSection = NonNullable<NonNullable<RegionPageQueryResult>['sections']>[number];
/** One section of any page, discriminated by `_type` (as `components/sections/types.ts`). */
export type Section = ServiceSection | RegionSection;
type SectionOf<T extends Section['_type']> = Extract<Section, { _type: T }>;

/** A link as the queries resolve it; one without an href is not shown. */
type Link = { label: string; href: string | null };
/** A card of a card grid: a `cardGridSection` card, a country's why item or a country card. */
export type Card = { title: string; description?: string | null; features?: readonly string[] | null; link?: Link | null };

/** The labels of the links that are shown (`PageHero`, `CallToAction`: only those with an href). */
function shownLabels(links: readonly Link[] | null | undefined): string[] {
  return (links ?? []).filter((link) => link.href).map((link) => link.label);
}

/** `PageHero`: eyebrow, the page's `<h1>`, intro and its buttons. */
export function heroText(page: PageText, hero: { eyebrow?: string | null; heading: string; intro?: string | null; actions?: readonly Link[] | null }): void {
  page.text(hero.eyebrow);
  page.title(hero.heading);
  page.text(hero.intro, ...shownLabels(hero.actions));
}

/** `SectionHeading` (and `SectionShell`, which renders it): eyebrow, `<h2>` and intro. */
export function headingText(page: PageText, section: { eyebrow?: string | null; heading: string | null; intro?: string | null }): void {
  page.text(section.eyebrow);
  page.heading(section.heading);
  page.text(section.intro);
}

/** `CardGrid`: each card's title (h3), description, features and its link's label when it has a target. */
export function cardGridText(page: PageText, section: { heading: string; intro?: string | null; cards: readonly Card[] | null }): void {
  if (!section.cards?.length) return;
  headingText(page, section);
  for (const card of section.cards) {
    page.heading(card.title);
    page.text(card.description, ...(card.features ?? []));
    if (card.link?.href) page.text(card.link.label);
  }
}

/** `BulletList`: the checklist's items. */
export function bulletListText(page: PageText, section: { heading: string; intro?: string | null; items: readonly string[] | null }): void {
  if (!section.items?.length) return;
  headingText(page, section);
  page.text(...section.items);
}

/** A step of `ProcessSteps`. */
type Step = { title: string; timeline: string | null; description: string | null };

/** `ProcessSteps`: per step "Step n", the title (h3), the timeline (with its screen-reader label) and the description. */
export function processText(page: PageText, section: { heading: string; intro?: string | null; steps: readonly Step[] | null }, { t }: RecordWords): void {
  if (!section.steps?.length) return;
  headingText(page, section);
  section.steps.forEach((step, index) => {
    page.text(t('sections.step', { number: index + 1 }));
    page.heading(step.title);
    page.text(step.timeline ? `${t('sections.timeline')} ${step.timeline}` : null, step.description);
  });
}

/** `CallToAction`: heading, intro and the buttons that have a target; rendered even without them. */
export function ctaText(page: PageText, section: { heading: string | null; intro?: string | null; actions: readonly Link[] | null }): void {
  headingText(page, section);
  page.text(...shownLabels(section.actions));
}

/** `StatsBar`: each figure's label, then its value (the `<dt>` comes first; CSS shows it below). */
export function statsText(page: PageText, stats: readonly { label: string; value: string }[] | null | undefined): void {
  for (const stat of stats ?? []) page.text(stat.label, stat.value);
}

const PERIOD_KEYS = { year: 'perYear', month: 'perMonth', once: 'oneTime' } as const;

/** `OfficePackages`: badge, name (h3), description, the price as the locale writes pounds, features. */
function officePackagesText(page: PageText, section: SectionOf<'officePackagesSection'>, { t, format }: RecordWords): void {
  if (!section.packages?.length) return;
  headingText(page, section);
  for (const pkg of section.packages) {
    if (pkg.popular) page.text(t('sections.mostPopular'));
    page.heading(pkg.name);
    page.text(pkg.description);
    if (pkg.priceGbp != null) {
      const price = format.number(pkg.priceGbp, { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 });
      page.text([pkg.from ? t('sections.from') : null, price, t(`sections.${PERIOD_KEYS[pkg.period]}`)].filter(Boolean).join(' '));
    }
    page.text(...(pkg.features ?? []));
  }
}

/** `JurisdictionCards`: a link card per country ("Explore <country>"), then the editor's cards. */
function jurisdictionCardsText(page: PageText, section: SectionOf<'jurisdictionCardsSection'>, { t }: RecordWords): void {
  const cards: Card[] = [
    ...section.jurisdictions.map((country) => ({
      title: country.name,
      description: country.summary,
      link: { label: t('sections.exploreCountry', { name: country.name }), href: country.href },
    })),
    ...(section.otherCountries ?? []),
  ];
  cardGridText(page, { heading: section.heading, intro: section.intro, cards });
}

/** One section as `Sections` renders it by `_type`; unknown types show nothing. */
function sectionText(page: PageText, section: Section, words: RecordWords): void {
  switch (section._type) {
    case 'cardGridSection':
      return cardGridText(page, section);
    case 'bulletListSection':
      return bulletListText(page, section);
    case 'processSection':
      return processText(page, section, words);
    case 'faqSection':
      // `FaqSection`: each question (an h3 in its summary), then its answer.
      if (!section.faqs.length) return;
      headingText(page, section);
      for (const faq of section.faqs) {
        page.heading(faq.question);
        page.portableText(faq.answer);
      }
      return;
    case 'officePackagesSection':
      return officePackagesText(page, section, words);
    case 'locationsSection':
      // `Locations`: the country above the city (h3), then the address.
      if (!section.locations.length) return;
      headingText(page, section);
      for (const location of section.locations) {
        page.text(location.country);
        page.heading(location.city);
        page.text(location.address);
      }
      return;
    case 'industriesSection':
      if (!section.industries.length) return;
      headingText(page, section);
      return page.text(...section.industries.map((industry) => industry.name));
    case 'richTextSection':
      if (!section.body.length) return;
      headingText(page, section);
      return page.portableText(section.body);
    case 'ctaSection':
      return ctaText(page, section);
    case 'progressSection':
      if (!section.steps.length) return;
      headingText(page, section);
      return page.text(...section.steps);
    case 'jurisdictionCardsSection':
      return jurisdictionCardsText(page, section, words);
  }
}

/** `Sections`: a page's sections in document order. */
export function sectionsText(page: PageText, sections: readonly Section[] | null | undefined, words: RecordWords): void {
  for (const section of sections ?? []) sectionText(page, section, words);
}
