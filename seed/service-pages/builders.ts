import type {
  BulletListSection,
  Card,
  CardGridSection,
  CtaSection,
  FaqSection,
  Hero,
  JurisdictionCardsSection,
  Link,
  ProcessSection,
  ProcessStep,
  Seo,
} from '../../lib/content/sanity.types';
import { ids } from '../ids';
import { keyed, pageLink, pathLink, ref } from '../helpers';

/**
 * Builders for the section objects shared by the region and service-page seed documents.
 * They add `_type` and deterministic `_key`s so the page files read as copy, not plumbing.
 */

/** A card as written in the seed, without its `_type`. */
export type CardInput = Omit<Card, '_type'>;

/** A process step as written in the seed, without its `_type`. */
export type StepInput = Omit<ProcessStep, '_type'>;

/** The `seo` object of a page (title 10-70 characters, description 50-170). */
export function seo(title: string, description: string): Seo {
  return { _type: 'seo', title, description };
}

/** The `hero` object: heading, intro and up to three buttons (keys `a1`, `a2`, …). */
export function hero(heading: string, intro: string, actions: readonly Link[] = [], eyebrow?: string): Hero {
  return {
    _type: 'hero',
    ...(eyebrow ? { eyebrow } : {}),
    heading,
    intro,
    ...(actions.length ? { actions: keyed('a', actions) } : {}),
  };
}

/** A card grid; `variant` defaults to the schema's "feature" look when omitted. */
export function cardGrid(
  heading: string,
  cards: readonly CardInput[],
  options: { intro?: string; variant?: CardGridSection['variant'] } = {},
): CardGridSection {
  return {
    _type: 'cardGridSection',
    heading,
    ...(options.intro ? { intro: options.intro } : {}),
    ...(options.variant ? { variant: options.variant } : {}),
    cards: keyed(
      'c',
      cards.map((card): Card => ({ _type: 'card', ...card })),
    ),
  };
}

/**
 * The cards of a region's countries: the jurisdiction documents whose region is the page's
 * region (resolved by the query), then `otherCountries`, cards for countries without a page.
 */
export function jurisdictionCards(
  heading: string,
  options: { intro?: string; otherCountries?: readonly CardInput[] } = {},
): JurisdictionCardsSection {
  return {
    _type: 'jurisdictionCardsSection',
    heading,
    ...(options.intro ? { intro: options.intro } : {}),
    ...(options.otherCountries?.length
      ? { otherCountries: keyed('c', options.otherCountries.map((card): Card => ({ _type: 'card', ...card }))) }
      : {}),
  };
}

/** A bullet list of plain strings. */
export function bulletList(heading: string, items: readonly string[], intro?: string): BulletListSection {
  return { _type: 'bulletListSection', heading, ...(intro ? { intro } : {}), items: [...items] };
}

/** Numbered process steps (keys `p1`, `p2`, …). */
export function processSteps(heading: string, steps: readonly StepInput[], intro?: string): ProcessSection {
  return {
    _type: 'processSection',
    heading,
    ...(intro ? { intro } : {}),
    steps: keyed(
      'p',
      steps.map((step): ProcessStep => ({ _type: 'processStep', ...step })),
    ),
  };
}

/** An FAQ accordion referencing FAQ documents by id, in this order. */
export function faqSection(heading: string, faqIds: readonly string[], intro?: string): FaqSection {
  return { _type: 'faqSection', heading, ...(intro ? { intro } : {}), faqs: keyed('f', faqIds.map((id) => ref(id))) };
}

/** A closing call to action with one to three buttons. */
export function cta(heading: string, actions: readonly Link[], intro?: string): CtaSection {
  return { _type: 'ctaSection', heading, ...(intro ? { intro } : {}), actions: keyed('a', actions) };
}

/** The usual button to the contact page. */
export function contactButton(label = 'Contact Us', style: Link['style'] = 'default'): Link {
  return pathLink(label, '/contact', style);
}

/** The usual button to the fees page. */
export function feesButton(label = 'View Fees', style: Link['style'] = 'outline'): Link {
  return pageLink(label, ids.servicePage('fees'), style);
}
