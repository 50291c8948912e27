import { defineField, defineType } from 'sanity';

/** Search-engine and social-sharing texts of a page: `<title>`, meta description, Open Graph. */
export const seo = defineType({
  name: 'seo',
  title: 'Search and sharing',
  type: 'object',
  fields: [
    defineField({
      name: 'title',
      title: 'Page title',
      type: 'string',
      description: 'Shown in the browser tab and as the headline in search results. Aim for 30 to 60 characters.',
      validation: (rule) => rule.required().min(10).max(70),
    }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'text',
      rows: 3,
      description: 'One or two sentences shown under the title in search results and when the page is shared.',
      validation: (rule) => rule.required().min(50).max(170),
    }),
  ],
  preview: { select: { title: 'title', subtitle: 'description' } },
});
