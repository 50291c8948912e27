import { defineArrayMember, defineField, defineType } from 'sanity';
import { sectionHeadingFields } from '../fields/sectionHeading';
import { ICON_NAMES } from '../../lib/icons/names';

/**
 * The building blocks of a service page, in the order editors arrange them
 * (`servicePage`), and `jurisdictionCardsSection`, which only a
 * region page offers (it lists the countries of the page's region). Each renders as one
 * component in `components/sections/`.
 */

const headingPreview = (subtitle: string) => ({
  select: { title: 'heading' },
  prepare: ({ title }: { title?: string }) => ({ title: title ?? '(no heading)', subtitle }),
});

export const cardGridSection = defineType({
  name: 'cardGridSection',
  title: 'Card grid',
  type: 'object',
  fields: [
    ...sectionHeadingFields,
    defineField({
      name: 'variant',
      title: 'Look',
      type: 'string',
      description: 'Feature cards show icon, text and bullet points; compact cards suit short trust or support points.',
      initialValue: 'feature',
      options: { list: ['feature', 'compact', 'link'] },
    }),
    defineField({
      name: 'cards',
      title: 'Cards',
      type: 'array',
      description: 'The cards, in this order. Up to 24.',
      of: [defineArrayMember({ type: 'card' })],
      validation: (rule) => rule.required().min(1).max(24),
    }),
  ],
  preview: headingPreview('Card grid'),
});

export const bulletListSection = defineType({
  name: 'bulletListSection',
  title: 'Bullet list',
  type: 'object',
  fields: [
    ...sectionHeadingFields,
    defineField({
      name: 'items',
      title: 'Items',
      type: 'array',
      description: 'One point per line, in this order. Up to 30.',
      of: [{ type: 'string' }],
      validation: (rule) => rule.required().min(1).max(30),
    }),
  ],
  preview: headingPreview('Bullet list'),
});

export const processSection = defineType({
  name: 'processSection',
  title: 'Process steps',
  type: 'object',
  fields: [
    ...sectionHeadingFields,
    defineField({
      name: 'steps',
      title: 'Steps',
      type: 'array',
      description: 'Numbered in this order.',
      of: [defineArrayMember({ type: 'processStep' })],
      validation: (rule) => rule.required().min(1).max(12),
    }),
  ],
  preview: headingPreview('Process steps'),
});

export const faqSection = defineType({
  name: 'faqSection',
  title: 'Questions and answers',
  type: 'object',
  fields: [
    ...sectionHeadingFields,
    defineField({
      name: 'faqs',
      title: 'Questions',
      type: 'array',
      description: 'Pick questions from the FAQ list; they show as an accordion in this order.',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'faq' }] })],
      validation: (rule) => rule.required().min(1).unique(),
    }),
  ],
  preview: headingPreview('FAQ accordion'),
});

export const officePackagesSection = defineType({
  name: 'officePackagesSection',
  title: 'Office packages',
  type: 'object',
  fields: [
    ...sectionHeadingFields,
    defineField({
      name: 'packages',
      title: 'Packages',
      type: 'array',
      description: 'The packages, shown side by side in this order. Up to six.',
      of: [defineArrayMember({ type: 'officePackage' })],
      validation: (rule) => rule.required().min(1).max(6),
    }),
  ],
  preview: headingPreview('Office packages'),
});

export const locationsSection = defineType({
  name: 'locationsSection',
  title: 'Locations',
  type: 'object',
  fields: [
    ...sectionHeadingFields,
    defineField({
      name: 'locations',
      title: 'Locations',
      type: 'array',
      description: 'The offices, in this order. Up to 24.',
      of: [defineArrayMember({ type: 'location' })],
      validation: (rule) => rule.required().min(1).max(24),
    }),
  ],
  preview: headingPreview('Locations'),
});

