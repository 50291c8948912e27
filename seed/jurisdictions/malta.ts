import type { Jurisdiction } from '../../lib/content/sanity.types';
import { ref } from '../helpers';
import { ids } from '../ids';
import type { SeedDocument } from '../types';
import { capital, companyTypes, contactAndExploreActions, keyFacts, processSteps, slug, startAndPricingActions, whyCards, otherFacts } from './shared';

/** Malta, newer-style country page (docs/requirements.md, §2; facts from §9). */
export const malta: SeedDocument<Jurisdiction> = {
  _id: ids.jurisdiction('malta'),
  _type: 'jurisdiction',
  language: 'en',
  name: 'Malta',
  countryCode: 'MT',
  slug: slug('malta'),
  region: ref(ids.region('europe')),
  order: 120,
  regionCardSummary: 'Corporate tax {corporateTax} ({effectiveTax} effective)',
  comparison: {
    _type: 'comparisonFacts',
    corporateTax: { percent: 35, note: '{effectiveTax} effective' },
    vatPercent: 18,
    minimumCapital: capital([{ companyType: 'Private company', amount: 1165, currency: 'EUR' }, { companyType: 'Public company', amount: 46587, currency: 'EUR' }]),
    otherFacts: otherFacts([{ name: 'effectiveTax', label: 'Effective tax after shareholder refunds', kind: 'percent', value: 5 }, { name: 'euMemberSince', label: 'EU member since', kind: 'year', value: 2004 }]),
  },
  seo: {
    _type: 'seo',
    title: 'Company Registration in Malta',
    description:
      'Register a Maltese private company from {capital_PrivateCompany} or a public company from {capital_PublicCompany}. Corporate tax {corporateTax} ({effectiveTax} effective), VAT {vat}, English-speaking EU state.',
  },
  hero: {
    _type: 'hero',
    heading: 'Company Registration in Malta',
    intro:
      'Set up a company in Malta, an English-speaking EU member state, with our support from registration with the Malta Business Registry to banking and tax.',
    actions: startAndPricingActions(),
  },
  why: {
    heading: 'Why Register in Malta',
    items: whyCards([
      {
        icon: 'Percent',
        title: '{effectiveTax} Effective Tax',
        description: 'A headline corporate tax rate of {corporateTax}, with a {effectiveTax} effective rate through the shareholder tax refund system.',
      },
      {
        icon: 'Globe',
        title: 'English-Speaking EU Member',
        description: 'English is an official language, and Malta is a member of the EU and the eurozone.',
      },
      {
        icon: 'Scale',
        title: 'Familiar Company Law',
        description: 'Company law modelled on UK company law, familiar to international investors.',
      },
      {
        icon: 'Briefcase',
        title: 'Established Sectors',
        description: 'A recognised base for financial services, gaming and maritime businesses.',
      },
    ]),
  },
  companyTypes: {
    heading: 'Company Types',
    items: companyTypes([
      {
        name: 'Private Limited Company (Ltd)',
        description: 'The usual choice for trading and holding companies.',
        minCapital: '{capital_PrivateCompany}',
        features: [
          'Limited liability for shareholders',
          'Can be wholly foreign-owned',
          'Suitable for trading and holding activities',
        ],
      },
      {
        name: 'Public Limited Company (plc)',
        description: 'For larger businesses that plan to offer shares to the public.',
        minCapital: '{capital_PublicCompany}',
        features: [
          'Limited liability for shareholders',
          'Shares can be offered to the public',
          'Suited to larger operations and listings',
        ],
      },
      {
        name: 'Branch of a Foreign Company',
        description: 'A registered presence in Malta for an existing company abroad.',
        minCapital: 'No own share capital (part of the parent)',
        features: [
          'Extension of your existing company',
          'No separate legal personality',
          'Registered with the Malta Business Registry',
        ],
      },
    ]),
  },
  keyFacts: {
    heading: 'Key Facts and Requirements',
    items: keyFacts([
      ['Corporate Tax Rate', '{corporateTax} ({effectiveTax} effective)'],
      ['VAT Rate', '{vat}'],
      ['Minimum Capital (Private)', '{capital_PrivateCompany}'],
      ['Minimum Capital (Public)', '{capital_PublicCompany}'],
      ['Currency', 'Euro (EUR)'],
      ['EU Member State', 'Yes, since {euMemberSince}'],
      ['Official Languages', 'Maltese and English'],
      ['Company Register', 'Malta Business Registry (MBR)'],
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
        title: 'Document Preparation',
        duration: { from: 3, to: 5, unit: 'day' as const },
        description: 'We prepare the memorandum and articles of association.',
      },
      {
        title: 'Bank Account and Capital Deposit',
        duration: { from: 1, to: 3, unit: 'week' as const },
        description: 'We help you open a business bank account and pay in the share capital.',
      },
      {
        title: 'Registration with the Malta Business Registry',
        duration: { from: 1, to: 2, unit: 'week' as const },
        description: 'We file the documents and obtain the certificate of registration.',
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
    heading: 'Ready to Register Your Company in Malta?',
    intro: 'Contact our team to discuss your Maltese company, or compare other European jurisdictions.',
    actions: contactAndExploreActions(),
  },
};
