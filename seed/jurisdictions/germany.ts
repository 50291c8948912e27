import type { Jurisdiction } from '../../lib/content/sanity.types';
import { ref } from '../helpers';
import { ids } from '../ids';
import type { SeedDocument } from '../types';
import { TYPICAL_TIMELINE, getStartedActions, olderKeyFacts, slug, whyCards, capital } from './shared';

/** Germany, older-style country page (docs/requirements.md, §2; facts from §9). */
export const germany: SeedDocument<Jurisdiction> = {
  _id: ids.jurisdiction('germany'),
  _type: 'jurisdiction',
  language: 'en',
  name: 'Germany',
  countryCode: 'DE',
  slug: slug('germany'),
  region: ref(ids.region('europe')),
  order: 40,
  regionCardSummary: 'Corporate tax about {corporateTax}',
  comparison: {
    _type: 'comparisonFacts',
    corporateTax: { percent: 30, approximate: true },
    minimumCapital: capital([{ companyType: 'GmbH', amount: 25000, paidUpAmount: 12500, currency: 'EUR' }]),
  },
  seo: {
    _type: 'seo',
    title: 'Company Formation in Germany | GmbH Registration',
    description:
      'Register a German GmbH with share capital of {capital_GmbH} ({paidUp_GmbH} paid). Corporate tax is about {corporateTax}. We support formation, banking and accounting.',
  },
  hero: {
    _type: 'hero',
    heading: 'Company Formation in Germany',
    intro:
      'Set up a GmbH in Europe’s largest economy, with our support from the notary appointment to banking, accounting and annual filings.',
  },
  why: {
    heading: 'Why Choose Germany',
    items: whyCards([
      {
        icon: 'Factory',
        title: 'Europe’s Largest Economy',
        description: 'A large, diverse economy with strong industry and exports.',
      },
      {
        icon: 'MapPin',
        title: 'Central Location',
        description: 'A base at the heart of Europe with access to the EU single market.',
      },
      {
        icon: 'Building2',
        title: 'Recognised GmbH Structure',
        description: 'The GmbH is a widely known limited company, with share capital of {capital_GmbH} ({paidUp_GmbH} paid).',
      },
      {
        icon: 'Scale',
        title: 'Reliable Legal Framework',
        description: 'Clear company law and a stable regulatory environment.',
      },
    ]),
  },
  services: {
    heading: 'Our Services',
    items: [
      'GmbH formation',
      'Notary appointment coordination',
      'Business bank account opening',
      'Accounting and tax',
      'Virtual office and business address',
      'Compliance and annual filings',
    ],
  },
  keyFacts: {
    heading: 'Key Facts',
    items: olderKeyFacts({
      corporateTax: 'About {corporateTax}',
      timeline: TYPICAL_TIMELINE,
      capital: 'GmbH {capital_GmbH} ({paidUp_GmbH} paid)',
      directors: 'A managing director (Geschäftsführer)',
      compliance: 'Annual financial statements and tax returns',
    }),
  },
  cta: {
    _type: 'ctaSection',
    heading: 'Ready to Start Your Business in Germany?',
    intro: 'Talk to our team about setting up your German GmbH.',
    actions: getStartedActions(),
  },
};
