import type { Jurisdiction } from '../../lib/content/sanity.types';
import { ref } from '../helpers';
import { ids } from '../ids';
import type { SeedDocument } from '../types';
import { TYPICAL_TIMELINE, getStartedActions, olderKeyFacts, slug, whyCards, capital } from './shared';

/** Switzerland, older-style country page (docs/requirements.md, §2; facts from §9). */
export const switzerland: SeedDocument<Jurisdiction> = {
  _id: ids.jurisdiction('switzerland'),
  _type: 'jurisdiction',
  language: 'en',
  name: 'Switzerland',
  countryCode: 'CH',
  slug: slug('switzerland'),
  region: ref(ids.region('europe')),
  order: 60,
  regionCardSummary: 'Corporate tax {corporateTax}',
  comparison: {
    _type: 'comparisonFacts',
    corporateTax: { percent: 11.9, upToPercent: 21.6 },
    minimumCapital: capital([{ companyType: 'GmbH', amount: 20000, currency: 'CHF' }, { companyType: 'AG', amount: 100000, currency: 'CHF' }]),
  },
  seo: {
    _type: 'seo',
    title: 'Company Formation in Switzerland | GmbH and AG',
    description:
      'Register a Swiss GmbH from {capital_GmbH} or an AG from {capital_AG}, with corporate tax of {corporateTax} by canton. Formation, banking and accounting support.',
  },
  hero: {
    _type: 'hero',
    heading: 'Company Formation in Switzerland',
    intro:
      'Set up a GmbH or AG in Switzerland, with our support on choosing a canton, registration, banking and ongoing compliance.',
  },
  why: {
    heading: 'Why Choose Switzerland',
    items: whyCards([
      {
        icon: 'Percent',
        title: 'Competitive Tax Rates',
        description: 'Corporate tax of {corporateTax}, depending on the canton.',
      },
      {
        icon: 'Shield',
        title: 'Political and Economic Stability',
        description: 'A stable, predictable environment for long-term business.',
      },
      {
        icon: 'Landmark',
        title: 'International Financial Centre',
        description: 'A long-standing centre for banking and wealth management.',
      },
      {
        icon: 'Building2',
        title: 'GmbH or AG',
        description: 'Choose a GmbH with {capital_GmbH} or an AG with {capital_AG} share capital.',
      },
    ]),
  },
  services: {
    heading: 'Our Services',
    items: [
      'GmbH and AG formation',
      'Guidance on choosing a canton',
      'Business bank account opening',
      'Accounting and tax',
      'Resident director services',
      'Compliance and annual filings',
    ],
  },
  keyFacts: {
    heading: 'Key Facts',
    items: olderKeyFacts({
      corporateTax: '{corporateTax}',
      timeline: TYPICAL_TIMELINE,
      capital: 'GmbH {capital_GmbH}, AG {capital_AG}',
      directors: 'A Swiss-resident representative is required',
      compliance: 'Annual accounts, tax returns and audit where required',
    }),
  },
  cta: {
    _type: 'ctaSection',
    heading: 'Ready to Start Your Business in Switzerland?',
    intro: 'Talk to our team about setting up your Swiss company.',
    actions: getStartedActions(),
  },
};
