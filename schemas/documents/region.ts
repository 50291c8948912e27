import { defineArrayMember, defineField, defineType } from 'sanity';
import { heroField } from '../fields/heroField';
import { isUniqueInLanguage, languageField, SET_IN_ENGLISH_NOTE, setInEnglish } from '../fields/language';
import { seoField } from '../fields/seoField';
import { uniqueFactNames } from '../objects/namedFact';
import { languageSuffix } from '../preview-labels';

/**
 * A region page at /global-registration/<slug> (docs/requirements.md, §2 Jurisdictions overview and regions):
 * headline figures, benefit cards, company structures, requirements, and the cards of the
 * jurisdictions whose `region` references this region (`jurisdictionCardsSection`).
 */
export const region = defineType({
  name: 'region',
  title: 'Region',
  type: 'document',
  groups: [
    { name: 'page', title: 'Page', default: true },
    { name: 'cards', title: 'Cards and lists' },
    { name: 'seo', title: 'Search and sharing' },
  ],
  fields: [
    languageField,
    defineField({
      name: 'name',
      title: 'Region name',
      type: 'string',
      group: 'page',
      description: 'E.g. Europe or Asia-Pacific.',
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: 'slug',
      title: 'Web address',
      type: 'slug',
      group: 'page',
      description: 'The page lives at /global-registration/<this>.',
      options: { source: 'name', maxLength: 60, isUnique: isUniqueInLanguage },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'order',
      title: 'Order',
      type: 'number',
      group: 'page',
      description: 'Position among the regions, smallest first.',
      validation: (rule) => rule.required().integer().min(0),
    }),
    seoField('seo'),
    heroField('page'),
    defineField({
      name: 'facts',
      title: 'Figures',
      type: 'array',
      group: 'page',
      description:
        'The region\'s figures, named for its texts and headline figures: {euCountries} for 27+, {setupTime} for 2-8 weeks.' + SET_IN_ENGLISH_NOTE,
      of: [defineArrayMember({ type: 'namedFact' })],
      readOnly: setInEnglish,
      validation: (rule) => rule.custom(uniqueFactNames),
    }),
    defineField({
      name: 'stats',
      title: 'Headline figures',
      type: 'array',
      group: 'page',
      description: 'Optional figures under the hero, e.g. {euCountries} with the label EU countries.',
      of: [defineArrayMember({ type: 'stat' })],
      validation: (rule) => rule.max(6),
    }),
    defineField({
      name: 'sections',
      title: 'Sections',
      type: 'array',
      group: 'cards',
      description:
        'Benefit cards, company structures, requirements, the countries of this region, process, in page order. ' +
        '"Countries of this region" lists the country pages that name this region by themselves.',
      of: [
        defineArrayMember({ type: 'cardGridSection' }),
        defineArrayMember({ type: 'jurisdictionCardsSection' }),
        defineArrayMember({ type: 'bulletListSection' }),
        defineArrayMember({ type: 'processSection' }),
        defineArrayMember({ type: 'ctaSection' }),
      ],
      validation: (rule) => rule.required().min(1),
    }),
  ],
  orderings: [{ title: 'Order', name: 'orderAsc', by: [{ field: 'order', direction: 'asc' }] }],
  preview: {
    select: { title: 'name', slug: 'slug.current', language: 'language' },
    prepare: ({ title, slug, language }) => ({ title, subtitle: `/global-registration/${slug ?? ''}${languageSuffix(language)}` }),
  },
});
