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

/** Belgium, newer-style country page (docs/requirements.md, §2; facts from §9). */
export const belgium: SeedDocument<Jurisdiction> = {
  _id: ids.jurisdiction('belgium'),
  _type: 'jurisdiction',
  language: 'en',
  name: 'Belgium',
  countryCode: 'BE',
  slug: slug('belgium'),
  region: ref(ids.region('europe')),
  order: 130,
  regionCardSummary: 'Corporate tax {corporateTax}',
  comparison: {
    _type: 'comparisonFacts',
    corporateTax: { percent: 25 },
    vatPercent: 21,
    minimumCapital: capital([{ companyType: 'Private company', amount: 18550, currency: 'EUR' }, { companyType: 'Public company', amount: 61500, currency: 'EUR' }]),
  },
  seo: {
    _type: 'seo',
    title: 'Company Registration in Belgium',
    description:
      'Register a Belgian company: private from {capital_PrivateCompany}, public from {capital_PublicCompany}, corporate tax {corporateTax} and VAT {vat}. Support from the notary to VAT registration.',
  },
  hero: {
    _type: 'hero',
    heading: 'Company Registration in Belgium',
    intro:
      'Set up a company in Belgium, at the centre of the EU, with our support from the financial plan and notarial deed to banking and VAT registration.',
    actions: startAndPricingActions(),
  },
  why: {
    heading: 'Why Register in Belgium',
    items: whyCards([
      {
        icon: 'MapPin',
        title: 'Heart of Europe',
        description: 'Brussels hosts the main EU institutions and many international organisations.',
      },
      {
        icon: 'Anchor',
        title: 'Strong Trade Links',
        description: 'The port of Antwerp-Bruges and dense road and rail networks reach markets across Europe.',
      },
      {
        icon: 'Users',
        title: 'Multilingual Workforce',
        description: 'A multilingual, well-educated workforce.',
      },
      { icon: 'Percent', title: '{corporateTax} Corporate Tax', description: 'A standard corporate tax rate of {corporateTax}.' },
    ]),
  },
  companyTypes: {
    heading: 'Company Types',
    items: companyTypes([
      {
        name: 'Private Limited Company (BV/SRL)',
        description: 'The usual choice for small and medium-sized businesses.',
        minCapital: '{capital_PrivateCompany}',
        features: [
          'Limited liability for shareholders',
          'Formed by notarial deed',
          'Financial plan required at formation',
        ],
      },
      {
        name: 'Public Limited Company (NV/SA)',
        description: 'For larger businesses and companies that plan to raise capital from investors.',
        minCapital: '{capital_PublicCompany}',
        features: [
          'Limited liability for shareholders',
          'Formed by notarial deed',
          'Shares can be offered to the public',
        ],
      },
      {
        name: 'Branch of a Foreign Company',
        description: 'A registered presence in Belgium for an existing company abroad.',
        minCapital: 'No own share capital (part of the parent)',
        features: [
          'Extension of your existing company',
          'No separate legal personality',
          'Registered with the Crossroads Bank for Enterprises',
        ],
      },
    ]),
  },
  keyFacts: {
    heading: 'Key Facts and Requirements',
    items: keyFacts([
      ['Corporate Tax Rate', '{corporateTax}'],
      ['VAT Rate', '{vat}'],
      ['Minimum Capital (Private)', '{capital_PrivateCompany}'],
      ['Minimum Capital (Public)', '{capital_PublicCompany}'],
      ['Currency', 'Euro (EUR)'],
      ['EU Member State', 'Yes, founding member'],
      ['Official Languages', 'Dutch, French and German'],
      ['Company Register', 'Crossroads Bank for Enterprises (KBO/BCE)'],
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
        title: 'Financial Plan and Articles',
        duration: { from: 3, to: 5, unit: 'day' as const },
        description: 'We prepare the financial plan and the draft articles of association.',
      },
      {
        title: 'Bank Account and Capital Deposit',
        duration: { from: 1, to: 3, unit: 'week' as const },
        description: 'We help you open a business bank account and deposit the share capital.',
      },
      {
        title: 'Notarial Deed and Registration',
        duration: { from: 1, to: 2, unit: 'week' as const },
        description: 'The deed is signed before a notary, and the company is registered with the Crossroads Bank for Enterprises.',
      },
      {
        title: 'VAT Registration',
        duration: { from: 1, to: 2, unit: 'week' as const },
        description: 'We register the company for VAT where needed.',
      },
    ]),
  },
  cta: {
    _type: 'ctaSection',
    heading: 'Ready to Register Your Company in Belgium?',
    intro: 'Contact our team to discuss your Belgian company, or compare other European jurisdictions.',
    actions: contactAndExploreActions(),
  },
};
