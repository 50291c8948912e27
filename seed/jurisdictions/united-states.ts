import type { Jurisdiction } from '../../lib/content/sanity.types';
import { ref } from '../helpers';
import { ids } from '../ids';
import type { SeedDocument } from '../types';
import { TYPICAL_TIMELINE, getStartedActions, olderKeyFacts, slug, whyCards } from './shared';

/** United States, older-style country page (docs/requirements.md, §2; facts from §9). */
export const unitedStates: SeedDocument<Jurisdiction> = {
  _id: ids.jurisdiction('united-states'),
  _type: 'jurisdiction',
  language: 'en',
  name: 'United States',
  countryCode: 'US',
  slug: slug('united-states'),
  region: ref(ids.region('americas')),
  order: 10,
  regionCardSummary: 'Federal corporate tax {corporateTax}',
  comparison: {
    _type: 'comparisonFacts',
    corporateTax: { percent: 21, note: 'Federal rate' },
  },
  seo: {
    _type: 'seo',
    title: 'Company Formation in the United States',
    description:
      'Form a US company in the state that suits your plans. Federal corporate tax is {corporateTax}. We support formation, banking, accounting and compliance.',
  },
  hero: {
    _type: 'hero',
    heading: 'Company Formation in the United States',
    intro:
      'Form a company in the state that suits your plans, with our support from formation to banking, accounting and ongoing compliance.',
  },
  why: {
    heading: 'Why Choose the United States',
    items: whyCards([
      {
        icon: 'Percent',
        title: '{corporateTax} Federal Corporate Tax',
        description: 'A flat federal corporate tax rate of {corporateTax}; state taxes vary by state.',
      },
      {
        icon: 'ShoppingCart',
        title: 'Large Domestic Market',
        description: 'Direct access to one of the world’s largest consumer markets.',
      },
      {
        icon: 'MapPin',
        title: 'Choice of State',
        description: 'Choose the state of incorporation that best fits your business and plans.',
      },
      {
        icon: 'TrendingUp',
        title: 'Access to Capital',
        description: 'A deep investor and banking market for growing companies.',
      },
    ]),
  },
  services: {
    heading: 'Our Services',
    items: [
      'Company formation in your chosen state',
      'Business bank account opening',
      'Accounting and tax filing',
      'Company secretarial services',
      'Compliance and annual filings',
      'Visa and permit support',
    ],
  },
  keyFacts: {
    heading: 'Key Facts',
    items: olderKeyFacts({
      corporateTax: '{corporateTax} federal',
      timeline: TYPICAL_TIMELINE,
      capital: 'Set by the state of incorporation',
      directors: 'Set by the state of incorporation',
      compliance: 'State filings and federal tax return',
    }),
  },
  cta: {
    _type: 'ctaSection',
    heading: 'Ready to Start Your Business in the United States?',
    intro: 'Talk to our team about the right state and structure for your US company.',
    actions: getStartedActions(),
  },
};
