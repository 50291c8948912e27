import type { SectionOf } from '@/components/sections/types';
import type { JurisdictionPageData } from './types';

/** The country page's parts that render through the shared section components. */
export type JurisdictionSections = {
  /** Why Choose cards, or `null` when the page has no items. */
  why: SectionOf<'cardGridSection'> | null;
  /** Our Services checklist, or `null` when the page has no items. */
  services: SectionOf<'bulletListSection'> | null;
  /** Registration process steps, or `null` when the page has none. */
  process: SectionOf<'processSection'> | null;
  /** The closing call to action. */
  cta: SectionOf<'ctaSection'>;
};

/**
 * A country page's why cards, services, process and call to action as the section components
 * (`CardGrid`, `BulletList`, `ProcessSteps`, `CallToAction`) take them (docs/requirements.md, §2 Country pages);
 * a list without items gives `null`, so its section does not show.
 */
export function jurisdictionSections(page: JurisdictionPageData): JurisdictionSections {
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
  return { why, services, process, cta };
}
