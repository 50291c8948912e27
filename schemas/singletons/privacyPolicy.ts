import { defineArrayMember, defineField, defineType } from 'sanity';
import { languageField } from '../fields/language';
import { seoField } from '../fields/seoField';
import { languageName } from '../preview-labels';

/**
 * The privacy policy at `/privacy`: what the enquiry forms store, why, for how
 * long, who receives it and the visitor's rights. One per language. The retention period is not
 * written here: the page states `ENQUIRY_RETENTION_DAYS` above these sections, so the text and
 * the deletion job cannot disagree.
 */
export const privacyPolicy = defineType({
  name: 'privacyPolicy',
  title: 'Privacy policy',
  type: 'document',
  fields: [
    languageField,
    seoField(),
    defineField({
      name: 'title',
      title: 'Heading',
      type: 'string',
      description: 'The page heading, e.g. Privacy policy.',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'intro',
      title: 'Introduction',
      type: 'text',
      rows: 3,
      description: 'One or two sentences under the heading.',
      validation: (rule) => rule.required().max(400),
    }),
    defineField({
      name: 'updatedAt',
      title: 'Last updated',
      type: 'date',
      description: 'Shown under the heading; change it when the policy changes.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'sections',
      title: 'Sections',
      type: 'array',
      description: 'Each with a heading and its text. The retention period is shown by the site itself, from its configuration.',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'privacySection',
          fields: [
            defineField({
              name: 'heading',
              title: 'Heading',
              type: 'string',
              description: 'The section heading, e.g. What we store.',
              validation: (rule) => rule.required().max(100),
            }),
            defineField({
              name: 'body',
              title: 'Text',
              type: 'array',
              description: 'Plain paragraphs and bullet lists; links and bold text are allowed.',
              of: [defineArrayMember({ type: 'block', styles: [{ title: 'Normal', value: 'normal' }], lists: [{ title: 'Bullet', value: 'bullet' }] })],
              validation: (rule) => rule.required(),
            }),
          ],
          preview: { select: { title: 'heading' } },
        }),
      ],
      validation: (rule) => rule.required().min(1),
    }),
  ],
  preview: {
    select: { language: 'language' },
    prepare: ({ language }) => ({ title: 'Privacy policy', subtitle: languageName(language) }),
  },
});
