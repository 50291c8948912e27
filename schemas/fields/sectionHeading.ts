import { defineField } from 'sanity';

/** The heading and optional intro every page section starts with. */
export const sectionHeadingFields = [
  defineField({
    name: 'heading',
    title: 'Heading',
    type: 'string',
    description: 'The section headline, e.g. "Why Register in Denmark".',
    validation: (rule) => rule.required().max(120),
  }),
  defineField({
    name: 'intro',
    title: 'Intro',
    type: 'text',
    rows: 2,
    description: 'Optional sentence under the heading.',
    validation: (rule) => rule.max(500),
  }),
];
