import { defineField, defineType } from 'sanity';
import { languageField, SET_IN_ENGLISH_NOTE, setInEnglish } from '../fields/language';
import { formatDkk, languageSuffix } from '../preview-labels';

/** Categories of the pricing page, in page order; each becomes a section with an anchor id. */
export const PRICING_CATEGORIES = {
  business: ['Company Formation', 'Employment', 'Corporate Governance', 'Contracts'],
  private: ['Housing', 'Family', 'Everyday Legal'],
} as const;

/**
 * A legal document sold on /pricing (docs/requirements.md, §2 Pricing page, §9 Pricing, DKK). Prices and savings
 * are whole DKK; business prices exclude VAT, private prices include it.
 */
export const pricingItem = defineType({
  name: 'pricingItem',
  title: 'Pricing item',
  type: 'document',
  fields: [
    languageField,
    defineField({
      name: 'name',
      title: 'Name',
      type: 'string',
      description: 'E.g. Limited Company ApS.',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'audience',
      title: 'Customers',
      type: 'string',
      description: 'Business prices are shown excluding VAT, private prices including VAT.' + SET_IN_ENGLISH_NOTE,
      readOnly: setInEnglish,
      options: {
        list: [
          { title: 'Business customers', value: 'business' },
          { title: 'Private customers', value: 'private' },
        ],
        layout: 'radio',
      },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'category',
      title: 'Category',
      type: 'string',
      description: 'The section of the pricing page the item appears in.' + SET_IN_ENGLISH_NOTE,
      readOnly: setInEnglish,
      options: { list: [...PRICING_CATEGORIES.business, ...PRICING_CATEGORIES.private] },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'isFree',
      title: 'Free',
      type: 'boolean',
      description: 'Shows a FREE badge instead of a price.' + SET_IN_ENGLISH_NOTE,
      readOnly: setInEnglish,
      initialValue: false,
    }),
    defineField({
      name: 'priceDkk',
      title: 'Our price (DKK)',
      type: 'number',
      description: 'Whole Danish kroner, e.g. 1749. Leave empty when the item is free.' + SET_IN_ENGLISH_NOTE,
      readOnly: setInEnglish,
      hidden: ({ document }) => Boolean(document?.isFree),
      validation: (rule) =>
        rule.integer().min(0).max(1_000_000).custom((value, context) =>
          !(context.document as { isFree?: boolean } | undefined)?.isFree && value === undefined ? 'Enter a price or mark the item free' : true,
        ),
    }),
    defineField({
      name: 'priceFrom',
      title: 'Starting price',
      type: 'boolean',
      description: 'Shows "from" before the price, e.g. from DKK 199.' + SET_IN_ENGLISH_NOTE,
      readOnly: setInEnglish,
      initialValue: false,
    }),
    defineField({
      name: 'savingsDkk',
      title: 'Your savings (DKK)',
      type: 'number',
      description: 'Whole Danish kroner saved compared with a traditional lawyer, e.g. 4000.' + SET_IN_ENGLISH_NOTE,
      readOnly: setInEnglish,
      validation: (rule) => rule.required().integer().min(0).max(1_000_000),
    }),
    defineField({
      name: 'minutes',
      title: 'Time to complete (minutes)',
      type: 'number',
      description: 'How long filling in the document takes, in minutes.' + SET_IN_ENGLISH_NOTE,
      readOnly: setInEnglish,
      validation: (rule) => rule.required().integer().min(1).max(240),
    }),
    defineField({
      name: 'order',
      title: 'Order',
      type: 'number',
      description: 'Position on the pricing page, smallest first.' + SET_IN_ENGLISH_NOTE,
      readOnly: setInEnglish,
      validation: (rule) => rule.required().integer().min(0),
    }),
  ],
  orderings: [{ title: 'Page order', name: 'orderAsc', by: [{ field: 'order', direction: 'asc' }] }],
  preview: {
    select: { title: 'name', price: 'priceDkk', isFree: 'isFree', from: 'priceFrom', audience: 'audience', category: 'category', language: 'language' },
    // e.g. "DKK 1,749 excl. VAT · Company Formation", "from DKK 199 incl. VAT · Housing", "Free · Employment"
    prepare: ({ title, price, isFree, from, audience, category, language }) => {
      const vat = audience === 'private' ? 'incl. VAT' : 'excl. VAT';
      const amount = isFree ? 'Free' : typeof price === 'number' ? `${from ? 'from ' : ''}${formatDkk(price)} ${vat}` : 'No price yet';
      return { title, subtitle: `${amount}${category ? ` · ${category}` : ''}${languageSuffix(language)}` };
    },
  },
});
