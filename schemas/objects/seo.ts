import { defineField, defineType } from 'sanity';
import { NO_FIGURES } from '../fields/no-figures';
import { pictureOfEnglish, SET_IN_ENGLISH_NOTE } from '../fields/language';

/** Search-engine and social-sharing texts of a page: `<title>`, meta description, Open Graph, and an optional sharing image. */
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
    defineField({
      name: 'image',
      title: 'Sharing image',
      type: 'image',
      // A picture is the same in every language: the site reads it from the English page, and a
      // new translation starts without a copy (`@sanity/document-internationalization`).
      options: { hotspot: true, documentInternationalization: { exclude: true } },
      hidden: pictureOfEnglish,
      description:
        'Optional: the picture shown when the page is shared on LinkedIn, X, Slack or in a messenger, cut to 1200 × 630 around the hotspot. ' +
        "Empty: the page shares a card the site draws from the page's title and summary (a country's with its flag, corporate tax and time to incorporate)." +
        SET_IN_ENGLISH_NOTE,
    }),
    defineField({
      name: 'imageAlt',
      options: NO_FIGURES,
      title: 'Sharing image description',
      type: 'string',
      description: "What the English page's sharing image shows, in this language, for people who cannot see it. Empty: the page title.",
      validation: (rule) => rule.max(120),
    }),
  ],
  preview: { select: { title: 'title', subtitle: 'description' } },
});
