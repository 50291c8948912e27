import type { Jurisdiction } from '../../lib/content/sanity.types';
import { ref } from '../helpers';
import { ids } from '../ids';
import type { SeedDocument } from '../types';
import { TYPICAL_TIMELINE, getStartedActions, olderKeyFacts, slug, whyCards, capital, otherFacts } from './shared';

/** United Kingdom, older-style country page (docs/requirements.md, §2; facts from §9). */
export const unitedKingdom: SeedDocument<Jurisdiction> = {
  _id: ids.jurisdiction('united-kingdom'),
  _type: 'jurisdiction',
  language: 'en',
  name: 'United Kingdom',
  countryCode: 'GB',
  slug: slug('united-kingdom'),
  region: ref(ids.region('europe')),
  order: 10,
  regionCardSummary: 'Corporate tax {corporateTax} ({reducedTax} small profits rate)',
  comparison: {
    _type: 'comparisonFacts',
    corporateTax: { percent: 25, note: '{reducedTax} small profits rate' },
    minimumCapital: capital([{ amount: 1, currency: 'GBP' }]),
    otherFacts: otherFacts([{ name: 'reducedTax', label: 'Small profits rate', kind: 'percent', value: 19 }]),
  },
  seo: {
    _type: 'seo',
    title: 'Company Formation in the United Kingdom',
    description:
      'Form a UK limited company with share capital from {capital}. Corporation tax is {corporateTax} ({reducedTax} for small companies). Support from our London headquarters.',
  },
  hero: {
    _type: 'hero',
    heading: 'Company Formation in the United Kingdom',
    intro:
      'Form a UK limited company with support from our London headquarters, from registration to banking, accounting and annual filings.',
  },
  why: {
    heading: 'Why Choose the United Kingdom',
    items: whyCards([
      {
        icon: 'Percent',
        title: 'Clear Tax Structure',
        description: 'Corporation tax of {corporateTax}, with a {reducedTax} rate for small companies.',
      },
      {
        icon: 'Coins',
        title: 'Capital from {capital}',
        description: 'Form a private limited company with a minimum share capital of {capital}.',
      },
      {
        icon: 'MapPin',
        title: 'Our London Headquarters',
        description: 'Our headquarters is in London, so UK support is close at hand.',
      },
      {
        icon: 'Scale',
        title: 'Established Legal System',
        description: 'Well-established company law that international partners and investors know.',
      },
    ]),
  },
  services: {
    heading: 'Our Services',
    items: [
      'Private limited company formation',
      'Registered office address',
      'Business bank account opening',
      'Accounting and Corporation Tax returns',
      'Company secretarial services',
      'Virtual office services',
    ],
  },
  keyFacts: {
    heading: 'Key Facts',
    items: olderKeyFacts({
      corporateTax: '{corporateTax} ({reducedTax} small)',
      timeline: TYPICAL_TIMELINE,
      capital: '{capital}',
      directors: 'An individual director; no UK residency required',
      compliance: 'Confirmation statement, annual accounts and Corporation Tax return',
    }),
  },
  cta: {
    _type: 'ctaSection',
    heading: 'Ready to Start Your Business in the United Kingdom?',
    intro: 'Talk to our London team about forming your UK company.',
    actions: getStartedActions(),
  },
};
