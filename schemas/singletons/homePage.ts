import { defineArrayMember, defineField, defineType } from 'sanity';
import { languageField } from '../fields/language';
import { seoField } from '../fields/seoField';
import { languageName } from '../preview-labels';

/** The texts of the home page around the slideshow, statistics and service cards (docs/requirements.md, §2 Home). */
export const homePage = defineType({
  name: 'homePage',
  title: 'Home page',
  type: 'document',
  fields: [
    languageField,
    seoField(),
    defineField({
      name: 'heroHeading',
      title: 'Hero heading',
      type: 'string',
      description: 'The headline over the slideshow.',
      validation: (rule) => rule.required().max(120),
    }),
    defineField({
      name: 'locationPrompt',
      title: 'Location dropdown prompt',
      type: 'string',
      description: 'The first line of the dropdown, e.g. "Choose a location".',
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: 'locations',
      title: 'Locations in the dropdown',
      type: 'array',
      description: 'Country pages a visitor can jump to from the hero, in this order.',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'jurisdiction' }] })],
      validation: (rule) => rule.required().min(1).max(20).unique(),
    }),
    defineField({
      name: 'aboutHeading',
      title: 'About heading',
      type: 'string',
      description: 'The headline of the About section under the slideshow, next to the four figures.',
      validation: (rule) => rule.required().max(120),
    }),
    defineField({
      name: 'aboutParagraphs',
      title: 'About paragraphs',
      type: 'array',
      description: 'One to four paragraphs of the About section, in reading order.',
      of: [{ type: 'text' }],
      validation: (rule) => rule.required().min(1).max(4),
    }),
    defineField({
      name: 'servicesHeading',
      title: 'Services heading',
      type: 'string',
      description: 'The headline above the service cards.',
      validation: (rule) => rule.required().max(120),
    }),
    defineField({
      name: 'servicesIntro',
      title: 'Services intro',
      type: 'text',
      rows: 2,
      description: 'Optional sentence under the services headline.',
      validation: (rule) => rule.max(400),
    }),
  ],
  preview: {
    select: { language: 'language' },
    prepare: ({ language }) => ({ title: 'Home page', subtitle: languageName(language) }),
  },
});
