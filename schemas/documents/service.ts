import { defineField, defineType } from 'sanity';
import { SERVICE_ICON_NAMES } from '../../lib/icons/names';
import { languageField } from '../fields/language';
import { languageSuffix } from '../preview-labels';

/** A service card of the home page (docs/requirements.md, §3 Service item). */
export const service = defineType({
  name: 'service',
  title: 'Service',
  type: 'document',
  fields: [
    languageField,
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      description: 'The name on the card, e.g. Company Formation.',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'excerpt',
      title: 'Short text',
      type: 'text',
      rows: 2,
      description: 'One sentence shown on the card.',
      validation: (rule) => rule.required().max(240),
    }),
    defineField({
      name: 'description',
      title: 'Longer text',
      type: 'text',
      rows: 4,
      description: 'Optional extra detail shown under the short text.',
      validation: (rule) => rule.max(800),
    }),
    defineField({
      name: 'icon',
      title: 'Icon',
      type: 'string',
      description: 'Unknown names show the building icon.',
      initialValue: 'Building2',
      options: { list: [...SERVICE_ICON_NAMES] },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'link',
      title: 'Page',
      type: 'reference',
      description: 'Optional service page the card links to.',
      to: [{ type: 'servicePage' }],
    }),
    defineField({
      name: 'order',
      title: 'Order',
      type: 'number',
      description: 'Position among the service cards, smallest first.',
      validation: (rule) => rule.required().integer().min(0),
    }),
  ],
  orderings: [{ title: 'Order', name: 'orderAsc', by: [{ field: 'order', direction: 'asc' }] }],
  preview: {
    select: { title: 'title', subtitle: 'excerpt', language: 'language' },
    prepare: ({ title, subtitle, language }) => ({ title, subtitle: `${subtitle ?? ''}${languageSuffix(language)}` }),
  },
});
