import { defineField, defineType } from 'sanity';

/** An office package (spec §3: card plus price and popular flag; §9 office prices in GBP). */
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
      description: 'Whole pounds, e.g. 1200 for £1,200.',
      validation: (rule) => rule.required().min(0).integer(),
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
