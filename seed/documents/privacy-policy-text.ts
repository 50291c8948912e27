import type { PrivacyPolicy } from '../../lib/content/sanity.types';

/**
 * The words of the privacy policy in one language, in the English document's structure. Its own
 * module so the English text (`privacy-policy.ts`) and the translations
 * (`privacy-policy-translations.ts`) both depend on it rather than on each other.
 */
export interface PrivacyPolicyText {
  language: PrivacyPolicy['language'];
  seoTitle: string;
  seoDescription: string;
  title: string;
  intro: string;
  /** The sections in the English order, each with as many paragraphs as the English one. */
  sections: readonly { heading: string; paragraphs: readonly string[] }[];
}
