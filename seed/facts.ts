import { companyFacts } from '../lib/facts/company';
import { jurisdictionFacts } from '../lib/facts/jurisdiction';
import { officeFacts } from '../lib/facts/office';
import { resolveFacts } from '../lib/facts/resolve';
import type { Fact } from '../lib/facts/types';
import { jurisdictions } from './jurisdictions';
import { siteSettings } from './documents/site-settings';
import { virtualOffice } from './service-pages/virtual-office';

/** The company's facts of the seed: its English site settings' `claims` and the office packages. */
export const seedCompanyFacts: Fact[] = [
  ...companyFacts(siteSettings.claims),
  ...officeFacts(virtualOffice.sections?.flatMap((section) => (section._type === 'officePackagesSection' ? section.packages : [])) ?? []),
];

/**
 * The facts a seed document's texts may refer to (issue 23): the company's, and for a
 * jurisdiction in any language those of its English document, which holds the figures.
 */
export function seedFactsOf(doc: { _id: string; _type: string; language?: string | null }): Fact[] {
  if (doc._type !== 'jurisdiction') return seedCompanyFacts;
  const english = doc.language === 'en' ? doc : jurisdictions.find((j) => doc._id === j._id || doc._id.startsWith(`${j._id}-`));
  return [...seedCompanyFacts, ...jurisdictionFacts((english as (typeof jurisdictions)[number] | undefined)?.comparison ?? null)];
}

/**
 * A seed document as its page shows it in `locale`: every text with its fact placeholders
 * filled. For tests and scripts that compare the seed's texts with the spec.
 */
export function seedDocumentAsShown<T extends { _id: string; _type: string; language?: string | null }>(doc: T, locale = doc.language ?? 'en'): T {
  return resolveFacts(doc, locale, seedFactsOf(doc));
}
