import { defineField, defineType } from 'sanity';
import { SET_IN_ENGLISH_NOTE, setInEnglish } from '../fields/language';
import { TIME_UNITS } from './comparisonFacts';

/**
 * One numbered step of a process (docs/requirements.md, §3 Jurisdiction page data, process step: step, title, timeline, description).
 * How long it takes is a figure: `duration`, set on the English document and shown in
 * each language's words ("1-2 weeks", "1-2 uger"); `timeline` is for a time without a figure
 * ("Same day") or a text naming a fact.
 */
export const processStep = defineType({
  name: 'processStep',
  title: 'Process step',
  type: 'object',
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      description: 'What happens in this step, e.g. "Submit your documents".',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'duration',
      title: 'Duration',
      type: 'object',
      description: 'How long the step takes, e.g. 1 to 2 weeks; shown in the visitor\'s language. Leave empty if unknown.' + SET_IN_ENGLISH_NOTE,
      options: { collapsible: true, collapsed: false },
      fields: [
        defineField({ name: 'from', readOnly: setInEnglish, title: 'From', type: 'number', description: 'The shortest usual time, e.g. 1.', validation: (rule) => rule.min(0) }),
        defineField({ name: 'to', readOnly: setInEnglish, title: 'To', type: 'number', description: 'Leave empty for a single figure.', validation: (rule) => rule.min(0) }),
        defineField({
          name: 'unit',
          readOnly: setInEnglish,
          title: 'Unit',
          type: 'string',
          description: "Shown in the visitor's language, e.g. days, dage, Tage.",
          options: { list: [...TIME_UNITS], layout: 'radio', direction: 'horizontal' },
          validation: (rule) => rule.custom((unit, { parent }) => unit != null || (parent as { from?: number } | undefined)?.from == null || 'Choose the unit of the duration.'),
        }),
      ],
    }),
    defineField({
      name: 'timeline',
      title: 'Timeline in words',
      type: 'string',
      description: 'Only when the time is not a figure, e.g. "Same day"; shown instead of the duration.',
      validation: (rule) => rule.max(40),
    }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'text',
      rows: 2,
      description: 'Optional sentence or two explaining the step.',
      validation: (rule) => rule.max(400),
    }),
  ],
  preview: {
    select: { title: 'title', timeline: 'timeline', from: 'duration.from', to: 'duration.to', unit: 'duration.unit' },
    prepare: ({ title, timeline, from, to, unit }) => ({ title, subtitle: timeline ?? (from != null ? `${from}${to != null ? `-${to}` : ''} ${unit ?? ''}` : undefined) }),
  },
});
