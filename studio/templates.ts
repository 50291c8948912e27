import type { InitialValueResolverContext, Template } from 'sanity';

/**
 * "New document" templates used by the Studio lists: a document created inside a list starts
 * with the values that put it in that list (its region, customer type and category) and, for a
 * country, its place at the end of the region and the usual closing buttons.
 * They take parameters, so they are offered only inside those lists, never in the global
 * "Create" menu.
 */
export const listTemplates: Template[] = [
  {
    id: 'jurisdiction-in-region',
    title: 'Jurisdiction in this region',
    schemaType: 'jurisdiction',
    parameters: [{ name: 'regionId', type: 'string' }],
    // Starts after the region's last country, with the closing buttons every country page has
    // (Email Us, Call Us: the site settings' address and number), so an editor types words only.
    value: async ({ regionId }: { regionId: string }, { getClient }: InitialValueResolverContext) => {
      const last = await getClient({ apiVersion: '2025-10-01' }).fetch<number | null>(
        '*[_type == "jurisdiction" && language == "en" && region._ref == $regionId] | order(order desc)[0].order',
        { regionId },
      );
      return {
        language: 'en',
        region: { _type: 'reference', _ref: regionId },
        order: (last ?? 0) + 10,
        cta: {
          _type: 'ctaSection',
          actions: [
            { _type: 'link', _key: 'email', label: 'Email Us', kind: 'email', style: 'default' },
            { _type: 'link', _key: 'phone', label: 'Call Us', kind: 'phone', style: 'outline' },
          ],
        },
      };
    },
  },
  {
    id: 'pricingItem-in-category',
    title: 'Pricing item in this category',
    schemaType: 'pricingItem',
    parameters: [
      { name: 'audience', type: 'string' },
      { name: 'category', type: 'string' },
    ],
    value: ({ audience, category }: { audience: string; category: string }) => ({
      language: 'en',
      audience,
      category,
      isFree: false,
      priceFrom: false,
    }),
  },
];

/** Ids of {@link listTemplates}, for keeping them out of the global "Create" menu. */
export const LIST_TEMPLATE_IDS: readonly string[] = listTemplates.map((t) => t.id);
