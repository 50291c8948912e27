import type { CompanyType, KeyFact, Link, NamedFact, ProcessStep, Slug } from '../../lib/content/sanity.types';
import type { IconName } from '../../lib/icons/names';
import { emailLink, keyed, pageLink, pathLink, phoneLink } from '../helpers';
import { ids } from '../ids';
import type { CAPITAL_CURRENCIES } from '../../lib/facts/types';

/**
 * Builders shared by the 21 country pages (docs/requirements.md, §2 Country pages). Every tax, legal and price
 * figure in the country files comes from docs/requirements.md, §9 Jurisdiction marketing facts
 * or, for Portugal and Austria, §3.
 */

/** The `slug` field of a country page. */
export function slug(current: string): Slug {
  return { _type: 'slug', current };
}

/** The four "Why Choose …" / "Why Register in …" cards. */
export function whyCards(items: readonly { icon: IconName; title: string; description: string }[]) {
  return keyed(
    'why',
    items.map((item) => ({ _type: 'whyItem' as const, ...item })),
  );
}

/** Key facts as label/value pairs, in display order. */
export function keyFacts(pairs: readonly (readonly [label: string, value: string])[]) {
  return keyed(
    'fact',
    pairs.map(([label, value]): KeyFact => ({ _type: 'keyFact', label, value })),
  );
}

/**
 * A country's other figures (`comparison.otherFacts`), named for its texts:
 * `{reducedTax}`, `{euMemberSince}`.
 */
export function otherFacts(items: readonly Omit<NamedFact, '_type'>[]) {
  return keyed(
    'fig',
    items.map((item): NamedFact => ({ _type: 'namedFact', ...item })),
  );
}

/** Company types (newer country pages: three). */
export function companyTypes(items: readonly Omit<CompanyType, '_type'>[]) {
  return keyed(
    'type',
    items.map((item): CompanyType => ({ _type: 'companyType', ...item })),
  );
}

/** Numbered registration steps (newer country pages: six, each with a timeline). */
export function processSteps(items: readonly Omit<ProcessStep, '_type'>[]) {
  return keyed(
    'step',
    items.map((item): ProcessStep => ({ _type: 'processStep', ...item })),
  );
}

/** Older country pages: the five Key Facts in the order docs/requirements.md, §2 Country pages lists them. */
export function olderKeyFacts(facts: {
  corporateTax: string;
  timeline: string;
  capital: string;
  directors: string;
  compliance: string;
}) {
  return keyFacts([
    ['Corporate Tax Rate', facts.corporateTax],
    ['Incorporation Timeline', facts.timeline],
    ['Minimum Share Capital', facts.capital],
    ['Director Requirements', facts.directors],
    ['Annual Compliance', facts.compliance],
  ]);
}

/** Incorporation timeline wording for countries the requirements give no own figure for (docs/requirements.md, §9 Offices: from 24 hours to 6 weeks). */
export const TYPICAL_TIMELINE = 'Within our typical {incorporationFastest} to {incorporationSlowest}';

/** Older country pages: the closing Get Started button to /contact. */
export function getStartedActions() {
  return keyed('cta', [pathLink('Get Started', '/contact')]);
}

/** Newer country pages: Start Your Company (/contact) and View Pricing (/fees). */
export function startAndPricingActions() {
  return keyed('hero', [
    pathLink('Start Your Company', '/contact', 'accent'),
    pageLink('View Pricing', ids.servicePage('fees'), 'outline'),
  ]);
}

/** Denmark, Cyprus, Hungary, Ireland: closing Email Us and Call Us buttons. */
export function emailAndCallActions() {
  return keyed<Link>('cta', [emailLink('Email Us'), phoneLink('Call Us', 'outline')]);
}

/** Luxembourg to Austria: Contact Us Today (/contact) and Explore Other Jurisdictions (Europe). */
export function contactAndExploreActions() {
  return keyed<Link>('cta', [
    pathLink('Contact Us Today', '/contact'),
    pageLink('Explore Other Jurisdictions', ids.region('europe'), 'outline'),
  ]);
}

/**
 * The comparison's company types with minimum capital, amounts in the currency's units.
 * Only figures the requirements give (docs/requirements.md, §9 Jurisdiction marketing facts): a country without them has no entry.
 */
export function capital(items: readonly { companyType?: string; amount: number; paidUpAmount?: number; currency: (typeof CAPITAL_CURRENCIES)[number] }[]) {
  return keyed(
    'capital',
    items.map((item) => ({ _type: 'capitalRequirement' as const, ...item })),
  );
}
