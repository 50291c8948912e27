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
} as const;
