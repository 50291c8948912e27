import { defineArrayMember, defineField, defineType } from 'sanity';
import { SET_IN_ENGLISH_NOTE, setInEnglish } from '../fields/language';
import { CAPITAL_CURRENCIES } from '../../lib/facts/types';
import { uniqueFactNames } from './namedFact';

/** Units an incorporation time is stated in; the site formats them per locale (`Intl.NumberFormat`). */
export const TIME_UNITS = ['hour', 'day', 'week', 'month'] as const;

const percent = (name: string, title: string, description: string) =>
  defineField({
    name,
    title,
    type: 'number',
    description: description + SET_IN_ENGLISH_NOTE,
    readOnly: setInEnglish,
    validation: (rule) => rule.min(0).max(100).precision(2),
  });

/**
 * The structured facts of a country: `/compare` sets them side by
 * side, and the country's texts in every language refer to them by name (`{corporateTax}`,
 * `{vat}`, `{capital_ApS}`, `lib/facts/jurisdiction.ts`), so each figure lives in one field.
 * Numbers are numbers, so the site formats them in the visitor's language; a fact left empty
 * shows as "Not stated". Figures are set on the English document and read-only in translations;
 * notes and company-type names are words, translated with the document.
 */
export const comparisonFacts = defineType({
  name: 'comparisonFacts',
  title: 'Comparison facts',
  type: 'object',
  fields: [
    defineField({
      name: 'corporateTax',
      title: 'Corporate tax',
      type: 'object',
      description: 'The headline rate. Leave empty when not known.',
      options: { collapsible: true, collapsed: false },
      fields: [
        percent('percent', 'Rate (%)', 'E.g. 22 for 22%. For a range, the lowest rate.'),
        percent('upToPercent', 'Up to (%)', 'Only for a range, e.g. 21.6 for "11.9-21.6%".'),
        defineField({
          name: 'approximate',
          readOnly: setInEnglish,
          title: 'Approximate',
          type: 'boolean',
          description: 'Shows "about" before the rate, e.g. about 30% where local trade tax varies.',
          initialValue: false,
        }),
        defineField({
          name: 'note',
          title: 'Note',
          type: 'string',
          description: 'Optional qualification, e.g. "8.25% on the first HKD 2m of profits".',
          validation: (rule) => rule.max(120),
        }),
      ],
      validation: (rule) =>
        rule.custom((value: { percent?: number; upToPercent?: number } | undefined) => {
          if (!value || (value.percent === undefined && value.upToPercent === undefined)) return true;
          if (value.percent === undefined) return 'Give the rate, or leave the whole fact empty.';
          if (value.upToPercent !== undefined && value.upToPercent <= value.percent) return '"Up to" must be higher than the rate.';
          return true;
        }),
    }),
    percent('vatPercent', 'Standard VAT rate (%)', 'E.g. 25 for 25%. Leave empty when not known.'),
    defineField({
      name: 'minimumCapital',
      title: 'Company types and minimum capital',
      type: 'array',
      description:
        'One line per legal form, e.g. ApS with DKK 40,000. A line without a company type states the minimum capital of the usual form.',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'capitalRequirement',
          fields: [
            defineField({
              name: 'companyType',
              title: 'Company type',
              type: 'string',
              description: 'The legal form as founders know it, e.g. ApS, GmbH, S.à r.l.',
              validation: (rule) => rule.max(60),
            }),
            defineField({
              name: 'amount',
              readOnly: setInEnglish,
              title: 'Minimum capital',
              type: 'number',
              description: 'In the currency below, e.g. 40000. 0 when no capital is required.',
              validation: (rule) => rule.min(0),
            }),
            defineField({
              name: 'paidUpAmount',
              readOnly: setInEnglish,
              title: 'Paid up at registration',
              type: 'number',
              description: 'Only when less than the full amount must be paid in, e.g. 12500 of a GmbH\'s 25000.',
              validation: (rule) => rule.min(0),
            }),
            defineField({
              name: 'currency',
              readOnly: setInEnglish,
              title: 'Currency',
              type: 'string',
              description: 'The currency the amount is in (ISO code).',
              options: { list: [...CAPITAL_CURRENCIES] },
              validation: (rule) =>
                rule.custom((currency, context) =>
                  (context.parent as { amount?: number } | undefined)?.amount !== undefined && !currency ? 'Choose the currency of the amount.' : true,
                ),
            }),
          ],
          preview: {
            select: { title: 'companyType', amount: 'amount', currency: 'currency' },
            prepare: ({ title, amount, currency }: { title?: string; amount?: number; currency?: string }) => ({
              title: title ?? 'Usual company form',
              subtitle: amount === undefined ? 'Minimum capital not stated' : `${currency ?? ''} ${amount.toLocaleString('en')}`,
            }),
          },
        }),
      ],
      validation: (rule) => rule.max(6),
    }),
    defineField({
      name: 'incorporationTime',
      title: 'Incorporation time',
      type: 'object',
      description: 'How long registration usually takes, e.g. 1 to 2 weeks. Leave empty when not known.',
      options: { collapsible: true, collapsed: false },
      fields: [
        defineField({ name: 'from', readOnly: setInEnglish, title: 'From', type: 'number', description: 'The shortest usual time, e.g. 1.', validation: (rule) => rule.min(0) }),
        defineField({ name: 'to', readOnly: setInEnglish, title: 'To', type: 'number', description: 'Leave empty for a single figure.', validation: (rule) => rule.min(0) }),
        defineField({
          name: 'unit',
          readOnly: setInEnglish,
          title: 'Unit',
          type: 'string',
          description: 'Shown in the visitor\'s language, e.g. weeks, Wochen, semaines.',
          options: { list: [...TIME_UNITS], layout: 'radio', direction: 'horizontal' },
        }),
        defineField({
          name: 'note',
          title: 'Note',
          type: 'string',
          description: 'Optional, e.g. "fast-track".',
          validation: (rule) => rule.max(60),
        }),
      ],
    }),
    defineField({
      name: 'directors',
      title: 'Director requirements',
      type: 'object',
      description: 'Leave empty when not known.',
      options: { collapsible: true, collapsed: false },
      fields: [
        defineField({
          name: 'minimum',
          readOnly: setInEnglish,
          title: 'Minimum number of directors',
          type: 'number',
          description: 'E.g. 2 for "at least two directors".',
          validation: (rule) => rule.integer().min(1).max(20),
        }),
        defineField({
          name: 'localDirectorRequired',
          readOnly: setInEnglish,
          title: 'Local (resident) director required',
          type: 'string',
          description: 'Leave unset when not known.',
          options: { list: [{ title: 'Yes', value: 'yes' }, { title: 'No', value: 'no' }], layout: 'radio', direction: 'horizontal' },
        }),
        defineField({
          name: 'secretaryRequired',
          readOnly: setInEnglish,
          title: 'Company secretary required',
          type: 'string',
          description: 'Leave unset when not known.',
          options: { list: [{ title: 'Yes', value: 'yes' }, { title: 'No', value: 'no' }], layout: 'radio', direction: 'horizontal' },
        }),
      ],
    }),
    defineField({
      name: 'otherFacts',
      title: 'Other figures',
      type: 'array',
      description:
        'Any other figure the country\'s texts state, named for the texts: a reduced tax rate {reducedTax}, the year it joined the EU {euMemberSince}, its population.' +
        SET_IN_ENGLISH_NOTE,
      of: [defineArrayMember({ type: 'namedFact' })],
      readOnly: setInEnglish,
      validation: (rule) => rule.custom(uniqueFactNames),
    }),
  ],
  preview: {
    select: { tax: 'corporateTax.percent', vat: 'vatPercent' },
    prepare: ({ tax, vat }: { tax?: number; vat?: number }) => ({
      title: tax === undefined ? 'Corporate tax not stated' : `Corporate tax ${tax}%`,
      subtitle: vat === undefined ? 'VAT not stated' : `VAT ${vat}%`,
    }),
  },
});
