import { defineField, defineType } from 'sanity';

/** The page kinds whose web address comes from a slug, and so can be renamed. */
export const REDIRECT_DOCUMENT_TYPES = [
  { title: 'Country page', value: 'jurisdiction' },
  { title: 'Service page', value: 'servicePage' },
  { title: 'Region page', value: 'region' },
];

/**
 * An old web address of a page whose slug was changed: visitors, bookmarks and search engines
 * that ask for it are sent on to the page's current address, in their language. The site writes
 * one when a published slug changes (`lib/publish/record-rename.ts`); editors see and delete them
 * in the Studio. The reference is weak, so the page can still be deleted: its old addresses then
 * answer "gone".
 */
export const redirect = defineType({
  name: 'redirect',
  title: 'Redirect',
  type: 'document',
  fields: [
    defineField({
      name: 'from',
      title: 'Old web address',
      type: 'string',
      description: 'The address the page had before, without the language, e.g. hong-kong for /hong-kong and /da/hong-kong.',
      readOnly: true,
      validation: (rule) => rule.required().regex(/^[a-z0-9-]+$/, { name: 'slug' }),
    }),
    defineField({
      name: 'documentType',
      title: 'Kind of page',
      type: 'string',
      description: 'Which kind of page the address belonged to: a region page lives under /global-registration/.',
      readOnly: true,
      options: { list: REDIRECT_DOCUMENT_TYPES },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'document',
      title: 'Page it leads to',
      type: 'reference',
      description: 'Visitors of the old address land on this page at its current address. Empty when the page was deleted: the old address then answers "gone".',
      to: [{ type: 'jurisdiction' }, { type: 'servicePage' }, { type: 'region' }],
      weak: true,
      readOnly: true,
    }),
  ],
  preview: {
    select: { from: 'from', type: 'documentType', to: 'document.slug.current', name: 'document.name', title: 'document.title' },
    prepare: ({ from, type, to, name, title }) => {
      const prefix = type === 'region' ? '/global-registration/' : '/';
      return {
        title: `${prefix}${from ?? ''} → ${to ? `${prefix}${to}` : 'gone'}`,
        subtitle: to ? `${name ?? title ?? ''}` : 'The page was deleted: the old address answers "gone"',
      };
    },
  },
});
