import type { RegionPageQueryResult, ServicePageQueryResult } from '../content/sanity.types';
import { each, field, from, message, when, type Read, type TextPart } from './text-declaration';

/**
 * What the page sections (`components/sections/`) show of their part of a query result, in the
 * order each renders it (see `./text-declaration.ts`): what a visitor reads, interface words
 * included; never icons, links' targets or pictures.
 */

type ServiceSection = NonNullable<NonNullable<ServicePageQueryResult>['sections']>[number];
type RegionSection = NonNullable<NonNullable<RegionPageQueryResult>['sections']>[number];
/** One section of any page, discriminated by `_type` (as `components/sections/types.ts`). */
type Section = ServiceSection | RegionSection;
type SectionOf<T extends Section['_type']> = Extract<Section, { _type: T }>;

/** A link as the queries resolve it; one without an href is not shown. */
type Link = { label: string; href: string | null };
/** A card of a card grid: a `cardGridSection` card, a country's why item or a country card. */
type Card = { title: string; description?: string | null; features?: readonly string[] | null; link?: Link | null };
/** What `SectionHeading` shows. */
type Heading = { eyebrow?: string | null; heading: string | null; intro?: string | null };
/** A step of `ProcessSteps`. */
type Step = { title: string; timeline: string | null; description: string | null };
type Stat = { label: string; value: string };
type Package = SectionOf<'officePackagesSection'>['packages'][number];
type Faq = SectionOf<'faqSection'>['faqs'][number];
type Location = SectionOf<'locationsSection'>['locations'][number];

/** The labels of the links that are shown (`PageHero`, `CallToAction`: only those with an href). */
const shownLabels = (links: readonly Link[] | null | undefined) => (links ?? []).filter((link) => link.href).map((link) => link.label);

/** `PageHero`: eyebrow, the page's `<h1>`, intro and its buttons. */
export const HERO: readonly TextPart<{ eyebrow?: string | null; heading: string; intro?: string | null; actions?: readonly Link[] | null }>[] = [
  field('text', (hero) => hero.eyebrow),
  field('title', (hero) => hero.heading),
  field('text', (hero) => [hero.intro, ...shownLabels(hero.actions)]),
];

/** `SectionHeading` (and `SectionShell`, which renders it): eyebrow, `<h2>` and intro. */
export const SECTION_HEADING: readonly TextPart<Heading>[] = [field('text', (section) => section.eyebrow), field('heading', (section) => section.heading), field('text', (section) => section.intro)];

/** `CardGrid`: each card's title (h3), description, features and its link's label when it has a target; nothing without cards. */
type CardGridData = Heading & { cards: readonly Card[] | null };
export const CARD_GRID: readonly TextPart<CardGridData>[] = [
  when((section: CardGridData) => section.cards, [
    ...SECTION_HEADING,
    each((section: CardGridData) => section.cards, [
      field('heading', (card: Card) => card.title),
      field('text', (card: Card) => [card.description, ...(card.features ?? [])]),
      field('text', (card: Card) => (card.link?.href ? card.link.label : null)),
    ]),
  ]),
];

/** `BulletList`: the checklist's items. */
type BulletListData = Heading & { items: readonly string[] | null };
export const BULLET_LIST: readonly TextPart<BulletListData>[] = [when((section: BulletListData) => section.items, [...SECTION_HEADING, field('text', (section: BulletListData) => section.items)])];

/** `ProcessSteps`: per step "Step n", the title (h3), the timeline (with its screen-reader label) and the description. */
type ProcessData = Heading & { steps: readonly Step[] | null };
export const PROCESS: readonly TextPart<ProcessData>[] = [
  when((section: ProcessData) => section.steps, [
    ...SECTION_HEADING,
    each((section: ProcessData) => section.steps, [
      message('text', 'sections.step', (_: Step, { index }) => ({ number: index + 1 })),
      field('heading', (step: Step) => step.title),
      field('text', (step: Step, { t }) => [step.timeline ? `${t('sections.timeline')} ${step.timeline}` : null, step.description]),
    ]),
  ]),
];

/** `CallToAction`: heading, intro and the buttons that have a target; rendered even without them. */
export const CALL_TO_ACTION: readonly TextPart<Heading & { actions: readonly Link[] | null }>[] = [...SECTION_HEADING, field('text', (section) => shownLabels(section.actions))];

