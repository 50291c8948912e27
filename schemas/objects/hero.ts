import { defineField, defineType } from 'sanity';
import { ICON_NAMES } from '../../lib/icons/names';

/** The top band of a page: heading, intro and up to three buttons. */
export const hero = defineType({
  name: 'hero',
  title: 'Hero',
  type: 'object',
  fields: [
    defineField({
      name: 'eyebrow',
      title: 'Small label above the heading',
      type: 'string',
      description: 'Optional, e.g. "Europe". Empty on a country page: the page shows its region\'s name.',
      validation: (rule) => rule.max(60),
    }),
    defineField({
      name: 'heading',
      title: 'Heading',
      type: 'string',
      description: 'The page headline (the only H1 of the page).',
      validation: (rule) => rule.required().max(120),
    }),
    defineField({
      name: 'intro',
      title: 'Intro',
      type: 'text',
      rows: 3,
      description: 'One to three sentences under the headline.',
      validation: (rule) => rule.max(600),
    }),
    defineField({
      name: 'icon',
      title: 'Picture beside the heading',
      type: 'string',
      description:
        'Optional icon drawn large on the right of the band on wide screens, e.g. Landmark for Banking. Country pages show their flag and region pages the flags of their countries instead.',
      options: { list: [...ICON_NAMES] },
    }),
    defineField({
      name: 'actions',
      title: 'Buttons',
      type: 'array',
      description: 'Optional buttons under the intro, in this order. Up to three.',
      of: [{ type: 'link' }],
      validation: (rule) => rule.max(3),
    }),
  ],
  preview: { select: { title: 'heading', subtitle: 'intro' } },
});
