// The GROQ-powered webhook an operator creates in sanity.io/manage (docs/integrations.md, "Sanity webhook"),
// in one place: docs/integrations.md quotes it, a unit test checks the quote, and the loopback Content Lake
// sends exactly this on every publish and delete (issue 24, part 2). Plain JavaScript so the lake,
// which runs on Node without a build, can import it.

/** Every document type a page shows; `translation.metadata` links a new translation to its English document. */
export const WEBHOOK_TYPES = [
  'siteSettings',
  'homePage',
  'privacyPolicy',
  'heroSlide',
  'service',
  'jurisdiction',
  'region',
  'servicePage',
  'pricingItem',
  'faq',
  'translation.metadata',
];

/** The webhook's filter (GROQ), as typed into Sanity's form. */
export const WEBHOOK_FILTER = `_type in [${WEBHOOK_TYPES.map((type) => `"${type}"`).join(', ')}]`;

/** The webhook's projection (GROQ): the body `/api/revalidate` reads. */
export const WEBHOOK_PROJECTION = '{ _type, "slug": slug.current }';
