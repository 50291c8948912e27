import type { RegionPageQueryResult, ServicePageQueryResult } from '@/lib/content/sanity.types';

/** One section of a service page (`SECTIONS` GROQ fragment), discriminated by `_type`. */
type ServiceSection = NonNullable<NonNullable<ServicePageQueryResult>['sections']>[number];

/** One section of a region page (`REGION_SECTIONS`): the service page sections plus the region's country cards. */
export type RegionSection = NonNullable<NonNullable<RegionPageQueryResult>['sections']>[number];

/** One page section of any page, discriminated by `_type`. */
export type PageSection = ServiceSection | RegionSection;

/** The section of one `_type`, e.g. `SectionOf<'faqSection'>`. */
export type SectionOf<T extends PageSection['_type']> = Extract<PageSection, { _type: T }>;

/** A page hero: eyebrow, heading, intro and actions. */
export type HeroData = NonNullable<ServicePageQueryResult>['hero'];

/** A resolved link (`LINK` projection): label, style and an href that may be missing. */
export type LinkData = NonNullable<HeroData['actions']>[number];

/** Background of a section band; `Sections` alternates them for rhythm. */
export type SectionTone = 'default' | 'muted';

type CardGridSection = SectionOf<'cardGridSection'>;
type CardData = CardGridSection['cards'][number];

/**
 * Data of a card grid. `cardGridSection` fits; so do other lists of cards, e.g. a country's
 * Why Choose items (icon, title, description) — the optional fields may be absent.
 */
export type CardGridData = Pick<CardGridSection, 'heading' | 'intro'> & {
  _key?: string;
  variant?: CardGridSection['variant'];
  cards:
    | Array<
        Pick<CardData, '_key' | 'title'> &
          Partial<Pick<CardData, 'icon' | 'description' | 'features' | 'link'>> & {
            /** The language of title and description when they come from another document than the page (a country's card). */
            lang?: string;
          }
      >
    | null;
};

/** Data of a bullet list; `bulletListSection` fits, and so does a country's Our Services checklist. */
export type BulletListData = Pick<SectionOf<'bulletListSection'>, 'heading' | 'intro'> & {
  _key?: string;
  items: string[] | null;
};

/** Data of a process; `processSection` fits, and so does a country's Registration Process. */
export type ProcessData = Pick<SectionOf<'processSection'>, 'heading' | 'intro'> & {
  _key?: string;
  steps: SectionOf<'processSection'>['steps'] | null;
};

/** Data of a call to action; `ctaSection` fits, and so does a country's closing `cta`. */
export type CtaData = Pick<SectionOf<'ctaSection'>, 'heading' | 'intro'> & {
  _key?: string;
  actions: LinkData[] | null;
};
