import { companyFacts } from '../lib/facts/company';
import { jurisdictionFacts, type JurisdictionFactFields } from '../lib/facts/jurisdiction';
import { linkedFacts, regionJurisdictions } from '../lib/facts/linked';
import { namedFacts, type NamedFactFields } from '../lib/facts/named';
import { officeFacts } from '../lib/facts/office';
import { resolveFacts } from '../lib/facts/resolve';
import type { Fact } from '../lib/facts/types';
import { withStepDurations, type StepDuration } from '../lib/content/step-durations';
import type { Locale } from '../lib/i18n/locales';
import { ids } from './ids';
import { seedDocuments } from './index';
import { siteSettings } from './documents/site-settings';
import { virtualOffice } from './service-pages/virtual-office';

/** The company's facts of the seed: its English site settings' `claims` and the office packages. */
export const seedCompanyFacts: Fact[] = [
  ...companyFacts(siteSettings.claims),
  ...officeFacts(virtualOffice.sections?.flatMap((section) => (section._type === 'officePackagesSection' ? section.packages : [])) ?? []),
];

/**
 * The facts a seed document's texts may refer to: the company's, and for a
 * jurisdiction or region in any language those of its English document, which holds the figures;
 * a region's also those of the countries it lists or its cards link (`{cyprus_corporateTax}`).
 */
export function seedFactsOf(doc: { _id: string; _type: string; language?: string | null }): Fact[] {
  if (doc._type !== 'jurisdiction' && doc._type !== 'region') return seedCompanyFacts;
  const english = englishOf(doc);
  if (doc._type === 'region') return [...seedCompanyFacts, ...namedFacts((english?.facts as NamedFactFields[] | undefined) ?? null), ...linkedFacts(seedLinkedJurisdictions(english))];
  return [...seedCompanyFacts, ...jurisdictionFacts((english?.comparison as JurisdictionFactFields | undefined) ?? null)];
}

/** The English jurisdictions of a seed region, then those its cards link, as the region query projects them. */
function seedLinkedJurisdictions(region: Record<string, unknown> | undefined) {
  if (!region) return [];
  const english = (seedDocuments as unknown as { _id: string; _type: string; language?: string; name?: string; slug?: { current?: string }; region?: { _ref?: string }; comparison?: JurisdictionFactFields }[]).filter(
    (d) => d._type === 'jurisdiction' && d.language === 'en',
  );
  return regionJurisdictions(region, english.map((d) => ({ ...d, inRegion: d.region?._ref === region._id }))).map((d) => ({ name: d.name, slug: d.slug?.current, facts: d.comparison }));
}

type Steps = { _key: string; timeline?: string | null; duration?: StepDuration['duration'] }[];

/** The English seed document of `doc` (itself when English). */
function englishOf(doc: { _id: string; language?: string | null }): Record<string, unknown> | undefined {
  if ((doc.language ?? 'en') === 'en') return doc as Record<string, unknown>;
  return (seedDocuments as { _id: string; language?: string }[]).find((d) => d.language === 'en' && ids.translation(d._id, doc.language as never) === doc._id) as Record<string, unknown> | undefined;
}

/** Steps with their time in words, the durations taken from `english`'s steps as the loaders do. */
function shownSteps(steps: Steps, english: Steps | undefined, locale: string): Steps {
  const durations = (english ?? []).flatMap((step) => (step.duration ? [{ _key: step._key, duration: { from: step.duration.from ?? null, to: step.duration.to ?? null, unit: step.duration.unit ?? null } }] : []));
  return withStepDurations(steps.map((step) => ({ ...step, timeline: step.timeline ?? null })), durations, locale as Locale);
}

/**
 * A seed document as its page shows it in `locale`: every text with its fact placeholders
 * filled, and process steps with their durations in words. For tests and scripts that compare
 * the seed's texts with docs/requirements.md.
 */
export function seedDocumentAsShown<T extends { _id: string; _type: string; language?: string | null }>(doc: T, locale = doc.language ?? 'en'): T {
  const shown = resolveFacts(doc, locale, seedFactsOf(doc)) as T & { process?: { steps?: Steps }; sections?: { _key: string; _type: string; steps?: Steps }[] };
  const english = englishOf(doc) as typeof shown | undefined;
  const process = shown.process?.steps ? { ...shown.process, steps: shownSteps(shown.process.steps, english?.process?.steps, locale) } : shown.process;
  const sections = shown.sections?.map((section) =>
    section._type === 'processSection' && section.steps
      ? { ...section, steps: shownSteps(section.steps, english?.sections?.find((s) => s._key === section._key)?.steps, locale) }
      : section,
  );
  return { ...shown, ...(process ? { process } : {}), ...(sections ? { sections } : {}) };
}
