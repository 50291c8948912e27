import type { Jurisdiction } from '../../lib/content/sanity.types';
import { ref } from '../helpers';
import { ids } from '../ids';
import type { SeedDocument } from '../types';
import { TYPICAL_TIMELINE, getStartedActions, olderKeyFacts, slug, whyCards, capital, otherFacts } from './shared';

/** Netherlands, older-style country page (docs/requirements.md, §2; facts from §9). */
export const netherlands: SeedDocument<Jurisdiction> = {
  _id: ids.jurisdiction('netherlands'),
  _type: 'jurisdiction',
  language: 'en',
  name: 'Netherlands',
  countryCode: 'NL',
  slug: slug('netherlands'),
  region: ref(ids.region('europe')),
  order: 50,
  regionCardSummary: 'Corporate tax {corporateTax} ({reducedTax} up to {reducedTaxLimit})',
  comparison: {
    _type: 'comparisonFacts',
    corporateTax: { percent: 25.8, note: '{reducedTax} on profits up to {reducedTaxLimit}' },
    minimumCapital: capital([{ amount: 0.01, currency: 'EUR' }]),
    otherFacts: otherFacts([{ name: 'reducedTax', label: 'Corporate tax on profits up to the limit', kind: 'percent', value: 15 }, { name: 'reducedTaxLimit', label: 'Profit limit of the lower rate', kind: 'money', value: 200000, currency: 'EUR' }]),
  },
  seo: {
    _type: 'seo',
    title: 'Company Formation in the Netherlands | BV',
    description:
      'Register a Dutch BV with share capital from {capital}. Corporate tax is {corporateTax} ({reducedTax} up to {reducedTaxLimit}). We support formation, banking and accounting.',
  },
  hero: {
    _type: 'hero',
    heading: 'Company Formation in the Netherlands',
    intro:
      'Set up a Dutch BV as your base for European trade, with our support from registration to banking, accounting and annual filings.',
  },
  why: {
    heading: 'Why Choose the Netherlands',
    items: whyCards([
      {
        icon: 'Percent',
        title: 'Two-Tier Corporate Tax',
        description: 'Corporate tax of {corporateTax}, with {reducedTax} on profits up to {reducedTaxLimit}.',
      },
      { icon: 'Coins', title: 'Capital from {capital}', description: 'Form a BV with a minimum share capital of {capital}.' },
      {
        icon: 'Anchor',
        title: 'Gateway to Europe',
        description: 'The port of Rotterdam and Schiphol airport connect you to markets across Europe.',
      },
      {
        icon: 'Globe',
        title: 'International Business Culture',
        description: 'English is widely spoken in business, and many international companies have European bases here.',
      },
    ]),
  },
  services: {
    heading: 'Our Services',
    items: [
      'BV formation',
      'Registered address',
      'Business bank account opening',
      'Accounting and tax',
      'Company secretarial services',
      'Nominee director services',
    ],
  },
  keyFacts: {
    heading: 'Key Facts',
    items: olderKeyFacts({
      corporateTax: '{corporateTax} ({reducedTax} up to {reducedTaxLimit})',
      timeline: TYPICAL_TIMELINE,
      capital: '{capital}',
      directors: 'No residency requirement for directors',
      compliance: 'Annual accounts filed with the KVK and corporate tax return',
    }),
  },
  cta: {
    _type: 'ctaSection',
    heading: 'Ready to Start Your Business in the Netherlands?',
    intro: 'Talk to our team about setting up your Dutch BV.',
    actions: getStartedActions(),
  },
};
