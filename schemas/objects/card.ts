import { defineField, defineType } from 'sanity';
import { ICON_NAMES } from '../../lib/icons/names';

/** A static card (docs/requirements.md, §3 Static card shapes): title, description, features list, icon, optional link. */
export const card = defineType({
  name: 'card',
  title: 'Card',
  type: 'object',
  fields: [
    defineField({
      name: 'icon',
      title: 'Icon',
      type: 'string',
      description: 'A small picture shown above the title.',
      options: { list: [...ICON_NAMES] },
    }),
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      description: 'The card headline, e.g. "Annual Accounts".',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'text',
      rows: 3,
      description: 'Optional sentence or two under the title.',
      validation: (rule) => rule.max(500),
    }),
    defineField({
      name: 'features',
      title: 'Feature list',
      type: 'array',
      description: 'Optional short bullet points, e.g. "Annual returns".',
      of: [{ type: 'string' }],
    }),
    defineField({
      name: 'link',
      title: 'Link',
      type: 'link',
      description: 'Optional: where the card leads when clicked.',
    }),
  ],
  preview: { select: { title: 'title', subtitle: 'description' } },
});
