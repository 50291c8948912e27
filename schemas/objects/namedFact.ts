import { defineField, defineType } from 'sanity';
import { FACT_NAME } from '../../lib/facts/named';
import { CAPITAL_CURRENCIES, DURATION_UNITS } from '../../lib/facts/types';
import { setInEnglish } from '../fields/language';

const KINDS = [
  { title: 'Percent (22 → 22%)', value: 'percent' },
  { title: 'Amount of money', value: 'money' },
  { title: 'Number (5,000+, 47 million)', value: 'count' },
  { title: 'Year (2004)', value: 'year' },
  { title: 'Duration (1-2 weeks, 10 years)', value: 'duration' },
];

type Parent = { kind?: string } | undefined;

/** Validation of a list of figures: each name once, so `{name}` means one figure. */
export function uniqueFactNames(facts: readonly unknown[] | undefined): true | string {
  const names = (facts ?? []).map((fact) => (fact as { name?: string } | null)?.name).filter(Boolean);
  const twice = names.find((name, i) => names.indexOf(name) !== i);
  return twice ? `Two figures are named {${twice}}: give each its own name.` : true;
}
const kindIs = (...kinds: string[]) => ({ parent }: { parent?: unknown }) => !kinds.includes((parent as Parent)?.kind ?? '');

/**
 * A figure an editor names herself: a reduced
 * tax rate, the year of EU membership, a market's population. Texts of the document, in every
 * language, name it as `{name}`; the site formats it per language (`lib/facts/named.ts`).
 * Set on the English document; read-only in translations.
 */
export const namedFact = defineType({
  name: 'namedFact',
  title: 'Figure',
  type: 'object',
  readOnly: setInEnglish,
  fields: [
    defineField({
      name: 'name',
      title: 'Name in texts',
      type: 'string',
      description: 'How texts name it, in braces: reducedTax is written {reducedTax}. Letters and digits, no spaces.',
      validation: (rule) => rule.required().regex(FACT_NAME, { name: 'fact name' }),
    }),
    defineField({
      name: 'label',
      title: 'What it is',
      type: 'string',
      description: 'For editors, e.g. "Reduced corporate tax for small profits".',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'kind',
      title: 'Kind',
      type: 'string',
      description: 'Decides how the figure is written in each language.',
      options: { list: KINDS, layout: 'radio' },
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'value', title: 'Figure', type: 'number', description: 'E.g. 15 for 15%, 200000 for €200,000, 2004, or the shortest duration.', validation: (rule) => rule.required() }),
    defineField({ name: 'upTo', title: 'Up to', type: 'number', description: 'For a range, e.g. 35 for 9-35%, or the longest duration.', hidden: kindIs('percent', 'duration') }),
    defineField({
      name: 'currency',
      title: 'Currency',
      type: 'string',
      description: 'The currency of the amount, e.g. EUR.',
      options: { list: [...CAPITAL_CURRENCIES] },
      hidden: kindIs('money'),
      validation: (rule) => rule.custom((currency, { parent }) => (parent as Parent)?.kind !== 'money' || currency != null || 'Choose the currency of the amount.'),
    }),
    defineField({ name: 'plus', title: 'At least ("5,000+")', type: 'boolean', description: 'Adds a + after the number.', hidden: kindIs('count') }),
    defineField({
      name: 'compact',
      title: 'Written short',
      type: 'string',
      description: '47000000 as "47 million" (long) or 450000000 as "450M" (short); an amount of money only short, 2000000 HKD as "HKD 2m".',
      options: { list: [{ title: 'No', value: '' }, { title: 'Short (450M)', value: 'short' }, { title: 'Long (47 million)', value: 'long' }], layout: 'radio', direction: 'horizontal' },
      hidden: kindIs('count', 'money'),
      // Intl writes no long form of an amount ("2 million Hong Kong dollars" reads as prose, not a figure).
      validation: (rule) => rule.custom((compact, { parent }) => (parent as Parent)?.kind !== 'money' || compact !== 'long' || 'An amount of money is written short or in full.'),
    }),
    defineField({
      name: 'unit',
      title: 'Unit',
      type: 'string',
      description: "Shown in the visitor's language, e.g. weeks, uger, Wochen.",
      options: { list: [...DURATION_UNITS], layout: 'radio', direction: 'horizontal' },
      hidden: kindIs('duration'),
      validation: (rule) => rule.custom((unit, { parent }) => (parent as Parent)?.kind !== 'duration' || unit != null || 'Choose the unit of the duration.'),
    }),
  ],
  preview: {
    select: { name: 'name', label: 'label', value: 'value', upTo: 'upTo', kind: 'kind', currency: 'currency', unit: 'unit' },
    prepare: ({ name, label, value, upTo, kind, currency, unit }) => ({
      title: `{${name ?? '?'}} ${label ?? ''}`,
      subtitle: `${currency ?? ''} ${value ?? '?'}${upTo != null ? `-${upTo}` : ''}${kind === 'percent' ? '%' : ''} ${unit ?? ''}`.trim(),
    }),
  },
});
