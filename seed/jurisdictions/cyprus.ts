import type { Jurisdiction } from '../../lib/content/sanity.types';
import { ref } from '../helpers';
import { ids } from '../ids';
import type { SeedDocument } from '../types';
import { capital, companyTypes, emailAndCallActions, keyFacts, processSteps, slug, startAndPricingActions, whyCards, otherFacts } from './shared';

/** Cyprus, newer-style country page (docs/requirements.md, §2; facts from §9). */
export const cyprus: SeedDocument<Jurisdiction> = {
  _id: ids.jurisdiction('cyprus'),
  _type: 'jurisdiction',
  language: 'en',
  name: 'Cyprus',
  countryCode: 'CY',
  slug: slug('cyprus'),
  region: ref(ids.region('europe')),
  order: 80,
  regionCardSummary: 'Corporate tax {corporateTax}',
  comparison: {
    _type: 'comparisonFacts',
    corporateTax: { percent: 12.5 },
    vatPercent: 19,
    minimumCapital: capital([{ companyType: 'Private company', amount: 1000, currency: 'EUR' }, { companyType: 'Public company', amount: 25629, currency: 'EUR' }]),
    otherFacts: otherFacts([{ name: 'euMemberSince', label: 'EU member since', kind: 'year', value: 2004 }]),
  },
  seo: {
    _type: 'seo',
    title: 'Company Registration in Cyprus',
    description:
      'Register a Cyprus company with {corporateTax} corporate tax and {vat} VAT. Private companies from {capital_PrivateCompany}, public from {capital_PublicCompany}. Support from filing to banking.',
  },
  hero: {
    _type: 'hero',
    heading: 'Company Registration in Cyprus',
    intro:
      'Register a private or public company in Cyprus, an EU member state with a {corporateTax} corporate tax rate, with our support from name approval to banking and tax registration.',
    actions: startAndPricingActions(),
  },
  why: {
    heading: 'Why Register in Cyprus',
    items: whyCards([
      {
        icon: 'Percent',
        title: '{corporateTax} Corporate Tax',
        description: 'A corporate tax rate of {corporateTax}, among the lower rates in the EU.',
      },
      {
        icon: 'Globe',
        title: 'EU and Eurozone Member',
        description: 'Access to the EU single market, with the euro as currency.',
      },
      {
        icon: 'Scale',
        title: 'Common-Law Foundations',
        description: 'Company law based on English common-law principles, familiar to international investors.',
      },
      {
        icon: 'Handshake',
        title: 'Double Tax Treaties',
        description: 'An extensive network of double tax treaties for international structures.',
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
        name: 'Public Limited Company (PLC)',
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
        description: 'A registered presence in Cyprus for an existing company abroad.',
        minCapital: 'No own share capital (part of the parent)',
        features: [
          'Extension of your existing company',
          'No separate legal personality',
          'Registered with the Registrar of Companies',
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
      ['EU Member State', 'Yes, since {euMemberSince}'],
      ['Official Languages', 'Greek and Turkish'],
      ['Company Register', 'Registrar of Companies'],
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
        title: 'Name Approval',
        duration: { from: 1, to: 2, unit: 'day' as const },
        description: 'We apply for approval of your preferred company name.',
      },
      {
        title: 'Document Preparation',
        duration: { from: 3, to: 5, unit: 'day' as const },
        description: 'We prepare the memorandum and articles of association and the filing forms.',
      },
      {
        title: 'Filing with the Registrar of Companies',
        duration: { from: 1, to: 2, unit: 'week' as const },
        description: 'We file the documents and obtain the certificate of incorporation.',
      },
      {
        title: 'Bank Account Opening',
        duration: { from: 1, to: 3, unit: 'week' as const },
        description: 'We help you open a business bank account.',
      },
      {
        title: 'Tax and VAT Registration',
        duration: { from: 1, to: 2, unit: 'week' as const },
        description: 'We register the company with the tax authority and for VAT where needed.',
      },
    ]),
  },
  cta: {
    _type: 'ctaSection',
    heading: 'Ready to Register Your Company in Cyprus?',
    intro: 'Email or call our team to discuss your Cyprus company.',
    actions: emailAndCallActions(),
  },
};
