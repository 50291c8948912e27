import type { Jurisdiction } from '../../lib/content/sanity.types';
import { ref } from '../helpers';
import { ids } from '../ids';
import type { SeedDocument } from '../types';
import {
  capital,
  companyTypes,
  contactAndExploreActions,
  keyFacts,
  processSteps,
  slug,
  startAndPricingActions,
  whyCards,
} from './shared';

/** Luxembourg, newer-style country page (docs/requirements.md, §2; facts from §9). */
export const luxembourg: SeedDocument<Jurisdiction> = {
  _id: ids.jurisdiction('luxembourg'),
  _type: 'jurisdiction',
  language: 'en',
  name: 'Luxembourg',
  countryCode: 'LU',
  slug: slug('luxembourg'),
  region: ref(ids.region('europe')),
  order: 100,
  regionCardSummary: 'Corporate tax {corporateTax}',
  comparison: {
    _type: 'comparisonFacts',
    corporateTax: { percent: 24.94 },
    vatPercent: 17,
    minimumCapital: capital([{ companyType: 'S.à r.l.', amount: 12000, currency: 'EUR' }, { companyType: 'S.A.', amount: 30000, currency: 'EUR' }, { companyType: 'S.à r.l.-S (simplified)', amount: 1, currency: 'EUR' }]),
  },
  seo: {
    _type: 'seo',
    title: 'Company Registration in Luxembourg | S.à r.l. and S.A.',
    description:
      'Register a Luxembourg company: S.à r.l. from {capital_SARL}, S.A. from {capital_SA}, simplified S.à r.l. from {capital_SARLS}. Corporate tax {corporateTax}, VAT {vat}.',
  },
  hero: {
    _type: 'hero',
    heading: 'Company Registration in Luxembourg',
    intro:
      'Set up an S.à r.l., S.A. or simplified S.à r.l. in Luxembourg, with our support from the notarial deed to registration, banking and VAT.',
    actions: startAndPricingActions(),
  },
  why: {
    heading: 'Why Register in Luxembourg',
    items: whyCards([
      {
        icon: 'Landmark',
        title: 'International Financial Centre',
        description: 'An established centre for investment funds, banking and holding companies.',
      },
      {
        icon: 'Shield',
        title: 'Stable Environment',
        description: 'A stable political and economic environment at the heart of Europe.',
      },
      {
        icon: 'Globe',
        title: 'Multilingual Business Culture',
        description: 'Business is conducted in French, German and English, and Luxembourgish is widely spoken.',
      },
      {
        icon: 'Building2',
        title: 'Flexible Company Forms',
        description: 'Choose an S.à r.l. from {capital_SARL}, an S.A. from {capital_SA} or a simplified S.à r.l. from {capital_SARLS}.',
      },
    ]),
  },
  companyTypes: {
    heading: 'Company Types',
    items: companyTypes([
      {
        name: 'Private Limited Company (S.à r.l.)',
        description: 'The usual choice for operating companies and holding structures.',
        minCapital: '{capital_SARL}',
        features: [
          'Limited liability for shareholders',
          'Formed by notarial deed',
          'Suited to operating and holding companies',
        ],
      },
      {
        name: 'Public Limited Company (S.A.)',
        description: 'For larger businesses and companies that plan to raise capital from investors.',
        minCapital: '{capital_SA}',
        features: [
          'Limited liability for shareholders',
          'Formed by notarial deed',
          'Shares can be offered to the public',
        ],
      },
      {
        name: 'Simplified Private Limited Company (S.à r.l.-S)',
        description: 'A simplified private limited company for individual entrepreneurs.',
        minCapital: '{capital_SARLS}',
        features: [
          'Shareholders are individuals',
          'Can be formed without a notary',
          'Suited to small businesses and start-ups',
        ],
      },
    ]),
  },
  keyFacts: {
    heading: 'Key Facts and Requirements',
    items: keyFacts([
      ['Corporate Tax Rate', '{corporateTax}'],
      ['VAT Rate', '{vat}'],
      ['Minimum Capital (S.à r.l.)', '{capital_SARL}'],
      ['Minimum Capital (S.A.)', '{capital_SA}'],
      ['Currency', 'Euro (EUR)'],
      ['EU Member State', 'Yes, founding member'],
      ['Official Languages', 'Luxembourgish, French and German'],
      ['Company Register', 'Luxembourg Business Registers (RCS)'],
    ]),
  },
  process: {
    heading: 'Registration Process',
    steps: processSteps([
      {
        title: 'Free Consultation',
        duration: { from: 1, to: 2, unit: 'day' as const },
        description: 'We confirm the right company type and what you need for registration.',
      },
      {
        title: 'Name Check',
        duration: { from: 1, to: 2, unit: 'day' as const },
        description: 'We check that your preferred company name is available.',
      },
      {
        title: 'Bank Account and Capital Deposit',
        duration: { from: 1, to: 3, unit: 'week' as const },
        description: 'We help you open a business bank account and deposit the share capital.',
      },
      {
        title: 'Notarial Deed',
        duration: { from: 3, to: 5, unit: 'day' as const },
        description:
          'We prepare the articles of association and arrange signing before a Luxembourg notary (not needed for an S.à r.l.-S).',
      },
      {
        title: 'Registration with the Luxembourg Business Registers',
        duration: { from: 1, to: 2, unit: 'week' as const },
        description: 'The company is registered in the Trade and Companies Register (RCS).',
      },
      {
        title: 'Tax and VAT Registration',
        duration: { from: 1, to: 2, unit: 'week' as const },
        description: 'We register the company with the tax authorities and for VAT where needed.',
      },
    ]),
  },
  cta: {
    _type: 'ctaSection',
    heading: 'Ready to Register Your Company in Luxembourg?',
    intro: 'Contact our team to discuss your Luxembourg company, or compare other European jurisdictions.',
    actions: contactAndExploreActions(),
  },
};
