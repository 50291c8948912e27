import { defineField, defineType } from 'sanity';

/** One numbered step of a process (spec §3 "process step": step, title, timeline, description). */
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
      name: 'timeline',
      title: 'Timeline',
      type: 'string',
      description: 'How long the step takes, as shown to visitors, e.g. 1-2 weeks. Leave empty if unknown.',
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
  preview: { select: { title: 'title', subtitle: 'timeline' } },
});
