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
      description:
        'E.g. {countries} for the company\'s countries figure (set once in the site settings\' company figures), or a figure written in English notation, 5,000+ or 95%: each language shows it in its own format (5.000+ in Danish, 95 % in German).',
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
