import { defineField, defineType } from 'sanity';
import { NO_FIGURES } from '../fields/no-figures';

/** An office location (docs/requirements.md, §3 Static card shapes: city, country, address). */
export const location = defineType({
  name: 'location',
  title: 'Location',
  type: 'object',
  fields: [
    defineField({
      name: 'city',
      title: 'City',
      type: 'string',
      description: 'E.g. London.',
      options: NO_FIGURES,
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: 'country',
      title: 'Country',
      type: 'string',
      description: 'E.g. United Kingdom.',
      options: NO_FIGURES,
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: 'address',
      title: 'Address or district',
      type: 'string',
      description: 'As shown to visitors, e.g. Covent Garden, London WC2.',
      options: NO_FIGURES,
      validation: (rule) => rule.max(160),
    }),
  ],
  preview: { select: { title: 'city', subtitle: 'country' } },
});
