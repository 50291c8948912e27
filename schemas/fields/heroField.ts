import { defineField } from 'sanity';

/** The required hero field of a page document (type `hero`): label, headline, intro, buttons. */
export function heroField(group?: string) {
  return defineField({
    name: 'hero',
    title: 'Hero',
    type: 'hero',
    ...(group ? { group } : {}),
    description: 'The top of the page: small label, headline, intro and buttons.',
    validation: (rule) => rule.required(),
  });
}
