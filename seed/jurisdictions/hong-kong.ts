import type { Jurisdiction } from '../../lib/content/sanity.types';
import { ref } from '../helpers';
import { ids } from '../ids';
import type { SeedDocument } from '../types';
import { TYPICAL_TIMELINE, getStartedActions, olderKeyFacts, slug, whyCards, otherFacts } from './shared';

/** Hong Kong, older-style country page (docs/requirements.md, §2; facts from §9). */
export const hongKong: SeedDocument<Jurisdiction> = {
  _id: ids.jurisdiction('hong-kong'),
  _type: 'jurisdiction',
  language: 'en',
  name: 'Hong Kong',
  countryCode: 'HK',
  slug: slug('hong-kong'),
  region: ref(ids.region('asia-pacific')),
  order: 20,
  regionCardSummary: 'Corporate tax {corporateTax} ({reducedTax} on first {reducedTaxLimit})',
  comparison: {
    _type: 'comparisonFacts',
    corporateTax: { percent: 16.5, note: '{reducedTax} on the first {reducedTaxLimit} of profits' },
    otherFacts: otherFacts([
      { name: 'reducedTax', label: 'Profits tax up to the limit', kind: 'percent', value: 8.25 },
      { name: 'reducedTaxLimit', label: 'Profit limit of the lower rate, written short', kind: 'money', value: 2000000, currency: 'HKD', compact: 'short' },
    ]),
  },
  seo: {
    _type: 'seo',
    title: 'Company Formation in Hong Kong',
    description:
      'Register a Hong Kong company with profits tax of {corporateTax} ({reducedTax} on the first {reducedTaxLimit}). We handle incorporation, banking, accounting and secretarial work.',
  },
  hero: {
    _type: 'hero',
    heading: 'Company Formation in Hong Kong',
    intro:
      'Register a Hong Kong company with a two-tier profits tax and access to mainland China and wider Asia, with our support from incorporation to annual filings.',
  },
  why: {
    heading: 'Why Choose Hong Kong',
    items: whyCards([
      {
        icon: 'Percent',
        title: 'Two-Tier Profits Tax',
        description: 'Profits tax of {corporateTax}, with {reducedTax} on the first {reducedTaxLimit} of profits.',
      },
      {
        icon: 'Globe',
        title: 'Gateway to China',
        description: 'A long-established base for trade with mainland China and the wider region.',
      },
      {
        icon: 'Landmark',
        title: 'International Financial Centre',
        description: 'Access to a deep banking sector and international capital markets.',
      },
      {
        icon: 'Scale',
        title: 'Common-Law System',
        description: 'A common-law legal system, with English as an official language.',
      },
    ]),
  },
  services: {
    heading: 'Our Services',
    items: [
      'Company incorporation',
      'Corporate bank account opening',
      'Accounting and tax filing',
      'Company secretarial services',
      'Registered office address',
      'Visa and permit support',
    ],
  },
  keyFacts: {
    heading: 'Key Facts',
    items: olderKeyFacts({
      corporateTax: '{corporateTax} ({reducedTax} on first {reducedTaxLimit})',
      timeline: TYPICAL_TIMELINE,
      capital: 'No statutory minimum',
      directors: 'An individual director and a Hong Kong company secretary',
      compliance: 'Annual return, audited accounts and profits tax return',
    }),
  },
  cta: {
    _type: 'ctaSection',
    heading: 'Ready to Start Your Business in Hong Kong?',
    intro: 'Talk to our team about registering your Hong Kong company.',
    actions: getStartedActions(),
  },
};
