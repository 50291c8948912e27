import type { Template } from 'sanity';

/**
 * "New document" templates used by the Studio lists: a document created inside a list starts
 * with the values that put it in that list (its region, customer type and category).
 * They take parameters, so they are offered only inside those lists, never in the global
 * "Create" menu.
 */
export const listTemplates: Template[] = [
  {
    id: 'jurisdiction-in-region',
    title: 'Jurisdiction in this region',
    schemaType: 'jurisdiction',
    parameters: [{ name: 'regionId', type: 'string' }],
    value: ({ regionId }: { regionId: string }) => ({ language: 'en', region: { _type: 'reference', _ref: regionId } }),
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