export const industriesSection = defineType({
  name: 'industriesSection',
  title: 'Industries',
  type: 'object',
  fields: [
    ...sectionHeadingFields,
    defineField({
      name: 'industries',
      title: 'Industries',
      type: 'array',
      description: 'The industries, in this order. Up to 16.',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'industry',
          fields: [
            defineField({
              name: 'name',
              title: 'Name',
              type: 'string',
              description: 'E.g. Technology.',
              validation: (rule) => rule.required().max(60),
            }),
            defineField({
              name: 'icon',
              title: 'Icon',
              type: 'string',
              description: 'Optional small picture shown beside the name.',
              options: { list: [...ICON_NAMES] },
            }),
          ],
          preview: { select: { title: 'name', subtitle: 'icon' } },
        }),
      ],
      validation: (rule) => rule.required().min(1).max(16),
    }),
  ],
  preview: headingPreview('Industries'),
});

export const richTextSection = defineType({
  name: 'richTextSection',
  title: 'Text',
  type: 'object',
  fields: [
    ...sectionHeadingFields,
    defineField({
      name: 'body',
      title: 'Text',
      type: 'array',
      description: 'The paragraphs of the section. Headings, lists, bold text and links are allowed.',
      of: [defineArrayMember({ type: 'block' })],
      validation: (rule) => rule.required(),
    }),
  ],
  preview: headingPreview('Text'),
});

export const ctaSection = defineType({
  name: 'ctaSection',
  title: 'Call to action',
  type: 'object',
  fields: [
    ...sectionHeadingFields,
    defineField({
      name: 'actions',
      title: 'Buttons',
      type: 'array',
      description: 'One to three buttons, in this order.',
      of: [defineArrayMember({ type: 'link' })],
      validation: (rule) => rule.required().min(1).max(3),
    }),
  ],
  preview: headingPreview('Call to action'),
});

export const progressSection = defineType({
  name: 'progressSection',
  title: 'Progress display',
  type: 'object',
  fields: [
    ...sectionHeadingFields,
    defineField({
      name: 'steps',
      title: 'Steps',
      type: 'array',
      description: 'The name of each step in order, e.g. "Fill in the form". Two to six steps.',
      of: [{ type: 'string' }],
      validation: (rule) => rule.required().min(2).max(6),
    }),
    defineField({
      name: 'activeStep',
      title: 'Active step',
      type: 'number',
      description: 'Which step is highlighted, counting from 1.',
      initialValue: 1,
      validation: (rule) => rule.required().min(1).max(6).integer(),
    }),
  ],
  preview: headingPreview('Progress display'),
});

export const jurisdictionCardsSection = defineType({
  name: 'jurisdictionCardsSection',
  title: 'Countries of this region',
  type: 'object',
  description:
    'Lists, as link cards, every country page whose Region is this region, in the countries\' "Order in region". ' +
    'A newly published country appears here by itself, and a deleted one disappears.',
  fields: [
    ...sectionHeadingFields,
    defineField({
      name: 'otherCountries',
      title: 'Countries without their own page',
      type: 'array',
      description:
        'Optional cards shown after the country pages, e.g. Australia leading to /fees. Countries with their own page are listed automatically: do not add them here.',
      of: [defineArrayMember({ type: 'card' })],
      validation: (rule) => rule.max(24),
    }),
  ],
  preview: {
    select: { title: 'heading', others: 'otherCountries' },
    prepare: ({ title, others }: { title?: string; others?: unknown[] }) => ({
      title: title ?? '(no heading)',
      subtitle: others?.length
        ? `Countries of this region, plus ${others.length} without their own page`
        : 'Countries of this region',
    }),
  },
});

/** Every section type of a service page, in the order the Studio's "Add item" menu lists them. */
export const sectionTypes = [
  cardGridSection,
  bulletListSection,
  processSection,
  faqSection,
  officePackagesSection,
  locationsSection,
  industriesSection,
  richTextSection,
  ctaSection,
  progressSection,
];
