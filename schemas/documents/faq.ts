import { defineArrayMember, defineField, defineType } from 'sanity';
import { languageField } from '../fields/language';
import { languageSuffix } from '../preview-labels';

/** A question and answer shown in an FAQ accordion (docs/requirements.md, §2 Accordions). */
export const faq = defineType({
  name: 'faq',
  title: 'FAQ',
  type: 'document',
  fields: [
    languageField,
    defineField({
      name: 'question',
      title: 'Question',
      type: 'string',
      description: 'The question as a visitor would ask it; it is the clickable line of the accordion.',
      validation: (rule) => rule.required().min(10).max(200),
    }),
    defineField({
      name: 'answer',
      title: 'Answer',
      type: 'array',
      description: 'A short answer; links and bold text are allowed.',
      of: [defineArrayMember({ type: 'block', styles: [{ title: 'Normal', value: 'normal' }], lists: [{ title: 'Bullet', value: 'bullet' }] })],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'topic',
      title: 'Topic',
      type: 'string',
      description: 'Groups questions in the Studio, e.g. Legal services or Virtual office.',
      options: {
        list: [
          { title: 'Legal services', value: 'legal-services' },
          { title: 'Virtual office', value: 'virtual-office' },
          { title: 'General', value: 'general' },
        ],
      },
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    select: { title: 'question', topic: 'topic', language: 'language' },
    // The topic as the editor picked it ("Virtual office"), not its stored value.
    prepare: ({ title, topic, language }) => ({
      title,
      subtitle: `${({ 'legal-services': 'Legal services', 'virtual-office': 'Virtual office', general: 'General' } as Record<string, string>)[topic] ?? 'No topic'}${languageSuffix(language)}`,
    }),
  },
});
