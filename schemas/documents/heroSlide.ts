import { defineField, defineType } from 'sanity';
import { NO_FIGURES } from '../fields/no-figures';
import { isTranslation, languageField, pictureOfEnglish } from '../fields/language';
import { languageSuffix } from '../preview-labels';

/** A slide of the home page's hero slideshow (docs/requirements.md, §3 Hero slide). */
export const heroSlide = defineType({
  name: 'heroSlide',
  title: 'Hero slide',
  type: 'document',
  fields: [
    languageField,
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      description: 'The place shown, e.g. Paris.',
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: 'subtitle',
      title: 'Subtitle',
      type: 'string',
      description: 'The line under the title, e.g. "Where can we assist you to set up business?".',
      validation: (rule) => rule.required().max(140),
    }),
    defineField({
      name: 'image',
      title: 'Image',
      type: 'image',
      description:
        'A wide picture (at least 1920 × 1080) of the place. Set on the English slide, with its crop and hotspot, for every language; a translation describes it in its own words.',
      // A new translation starts without the picture (`@sanity/document-internationalization`
      // copies every other field): it shows the English one.
      options: { hotspot: true, documentInternationalization: { exclude: true } },
      hidden: pictureOfEnglish,
      fields: [
        defineField({
          name: 'alt',
          title: 'Description for screen readers',
          type: 'string',
          description: 'What the picture shows, for visitors who cannot see it, e.g. "The Eiffel Tower at sunset".',
          validation: (rule) => rule.required().max(160),
        }),
      ],
      // Only the English slide holds a picture: every language shows it.
      validation: (rule) =>
        rule.custom((value: { asset?: unknown } | undefined, context) =>
          isTranslation(context.document) ? true : value?.asset ? true : 'Upload a picture of the place.',
        ),
    }),
    defineField({
      name: 'imageAlt',
      options: NO_FIGURES,
      title: 'Description of the picture for screen readers',
      type: 'string',
      description: "What the English slide's picture (shown above) shows, in this language, for visitors who cannot see it.",
      hidden: ({ document }) => !isTranslation(document),
      validation: (rule) =>
        rule.custom((value: string | undefined, context) => (!isTranslation(context.document) || value?.trim() ? true : 'Describe the picture in this language.')).max(160),
    }),
    defineField({
      name: 'order',
      title: 'Order',
      type: 'number',
      description: 'Position in the slideshow, smallest first.',
      validation: (rule) => rule.required().integer().min(0),
    }),
  ],
  orderings: [{ title: 'Order', name: 'orderAsc', by: [{ field: 'order', direction: 'asc' }] }],
  preview: {
    select: { title: 'title', subtitle: 'subtitle', language: 'language', media: 'image' },
    prepare: ({ title, subtitle, language, media }) => ({ title, subtitle: `${subtitle ?? ''}${languageSuffix(language)}`, media }),
  },
});
