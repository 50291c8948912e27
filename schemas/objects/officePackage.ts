import { defineField, defineType } from 'sanity';
import { SET_IN_ENGLISH_NOTE, setInEnglish } from '../fields/language';
import { TIME_UNITS } from './comparisonFacts';

/** An office package (docs/requirements.md, §3 Static card shapes: a card plus price and popular flag; §9 Offices: prices in GBP). */
export const officePackage = defineType({
  name: 'officePackage',
  title: 'Office package',
  type: 'object',
  fields: [
    defineField({
      name: 'name',
      title: 'Name',
      type: 'string',
      description: 'The package name on the card, e.g. Virtual Office.',
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'text',
      rows: 2,
      description: 'Optional sentence under the name.',
      validation: (rule) => rule.max(300),
    }),
    defineField({
      name: 'priceGbp',
      title: 'Price (GBP)',
      type: 'number',
      description: 'Whole pounds, e.g. 1200 for £1,200. Texts name it as {officePrice_VirtualOffice} (the package name without spaces).' + SET_IN_ENGLISH_NOTE,
      readOnly: setInEnglish,
      // Required in English only: translations read the English price and need no copy.
      validation: (rule) => [
        rule.min(0).integer(),
        rule.custom((value, { document }) => value != null || (document?.language ?? 'en') !== 'en' || 'Required: the price every language shows.'),
      ],
    }),
    defineField({
      name: 'activation',
      title: 'Activation time',
      type: 'object',
      description:
        'How long until the office is ready, e.g. 24 to 48 hours. Texts name it as {activation_VirtualOffice}. Leave empty when not promised.' +
        SET_IN_ENGLISH_NOTE,
      options: { collapsible: true, collapsed: true },
      fields: [
        defineField({ name: 'from', readOnly: setInEnglish, title: 'From', type: 'number', description: 'The shortest usual time, e.g. 24.', validation: (rule) => rule.min(0) }),
        defineField({ name: 'to', readOnly: setInEnglish, title: 'To', type: 'number', description: 'Leave empty for a single figure.', validation: (rule) => rule.min(0) }),
        defineField({
          name: 'unit',
          readOnly: setInEnglish,
          title: 'Unit',
          type: 'string',
          description: "Shown in the visitor's language, e.g. hours, Stunden, heures.",
          options: { list: [...TIME_UNITS], layout: 'radio', direction: 'horizontal' },
        }),
      ],
    }),
    defineField({
      name: 'period',
      title: 'Charged',
      type: 'string',
      description: 'How often the price is paid; shown after the price, e.g. £1,200 per year.',
      options: {
        list: [
          { title: 'per year', value: 'year' },
          { title: 'per month', value: 'month' },
          { title: 'one-time fee', value: 'once' },
        ],
        layout: 'radio',
      },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'from',
      title: 'Starting price',
      type: 'boolean',
      description: 'Shows "from" before the price.',
      initialValue: true,
    }),
    defineField({
      name: 'popular',
      title: 'Most popular',
      type: 'boolean',
      description: 'Highlights this package.',
      initialValue: false,
    }),
    defineField({
      name: 'features',
      title: 'Included',
      type: 'array',
      description: 'What the package includes, one item per line, e.g. "Mail handling".',
      of: [{ type: 'string' }],
    }),
  ],
  preview: {
    select: { title: 'name', price: 'priceGbp', period: 'period' },
    prepare: ({ title, price, period }) => ({ title, subtitle: `£${price ?? '?'} ${period ?? ''}` }),
  },
});
