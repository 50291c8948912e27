import type { DocumentDefinition, SchemaTypeDefinition } from 'sanity';
import { englishCheckedAtField, validateFacts, wordsChangedAtField } from './fields/facts';
import { machineTranslationField } from './fields/machine-translation';
import { faq } from './documents/faq';
import { heroSlide } from './documents/heroSlide';
import { jurisdiction } from './documents/jurisdiction';
import { pricingItem } from './documents/pricingItem';
import { redirect } from './documents/redirect';
import { region } from './documents/region';
import { service } from './documents/service';
import { servicePage } from './documents/servicePage';
import { card } from './objects/card';
import { companyType } from './objects/companyType';
import { comparisonFacts } from './objects/comparisonFacts';
import { hero } from './objects/hero';
import { keyFact } from './objects/keyFact';
import { link } from './objects/link';
import { location } from './objects/location';
import { namedFact } from './objects/namedFact';
import { officePackage } from './objects/officePackage';
import { processStep } from './objects/processStep';
import { seo } from './objects/seo';
import { stat } from './objects/stat';
import { jurisdictionCardsSection, sectionTypes } from './sections';
import { homePage } from './singletons/homePage';
import { privacyPolicy } from './singletons/privacyPolicy';
import { siteSettings } from './singletons/siteSettings';

/** Singleton document types: one document per language, pinned in the Studio structure. */
export const SINGLETON_TYPES = [siteSettings.name, homePage.name, privacyPolicy.name] as const;

/**
 * Document types with a version per language, linked by
 * `@sanity/document-internationalization`'s `translation.metadata` documents.
 */
export const LOCALIZED_TYPES = [
  siteSettings.name,
  homePage.name,
  privacyPolicy.name,
  heroSlide.name,
  service.name,
  jurisdiction.name,
  region.name,
  servicePage.name,
  pricingItem.name,
  faq.name,
] as const;

/**
 * A localized document type with the fact checks: its texts name facts rather than type
 * their figures, a translation names the same facts as English (`validateFacts`), and the date
 * its English words last changed and a translation was last checked against them, for the
 * "Behind English" lists, and the mark of a machine's translation, for the list to review.
 */
function withFactChecks<T extends DocumentDefinition>(type: T): T {
  return { ...type, fields: [...type.fields, wordsChangedAtField, englishCheckedAtField, machineTranslationField], validation: (rule) => rule.custom(validateFacts) };
}

/** Every schema type of the Studio: documents, singletons, objects and page sections. */
export const schemaTypes: SchemaTypeDefinition[] = [
  ...[siteSettings, homePage, privacyPolicy, heroSlide, service, jurisdiction, region, servicePage, pricingItem, faq].map((type) =>
    withFactChecks(type as DocumentDefinition),
  ),
  seo,
  link,
  hero,
  card,
  stat,
  keyFact,
  processStep,
  companyType,
  comparisonFacts,
  namedFact,
  officePackage,
  location,
  ...sectionTypes,
  jurisdictionCardsSection,
  redirect,
];
