import { defineArrayMember, defineField, defineType } from 'sanity';
import { NO_FIGURES } from '../fields/no-figures';
import { heroField } from '../fields/heroField';
import { isUniqueInLanguage, languageField } from '../fields/language';
import { seoField } from '../fields/seoField';
import { sectionHeadingFields } from '../fields/sectionHeading';
import { ICON_NAMES } from '../../lib/icons/names';
import { languageSuffix } from '../preview-labels';

const group = (name: string, title: string, fields: ReturnType<typeof defineField>[], description: string, tab: string) =>
  defineField({
    name,
    title,
    type: 'object',
    // Its tab of the form: without one, a section showed under "All fields" only.
    group: tab,
    description,
    options: { collapsible: true, collapsed: false },
    fields: [...sectionHeadingFields, ...fields],
  });

/**
 * One country page (docs/requirements.md, §2 Country pages). The requirements' "older" and "newer" styles are the
 * same document type: a section shows on the page when the document has items for it.
 */
export const jurisdiction = defineType({
  name: 'jurisdiction',
  title: 'Jurisdiction',
  type: 'document',
  groups: [
    { name: 'page', title: 'Page', default: true },
    { name: 'facts', title: 'Facts and company types' },
    { name: 'process', title: 'Process and closing' },
    { name: 'seo', title: 'Search and sharing' },
  ],
  fields: [
    languageField,
    defineField({
      name: 'name',
      title: 'Country name',
      type: 'string',
      group: 'page',
      description: 'As visitors know it, e.g. Denmark or United Kingdom.',
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: 'slug',
      title: 'Web address',
      type: 'slug',
      group: 'page',
      description: 'The page lives at /<this>, e.g. denmark. Changing it breaks existing links.',
      options: { source: 'name', maxLength: 60, isUnique: isUniqueInLanguage },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'countryCode',
      title: 'Country code',
      type: 'string',
      group: 'page',
      description: 'The two-letter ISO 3166 code, e.g. DK for Denmark or AE for Dubai: it picks the flag shown in the page\'s hero and on the comparison.',
      options: NO_FIGURES,
      validation: (rule) => rule.required().regex(/^[A-Z]{2}$/, { name: 'ISO 3166-1 alpha-2 code' }),
    }),
    defineField({
      name: 'region',
      title: 'Region',
      type: 'reference',
      group: 'page',
      description: 'The region page this country belongs to.',
      to: [{ type: 'region' }],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'order',
      title: 'Order in region',
      type: 'number',
      group: 'page',
      description:
        'Position of this country on its region page, smallest first, e.g. 70. Leave gaps (10, 20, 30) so a new country can go in between without renumbering the others.',
      validation: (rule) => rule.required().integer().min(0),
    }),
    defineField({
      name: 'regionCardSummary',
      title: 'Region card text',
      type: 'string',
      group: 'page',
      description: 'The short line under the country name on its region page card, e.g. "Corporate tax {corporateTax}": a figure is written by the name of its fact (Facts and company types).',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'corporateTax',
      title: 'Corporate tax (short, no longer used)',
      type: 'string',
      group: 'facts',
      description: 'Replaced by the corporate tax of the facts below, which every page and language reads.',
      deprecated: { reason: 'The corporate tax is a fact: set it under Facts, Corporate tax. Texts show it as {corporateTax}.' },
      readOnly: true,
      hidden: ({ value }) => value === undefined,
    }),
    defineField({
      name: 'comparison',
      title: 'Comparison facts',
      type: 'comparisonFacts',
      group: 'facts',
      description:
        'The country\'s figures: /compare sets them side by side, and the texts of every language show them by name, {corporateTax}, {vat}, {capital_ApS} (the company type\'s letters), {paidUp_GmbH}, {incorporationTime}, {directors}. Fill in only what is confirmed: an empty fact shows as "Not stated".',
    }),
    seoField('seo'),
    heroField('page'),
    group(
      'why',
      'Why cards',
      [
        defineField({
          name: 'items',
          title: 'Cards',
          type: 'array',
          description: 'One card per reason, in this order. Up to eight.',
          of: [
            defineArrayMember({
              type: 'object',
              name: 'whyItem',
              fields: [
                defineField({
                  name: 'icon',
                  title: 'Icon',
                  type: 'string',
                  description: 'Optional small picture shown above the title.',
                  options: { list: [...ICON_NAMES] },
                }),
                defineField({
                  name: 'title',
                  title: 'Title',
                  type: 'string',
                  description: 'The reason in a few words, e.g. "EU membership".',
                  validation: (rule) => rule.required().max(80),
                }),
                defineField({
                  name: 'description',
                  title: 'Description',
                  type: 'text',
                  rows: 2,
                  description: 'One or two sentences explaining the reason.',
                  validation: (rule) => rule.required().max(400),
                }),
              ],
              preview: { select: { title: 'title', subtitle: 'description' } },
            }),
          ],
          validation: (rule) => rule.required().min(1).max(8),
        }),
      ],
      'The four reasons to register here ("Why Choose …" / "Why Register in …").',
      'page',
    ),
    group(
      'services',
      'Services checklist',
      [
        defineField({
          name: 'items',
          title: 'Services',
          type: 'array',
          description: 'One service per line, e.g. "Company registration". Up to twelve.',
          of: [{ type: 'string' }],
          validation: (rule) => rule.max(12),
        }),
      ],
      'Optional "Our Services" checklist (older country pages: six items).',
      'page',
    ),
    group(
      'companyTypes',
      'Company types',
      [
        defineField({
          name: 'items',
          title: 'Company types',
          type: 'array',
          description: 'The legal forms, in this order. Up to six.',
          of: [defineArrayMember({ type: 'companyType' })],
          validation: (rule) => rule.max(6),
        }),
      ],
      'Optional legal forms with minimum capital (newer country pages: three).',
      'facts',
    ),
    group(
      'keyFacts',
      'Key facts',
      [
        defineField({
          name: 'items',
          title: 'Facts',
          type: 'array',
          description: 'The facts, in this order. Up to twelve.',
          of: [defineArrayMember({ type: 'keyFact' })],
          validation: (rule) => rule.max(12),
        }),
      ],
      'Label and value pairs such as corporate tax rate and minimum capital.',
      'facts',
    ),
    group(
      'process',
      'Registration process',
      [
        defineField({
          name: 'steps',
          title: 'Steps',
          type: 'array',
          description: 'The steps, numbered in this order. Up to ten.',
          of: [defineArrayMember({ type: 'processStep' })],
          validation: (rule) => rule.max(10),
        }),
      ],
      'Optional numbered steps, each with its duration (newer country pages: six).',
      'process',
    ),
    defineField({
      name: 'cta',
      title: 'Closing call to action',
      type: 'ctaSection',
      group: 'process',
      description: 'The band at the bottom of the page with a heading, a sentence and buttons, e.g. "Ready to register in Denmark?".',
      validation: (rule) => rule.required(),
    }),
  ],
  orderings: [
    { title: 'Name', name: 'nameAsc', by: [{ field: 'name', direction: 'asc' }] },
    { title: 'Order in region', name: 'orderAsc', by: [{ field: 'order', direction: 'asc' }] },
  ],
  preview: {
    select: { title: 'name', tax: 'comparison.corporateTax.percent', upTo: 'comparison.corporateTax.upToPercent', slug: 'slug.current', language: 'language' },
    // A translation reads its figures from the English document, so its own
    // comparison is empty: saying "Corporate tax not set" there misled editors.
    prepare: ({ title, tax, upTo, slug, language }) => ({
      title,
      subtitle:
        language && language !== 'en'
          ? `/${slug ?? ''}${languageSuffix(language)}`
          : `Corporate tax ${tax === undefined ? 'not set' : `${tax}${upTo === undefined ? '' : `-${upTo}`}%`} · /${slug ?? ''}${languageSuffix(language)}`,
    }),
  },
});
