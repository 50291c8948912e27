/**
 * Deterministic document ids of the seed. Dashes, never dots: Sanity hides dotted ids from
 * unauthenticated queries.
 */
export const ids = {
  siteSettings: 'siteSettings',
  privacyPolicy: 'privacyPolicy',
  homePage: 'homePage',
  jurisdiction: (slug: string) => `jurisdiction-${slug}`,
  region: (slug: string) => `region-${slug}`,
  servicePage: (slug: string) => `servicePage-${slug}`,
  faq: (topic: string, n: number) => `faq-${topic}-${n}`,
  service: (slug: string) => `service-${slug}`,
  heroSlide: (slug: string) => `heroSlide-${slug}`,
  pricingItem: (slug: string) => `pricingItem-${slug}`,
  imageAsset: (name: string) => `image-${name}`,
  /**
   * A translation of the document `id` into `language`. Only the seed builds ids this way, to
   * stay reproducible: the site and Studio find translations through their `translation.metadata`
   * document (`translationMetadata`), and translations made in the Studio get random ids.
   */
  translation: (id: string, language: string) => `${id}-${language}`,
  /** The `translation.metadata` document that links the translations of the English document `id`. */
  translationMetadata: (id: string) => `translation-metadata-${id}`,
} as const;
