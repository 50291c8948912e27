import type { Jurisdiction } from '../../lib/content/sanity.types';
import { ref } from '../helpers';
import { ids } from '../ids';
import type { SeedDocument } from '../types';
import { capital, companyTypes, emailAndCallActions, keyFacts, processSteps, slug, startAndPricingActions, whyCards, otherFacts } from './shared';

/** Ireland, newer-style country page (docs/requirements.md, §2; facts from §9). */
export const ireland: SeedDocument<Jurisdiction> = {
  _id: ids.jurisdiction('ireland'),
  _type: 'jurisdiction',
  language: 'en',
  name: 'Ireland',
  countryCode: 'IE',
  slug: slug('ireland'),
  region: ref(ids.region('europe')),
  order: 20,
  regionCardSummary: 'Corporate tax {corporateTax}',
  comparison: {
    _type: 'comparisonFacts',
    corporateTax: { percent: 12.5 },
    vatPercent: 23,
    minimumCapital: capital([{ companyType: 'Ltd', amount: 1, currency: 'EUR' }, { companyType: 'PLC', amount: 25000, currency: 'EUR' }]),
    otherFacts: otherFacts([{ name: 'euMemberSince', label: 'EU member since', kind: 'year', value: 1973 }]),
  },
  seo: {
    _type: 'seo',
    title: 'Company Registration in Ireland | LTD and PLC',
    description:
      'Register an Irish company: LTD from {capital_Ltd}, PLC from {capital_PLC}, corporate tax {corporateTax} and VAT {vat}. Support from CRO filing to banking and Revenue registration.',
  },
  hero: {
    _type: 'hero',
    heading: 'Company Registration in Ireland',
    intro:
      'Set up a company in Ireland, an English-speaking EU member state with a {corporateTax} corporate tax rate, with our support from registration to banking and tax.',
    actions: startAndPricingActions(),
  },
  why: {
    heading: 'Why Register in Ireland',
    items: whyCards([
      { icon: 'Percent', title: '{corporateTax} Corporate Tax', description: 'A corporate tax rate of {corporateTax}.' },
      {
        icon: 'Globe',
        title: 'English-Speaking EU Member',
        description: 'Access to the EU single market from an English-speaking, common-law country.',
      },
      {
        icon: 'Briefcase',
        title: 'International Business Base',
        description: 'Many multinational companies run their European operations from Ireland.',
      },
      {
        icon: 'Users',
        title: 'Skilled Workforce',
        description: 'A young, well-educated workforce with strengths in technology and finance.',
      },
    ]),
  },
  companyTypes: {
    heading: 'Company Types',
    items: companyTypes([
      {
        name: 'Private Company Limited by Shares (LTD)',
        description: 'The most common company type in Ireland, with a single-document constitution.',
        minCapital: '{capital_Ltd}',
        features: [
          'Limited liability for shareholders',
          'One or more shareholders',
          'Suited to most trading and holding companies',
        ],
      },
      {
        name: 'Public Limited Company (PLC)',
        description: 'For larger businesses that plan to offer shares to the public or list on a stock exchange.',
        minCapital: '{capital_PLC}',
        features: [
          'Limited liability for shareholders',
          'Shares can be offered to the public',
          'Suited to larger operations and listings',
        ],
      },
      {
        name: 'Branch of a Foreign Company',
        description: 'A registered presence in Ireland for an existing company abroad.',
        minCapital: 'No own share capital (part of the parent)',
        features: [
          'Extension of your existing company',
          'No separate legal personality',
          'Registered with the Companies Registration Office',
        ],
      },
    ]),
  },
  keyFacts: {
    heading: 'Key Facts and Requirements',
    items: keyFacts([
      ['Corporate Tax Rate', '{corporateTax}'],
      ['VAT Rate', '{vat}'],
      ['Minimum Capital (LTD)', '{capital_Ltd}'],
      ['Minimum Capital (PLC)', '{capital_PLC}'],
      ['Currency', 'Euro (EUR)'],
      ['EU Member State', 'Yes, since {euMemberSince}'],
      ['Official Languages', 'Irish and English'],
      ['Company Register', 'Companies Registration Office (CRO)'],
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
        description: 'We prepare the company constitution and the incorporation form.',
      },
      {
        title: 'Filing with the CRO',
        duration: { from: 1, to: 2, unit: 'week' as const },
        description: 'We file the application with the Companies Registration Office and obtain the certificate of incorporation.',
      },
      {
        title: 'Bank Account Opening',
        duration: { from: 1, to: 3, unit: 'week' as const },
        description: 'We help you open a business bank account.',
      },
      {
        title: 'Tax and VAT Registration',
        duration: { from: 1, to: 2, unit: 'week' as const },
        description: 'We register the company with Revenue for corporation tax and, where needed, VAT.',
      },
    ]),
  },
  cta: {
    _type: 'ctaSection',
    heading: 'Ready to Register Your Company in Ireland?',
    intro: 'Email or call our team to discuss your Irish company.',
    actions: emailAndCallActions(),
  },
};
