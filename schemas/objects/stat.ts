import { defineField, defineType } from 'sanity';

/** A headline figure such as "115+" with its label "Countries". */
export const stat = defineType({
  name: 'stat',
  title: 'Statistic',
  type: 'object',
  fields: [
    defineField({
      name: 'value',
      title: 'Figure',
      type: 'string',
      description: 'As shown to visitors, e.g. 115+ or 95%.',
      validation: (rule) => rule.required().max(20),
    }),
    defineField({
      name: 'label',
      title: 'Label',
      type: 'string',
      description: 'What the figure counts, e.g. Countries.',
      validation: (rule) => rule.required().max(40),
    }),
  ],
  preview: { select: { title: 'value', subtitle: 'label' } },
});
