import type { Jurisdiction } from '../../lib/content/sanity.types';
import { ref } from '../helpers';
import { ids } from '../ids';
import type { SeedDocument } from '../types';
import { TYPICAL_TIMELINE, getStartedActions, olderKeyFacts, slug, whyCards, capital } from './shared';

/** Netherlands, older-style country page (spec §2; facts from §9). */
export const netherlands: SeedDocument<Jurisdiction> = {
  _id: ids.jurisdiction('netherlands'),
  _type: 'jurisdiction',
  language: 'en',
  name: 'Netherlands',
  countryCode: 'NL',
  slug: slug('netherlands'),
  region: ref(ids.region('europe')),
  order: 50,
  regionCardSummary: 'Corporate tax {corporateTax} (15% up to €200,000)',
  comparison: {
    _type: 'comparisonFacts',
    corporateTax: { percent: 25.8, note: '15% on profits up to €200,000' },
    minimumCapital: capital([{ amount: 0.01, currency: 'EUR' }]),
  },
  seo: {
    _type: 'seo',
    title: 'Company Formation in the Netherlands | BV',
    description:
      'Register a Dutch BV with share capital from {capital}. Corporate tax is {corporateTax} (15% up to €200,000). We support formation, banking and accounting.',
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
        description: 'Corporate tax of {corporateTax}, with 15% on profits up to €200,000.',
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
      corporateTax: '{corporateTax} (15% up to €200,000)',
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
