import type { Jurisdiction } from '../../lib/content/sanity.types';
import { ref } from '../helpers';
import { ids } from '../ids';
import type { SeedDocument } from '../types';
import { TYPICAL_TIMELINE, getStartedActions, olderKeyFacts, slug, whyCards } from './shared';

/** Mauritius, older-style country page (docs/requirements.md, §2; facts from §9). */
export const mauritius: SeedDocument<Jurisdiction> = {
  _id: ids.jurisdiction('mauritius'),
  _type: 'jurisdiction',
  language: 'en',
  name: 'Mauritius',
  countryCode: 'MU',
  slug: slug('mauritius'),
  region: ref(ids.region('africa')),
  order: 10,
  regionCardSummary: 'Corporate tax {corporateTax}',
  comparison: {
    _type: 'comparisonFacts',
    corporateTax: { percent: 15 },
    directors: { minimum: 2 },
  },
  seo: {
    _type: 'seo',
    title: 'Company Formation in Mauritius',
    description:
      'Register a company in Mauritius with a {corporateTax} corporate tax rate. We support incorporation, licences, banking, accounting and director services.',
  },
  hero: {
    _type: 'hero',
    heading: 'Company Formation in Mauritius',
    intro:
      'Set up a company in Mauritius, a base for investment into Africa and Asia, with our support from incorporation to banking and annual compliance.',
  },
  why: {
    heading: 'Why Choose Mauritius',
    items: whyCards([
      { icon: 'Percent', title: '{corporateTax} Corporate Tax', description: 'A corporate tax rate of {corporateTax}.' },
      {
        icon: 'Globe',
        title: 'Gateway to Africa',
        description: 'A base for investment into Africa and for trade between Africa and Asia.',
      },
      {
        icon: 'Landmark',
        title: 'International Financial Centre',
        description: 'An established financial centre with a regulated financial services sector.',
      },
      {
        icon: 'Scale',
        title: 'Hybrid Legal System',
        description: 'A legal system that draws on both French civil law and English common law.',
      },
    ]),
  },
  services: {
    heading: 'Our Services',
    items: [
      'Company incorporation',
      'Licence applications',
      'Corporate bank account opening',
      'Accounting and tax',
      'Company secretarial services',
      'Resident director services',
    ],
  },
  keyFacts: {
    heading: 'Key Facts',
    items: olderKeyFacts({
      corporateTax: '{corporateTax}',
      timeline: TYPICAL_TIMELINE,
      capital: 'Depends on the company type and licence',
      directors: 'Minimum two directors',
      compliance: 'Annual return, financial statements and tax return',
    }),
  },
  cta: {
    _type: 'ctaSection',
    heading: 'Ready to Start Your Business in Mauritius?',
    intro: 'Talk to our team about setting up your Mauritius company.',
    actions: getStartedActions(),
  },
};
