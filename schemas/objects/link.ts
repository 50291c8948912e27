import { defineField, defineType } from 'sanity';
import { NO_FIGURES } from '../fields/no-figures';

const STYLES = ['default', 'outline', 'secondary', 'accent', 'hero', 'ghost', 'link'] as const;

/**
 * A button or text link. Points at a page of this site (reference), at a path such as
 * `/contact?subject=Crypto`, or at the company's email address or phone number from Site
 * settings. Queries resolve it to one `href`, so templates never build URLs themselves.
 */
export const link = defineType({
  name: 'link',
  title: 'Link',
  type: 'object',
  fields: [
    defineField({
      name: 'label',
      title: 'Label',
      type: 'string',
      description: 'The words on the button, e.g. "Start Your Company".',
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: 'kind',
      title: 'Goes to',
      type: 'string',
      description: 'A page of this site, a path typed below, or the email address / phone number from Site settings.',
      initialValue: 'page',
      options: {
        list: [
          { title: 'A page of this site', value: 'page' },
          { title: 'A path or web address', value: 'path' },
          { title: 'Email us (from Site settings)', value: 'email' },
          { title: 'Call us (from Site settings)', value: 'phone' },
        ],
        layout: 'radio',
      },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'page',
      title: 'Page',
      type: 'reference',
      description: 'The page the link opens.',
      to: [{ type: 'jurisdiction' }, { type: 'region' }, { type: 'servicePage' }],
      hidden: ({ parent }) => (parent as { kind?: string } | undefined)?.kind !== 'page',
      validation: (rule) =>
        rule.custom((value, context) =>
          (context.parent as { kind?: string } | undefined)?.kind === 'page' && !value ? 'Choose a page' : true,
        ),
    }),
    defineField({
      name: 'path',
      title: 'Path',
      type: 'string',
      description: 'A path on this site starting with "/", e.g. /contact?subject=Crypto, or a full https:// address.',
      hidden: ({ parent }) => (parent as { kind?: string } | undefined)?.kind !== 'path',
      options: NO_FIGURES,
      validation: (rule) =>
        rule.custom((value, context) => {
          if ((context.parent as { kind?: string } | undefined)?.kind !== 'path') return true;
          if (!value) return 'Type a path';
          return /^(\/|https:\/\/)/.test(value) ? true : 'Start with "/" or "https://"';
        }),
    }),
    defineField({
      name: 'style',
      title: 'Look',
      type: 'string',
      description: 'How the button looks. "default" is the solid brand button.',
      initialValue: 'default',
      options: { list: [...STYLES] },
    }),
  ],
  preview: { select: { title: 'label', subtitle: 'kind' } },
});
