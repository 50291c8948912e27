import { defineField, defineType } from 'sanity';

/** A legal form offered in a country, e.g. ApS with its minimum capital and features. */
export const companyType = defineType({
  name: 'companyType',
  title: 'Company type',
  type: 'object',
  fields: [
    defineField({
      name: 'name',
      title: 'Name',
      type: 'string',
      description: 'E.g. Private Limited Company (ApS).',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'text',
      rows: 2,
      description: 'Optional sentence on what this legal form is and who it suits.',
      validation: (rule) => rule.max(400),
    }),
    defineField({
      name: 'minCapital',
      title: 'Minimum capital',
      type: 'string',
      description: 'The capital fact of this company type by name, e.g. {capital_ApS} (from the country\'s facts). Write "No minimum" when none applies.',
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: 'features',
      title: 'Features',
      type: 'array',
      description: 'Optional short bullet points, e.g. "Limited liability". Up to eight.',
      of: [{ type: 'string' }],
      validation: (rule) => rule.max(8),
    }),
  ],
  preview: { select: { title: 'name', subtitle: 'minCapital' } },
});
