import type { Jurisdiction } from '../../lib/content/sanity.types';
import { ref } from '../helpers';
import { ids } from '../ids';
import type { SeedDocument } from '../types';
import { TYPICAL_TIMELINE, getStartedActions, olderKeyFacts, slug, whyCards, capital } from './shared';

/** Singapore, older-style country page (docs/requirements.md, §2; facts from §9). */
export const singapore: SeedDocument<Jurisdiction> = {
  _id: ids.jurisdiction('singapore'),
  _type: 'jurisdiction',
  language: 'en',
  name: 'Singapore',
  countryCode: 'SG',
  slug: slug('singapore'),
  region: ref(ids.region('asia-pacific')),
  order: 10,
  regionCardSummary: 'Corporate tax {corporateTax}',
  comparison: {
    _type: 'comparisonFacts',
    corporateTax: { percent: 17 },
    minimumCapital: capital([{ amount: 1, currency: 'SGD' }]),
  },
  seo: {
    _type: 'seo',
    title: 'Company Formation in Singapore',
    description:
      'Register a company in Singapore with a {corporateTax} corporate tax rate and share capital from {capital}. We handle incorporation, banking and compliance.',
  },
  hero: {
    _type: 'hero',
    heading: 'Company Formation in Singapore',
    intro:
      'Set up your company in Singapore, an established business hub for Asia-Pacific, with our support from incorporation to banking and annual compliance.',
  },
  why: {
    heading: 'Why Choose Singapore',
    items: whyCards([
      { icon: 'Percent', title: 'Competitive Tax Rate', description: 'A headline corporate tax rate of {corporateTax}.' },
      {
        icon: 'Globe',
        title: 'Gateway to Asia',
        description: 'A well-connected base for trade and investment across the Asia-Pacific region.',
      },
      {
        icon: 'Scale',
        title: 'Clear Legal Framework',
        description: 'A common-law legal system and transparent company regulation.',
      },
      { icon: 'Coins', title: 'Low Minimum Capital', description: 'Incorporate with a minimum share capital of {capital}.' },
    ]),
  },
  services: {
    heading: 'Our Services',
    items: [
      'Company incorporation',
      'Corporate bank account opening',
      'Accounting and tax filing',
      'Company secretarial services',
      'Nominee and resident director services',
      'Visa and work permit support',
    ],
  },
  keyFacts: {
    heading: 'Key Facts',
    items: olderKeyFacts({
      corporateTax: '{corporateTax}',
      timeline: TYPICAL_TIMELINE,
      capital: '{capital}',
      directors: 'Resident director required',
      compliance: 'Annual return to ACRA and corporate tax filing with IRAS',
    }),
  },
  cta: {
    _type: 'ctaSection',
    heading: 'Ready to Start Your Business in Singapore?',
    intro: 'Talk to our team about registering your Singapore company.',
    actions: getStartedActions(),
  },
};
