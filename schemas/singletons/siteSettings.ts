import { defineArrayMember, defineField, defineType } from 'sanity';
import { NO_FIGURES } from '../fields/no-figures';
import { languageField, SET_IN_ENGLISH_NOTE, setInEnglish } from '../fields/language';
import { COMPANY_FACTS } from '../../lib/facts/company';
import { languageName } from '../preview-labels';

const navLink = defineArrayMember({
  type: 'object',
  name: 'navLink',
  fields: [
    defineField({
      name: 'label',
      title: 'Label',
      type: 'string',
      description: 'The words of the link as visitors see them, e.g. About Us.',
      validation: (rule) => rule.required().max(40),
    }),
    defineField({
      name: 'href',
      title: 'Path',
      type: 'string',
      description: 'A path on this site, e.g. /legal-services.',
      options: NO_FIGURES,
      validation: (rule) => rule.required().regex(/^\//, { name: 'path starting with /' }),
    }),
  ],
  preview: { select: { title: 'label', subtitle: 'href' } },
});

/**
 * Company-wide facts shown in the header, footer, contact page and home page
 * (docs/requirements.md, §1 claims, §2 Header and footer, §9 Default statistics). One per language.
 */
export const siteSettings = defineType({
  name: 'siteSettings',
  title: 'Site settings',
  type: 'document',
  groups: [
    { name: 'company', title: 'Company', default: true },
    { name: 'home', title: 'Home figures and claims' },
    { name: 'footer', title: 'Footer' },
  ],
  fields: [
    languageField,
    defineField({
      name: 'companyName',
      title: 'Company name',
      type: 'string',
      group: 'company',
      description: 'Shown next to the logo, in the browser tab and in the copyright line of the footer.',
      options: NO_FIGURES,
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: 'tagline',
      title: 'Tagline',
      type: 'string',
      group: 'company',
      description: 'A short line under the logo in the footer.',
      validation: (rule) => rule.max(160),
    }),
    defineField({
      name: 'email',
      title: 'Contact email',
      type: 'string',
      group: 'company',
      description: 'The address visitors are asked to write to, shown in the footer, on the home page and on the contact page.' + SET_IN_ENGLISH_NOTE,
      readOnly: setInEnglish,
      options: NO_FIGURES,
      // Required in English only: every language shows the English address.
      validation: (rule) => [rule.email(), rule.custom((value, { document }) => value != null || (document?.language ?? 'en') !== 'en' || 'Required: the address every language shows.')],
    }),
    defineField({
      name: 'phone',
      title: 'Phone',
      type: 'string',
      group: 'company',
      description: 'As shown to visitors, with country code, e.g. +44 20 7946 0000.' + SET_IN_ENGLISH_NOTE,
      readOnly: setInEnglish,
      options: NO_FIGURES,
      validation: (rule) => [
        rule.regex(/^\+[0-9 ]{7,20}$/, { name: 'international phone number' }),
        rule.custom((value, { document }) => value != null || (document?.language ?? 'en') !== 'en' || 'Required: the number every language shows.'),
      ],
    }),
    defineField({
      name: 'address',
      title: 'London office',
      type: 'object',
      group: 'company',
      description: 'The office address shown in the footer and on the contact page.',
      fields: [
        defineField({ name: 'street', title: 'Street', type: 'string', description: 'Street and number, e.g. 71-75 Shelton Street.', options: NO_FIGURES, validation: (rule) => rule.required() }),
        defineField({ name: 'area', title: 'Area', type: 'string', description: 'E.g. Covent Garden.', options: NO_FIGURES, validation: (rule) => rule.required() }),
        defineField({ name: 'city', title: 'City', type: 'string', description: 'E.g. London.', options: NO_FIGURES, validation: (rule) => rule.required() }),
        defineField({ name: 'postcode', title: 'Postcode', type: 'string', description: 'E.g. WC2H 9JQ.', options: NO_FIGURES, validation: (rule) => rule.required() }),
        defineField({ name: 'country', title: 'Country', type: 'string', description: 'E.g. United Kingdom.', options: NO_FIGURES, validation: (rule) => rule.required() }),
      ],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'stats',
      title: 'Home statistics',
      type: 'array',
      group: 'home',
      description: 'The four figures of the home page About section (defaults 115+, 5,000+, 25+, 95%).',
      of: [defineArrayMember({ type: 'stat' })],
      validation: (rule) => rule.required().length(4),
    }),
    defineField({
      name: 'claims',
      title: 'Company figures',
      type: 'object',
      group: 'home',
      description:
        // The claims of docs/requirements.md, §1; an editor reads this, so it names no file.
        'The company\'s own figures. Texts anywhere on the site show them by name, e.g. "helping clients since {since}", so a figure changed here changes every page in every language.' +
        SET_IN_ENGLISH_NOTE,
      readOnly: setInEnglish,
      fields: COMPANY_FACTS.map((fact) =>
        defineField({
          name: fact.name,
          title: fact.label,
          type: 'number',
          description: `Shown in texts as {${fact.name}}${'unit' in fact ? `: a number of ${fact.unit}s, written in each language's words` : ''}.`,
          validation: (rule) =>
            fact.kind === 'year'
              ? rule.required().integer().min(1900).max(2100)
              : fact.kind === 'percent'
                ? rule.required().min(0).max(100)
                : fact.kind === 'duration'
                  ? rule.required().integer().min(1)
                  : rule.required().integer().min(0),
        }),
      ),
      // Required in English, which every language reads; a translation needs none of its own.
      validation: (rule) =>
        rule.custom((value, context) => (value || (context.document?.language ?? 'en') !== 'en' ? true : 'Set the company figures.')),
    }),
    defineField({
      name: 'quickLinks',
      title: 'Footer quick links',
      type: 'array',
      group: 'footer',
      description: 'The links of the footer\'s "Quick links" column, in this order. Up to eight.',
      of: [navLink],
      validation: (rule) => rule.max(8),
    }),
    defineField({
      name: 'serviceLinks',
      title: 'Footer service links',
      type: 'array',
      group: 'footer',
      description: 'The links of the footer\'s "Services" column, in this order. Up to eight.',
      of: [navLink],
      validation: (rule) => rule.max(8),
    }),
  ],
  preview: {
    select: { title: 'companyName', language: 'language' },
    prepare: ({ title, language }) => ({ title: title ?? 'Site settings', subtitle: `Site settings · ${languageName(language)}` }),
  },
});