/** `StatsBar`: each figure's label, then its value (the `<dt>` comes first; CSS shows it below). */
export const STATS: readonly TextPart<readonly Stat[] | null | undefined>[] = [each((stats: readonly Stat[] | null | undefined) => stats, [field('text', (stat: Stat) => [stat.label, stat.value])])];

const PERIOD_KEYS = { year: 'perYear', month: 'perMonth', once: 'oneTime' } as const;

/** `OfficePackages`: badge, name (h3), description, the price as the locale writes pounds, features. */
const OFFICE_PACKAGES: readonly TextPart<SectionOf<'officePackagesSection'>>[] = [
  when((section: SectionOf<'officePackagesSection'>) => section.packages, [
    ...SECTION_HEADING,
    each((section: SectionOf<'officePackagesSection'>) => section.packages, [
      when((pkg: Package) => pkg.popular, [message('text', 'sections.mostPopular')]),
      field('heading', (pkg: Package) => pkg.name),
      field('text', (pkg: Package) => pkg.description),
      field('text', (pkg: Package, { t, format }) => {
        if (pkg.priceGbp == null) return null;
        const price = format.number(pkg.priceGbp, { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 });
        return [pkg.from ? t('sections.from') : null, price, t(`sections.${PERIOD_KEYS[pkg.period]}`)].filter(Boolean).join(' ');
      }),
      field('text', (pkg: Package) => pkg.features),
    ]),
  ]),
];

/** `JurisdictionCards`: a link card per country ("Explore <country>"), then the editor's cards. */
const countryCards: Read<SectionOf<'jurisdictionCardsSection'>, Heading & { cards: Card[] }> = (section, { t }) => ({
  heading: section.heading,
  intro: section.intro,
  cards: [
    ...section.jurisdictions.map((country) => ({
      title: country.name,
      description: country.summary,
      link: { label: t('sections.exploreCountry', { name: country.name }), href: country.href },
    })),
    ...(section.otherCountries ?? []),
  ],
});

/** Each section as `Sections` renders it by `_type`. */
const SECTIONS: { [Type in Section['_type']]: readonly TextPart<SectionOf<Type>>[] } = {
  cardGridSection: CARD_GRID,
  bulletListSection: BULLET_LIST,
  processSection: PROCESS,
  // `FaqSection`: each question (an h3 in its summary), then its answer.
  faqSection: [
    when((section: SectionOf<'faqSection'>) => section.faqs, [
      ...SECTION_HEADING,
      each((section: SectionOf<'faqSection'>) => section.faqs, [field('heading', (faq: Faq) => faq.question), { portableText: (faq: Faq) => faq.answer }]),
    ]),
  ],
  officePackagesSection: OFFICE_PACKAGES,
  // `Locations`: the country above the city (h3), then the address.
  locationsSection: [
    when((section: SectionOf<'locationsSection'>) => section.locations, [
      ...SECTION_HEADING,
      each((section: SectionOf<'locationsSection'>) => section.locations, [
        field('text', (location: Location) => location.country),
        field('heading', (location: Location) => location.city),
        field('text', (location: Location) => location.address),
      ]),
    ]),
  ],
  industriesSection: [when((section: SectionOf<'industriesSection'>) => section.industries, [...SECTION_HEADING, field('text', (section: SectionOf<'industriesSection'>) => section.industries.map((industry) => industry.name))])],
  richTextSection: [when((section: SectionOf<'richTextSection'>) => section.body, [...SECTION_HEADING, { portableText: (section: SectionOf<'richTextSection'>) => section.body }])],
  ctaSection: CALL_TO_ACTION,
  progressSection: [when((section: SectionOf<'progressSection'>) => section.steps, [...SECTION_HEADING, field('text', (section: SectionOf<'progressSection'>) => section.steps)])],
  jurisdictionCardsSection: [from(countryCards, CARD_GRID)],
};

/** `Sections`: the sections `read` finds, in document order, each as its `_type` declares. */
export const sections = <T>(read: Read<T, readonly Section[] | null | undefined>): TextPart<T> => each(read, [{ byType: SECTIONS as Record<string, readonly TextPart<never>[]> }]);
