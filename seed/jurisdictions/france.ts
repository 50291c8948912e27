import type { Jurisdiction } from '../../lib/content/sanity.types';
import { ref } from '../helpers';
import { ids } from '../ids';
import type { SeedDocument } from '../types';
import { TYPICAL_TIMELINE, getStartedActions, olderKeyFacts, slug, whyCards, capital } from './shared';

/** France, older-style country page (docs/requirements.md, §2; facts from §9). */
export const france: SeedDocument<Jurisdiction> = {
  _id: ids.jurisdiction('france'),
  _type: 'jurisdiction',
  language: 'en',
  name: 'France',
  countryCode: 'FR',
  slug: slug('france'),
  region: ref(ids.region('europe')),
  order: 30,
  regionCardSummary: 'Corporate tax {corporateTax}',
  comparison: {
    _type: 'comparisonFacts',
    corporateTax: { percent: 25 },
    minimumCapital: capital([{ amount: 1, currency: 'EUR' }]),
  },
  seo: {
    _type: 'seo',
    title: 'Company Formation in France | SAS and SARL',
    description:
      'Set up a French SAS or SARL with share capital from {capital} and a {corporateTax} corporate tax rate. We support formation, banking, accounting and compliance.',
  },
  hero: {
    _type: 'hero',
    heading: 'Company Formation in France',
    intro:
      'Set up an SAS or SARL in France, with our support from registration to banking, accounting and annual filings.',
  },
  why: {
    heading: 'Why Choose France',
    items: whyCards([
      { icon: 'Percent', title: '{corporateTax} Corporate Tax', description: 'A standard corporate tax rate of {corporateTax}.' },
      { icon: 'Coins', title: 'Capital from {capital}', description: 'Form a company with share capital from {capital}.' },
      {
        icon: 'ShoppingCart',
        title: 'Large Consumer Market',
        description: 'One of the EU’s largest economies, with access to the EU single market.',
      },
      {
        icon: 'MapPin',
        title: 'Paris Business Hub',
        description: 'Paris is a major centre for finance, technology and international business.',
      },
    ]),
  },
  services: {
    heading: 'Our Services',
    items: [
      'SAS and SARL formation',
      'Registered office address',
      'Business bank account opening',
      'Accounting and tax',
      'Company secretarial services',
      'Visa and permit support',
    ],
  },
  keyFacts: {
    heading: 'Key Facts',
    items: olderKeyFacts({
      corporateTax: '{corporateTax}',
      timeline: TYPICAL_TIMELINE,
      capital: '{capital}',
      directors: 'A president (SAS) or manager (SARL)',
      compliance: 'Annual accounts filing and corporate tax return',
    }),
  },
  cta: {
    _type: 'ctaSection',
    heading: 'Ready to Start Your Business in France?',
    intro: 'Talk to our team about setting up your French company.',
    actions: getStartedActions(),
  },
};
