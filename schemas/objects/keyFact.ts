import { defineField, defineType } from 'sanity';

/** A country fact as a label/value pair, e.g. "Corporate tax rate" / "22%". */
export const keyFact = defineType({
  name: 'keyFact',
  title: 'Key fact',
  type: 'object',
  fields: [
    defineField({
      name: 'label',
      title: 'Label',
      type: 'string',
      description: 'E.g. Corporate tax rate.',
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: 'value',
      title: 'Value',
      type: 'string',
      description: 'A figure of the country\'s facts is written by name, e.g. {corporateTax} or {capital_ApS}: the site shows it from the facts, formatted for each language.',
      validation: (rule) => rule.required().max(120),
    }),
  ],
  preview: { select: { title: 'label', subtitle: 'value' } },
});
