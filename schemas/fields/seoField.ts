import { defineField } from 'sanity';

/** The required "Search and sharing" field of every page document (type `seo`). */
export function seoField(group?: string) {
  return defineField({
    name: 'seo',
    title: 'Search and sharing',
    type: 'seo',
    ...(group ? { group } : {}),
    description: 'The page title and short summary shown in the browser tab, in search results and when the page is shared.',
    validation: (rule) => rule.required(),
  });
}
