import { defineArrayMember, defineField, defineType } from 'sanity';
import { heroField } from '../fields/heroField';
import { isUniqueInLanguage, languageField } from '../fields/language';
import { seoField } from '../fields/seoField';
import { sectionTypes } from '../sections';
import { languageSuffix } from '../preview-labels';

/**
 * A page assembled from sections in order: the service pages, fees, the jurisdictions
 * overview, and the fixed parts of contact, pricing and company formation
 * (docs/requirements.md, §2 Service pages).
 */
export const servicePage = defineType({
  name: 'servicePage',
  title: 'Service page',
  type: 'document',
  groups: [
    { name: 'page', title: 'Page', default: true },
    { name: 'seo', title: 'Search and sharing' },
  ],
  fields: [
    languageField,
    defineField({
      name: 'title',
      title: 'Name in lists',
      type: 'string',
      group: 'page',
      description: 'Short name used in menus and breadcrumbs, e.g. Banking.',
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: 'slug',
      title: 'Web address',
      type: 'slug',
      group: 'page',
      description: 'The page lives at /<this>, e.g. banking.',
      options: { source: 'title', maxLength: 60, isUnique: isUniqueInLanguage },
      validation: (rule) => rule.required(),
    }),
    seoField('seo'),
    heroField('page'),
    defineField({
      name: 'sections',
      title: 'Sections',
      type: 'array',
      group: 'page',
      description: 'The blocks of the page from top to bottom. Drag to reorder.',
      of: sectionTypes.map((t) => defineArrayMember({ type: t.name })),
    }),
  ],
  preview: {
    select: { title: 'title', slug: 'slug.current', language: 'language' },
    prepare: ({ title, slug, language }) => ({ title, subtitle: `/${slug ?? ''}${languageSuffix(language)}` }),
  },
});
