import type { Jurisdiction } from '../../lib/content/sanity.types';
import { ref } from '../helpers';
import { ids } from '../ids';
import type { SeedDocument } from '../types';
import { capital, companyTypes, emailAndCallActions, keyFacts, processSteps, slug, startAndPricingActions, whyCards, otherFacts } from './shared';

/** Hungary, newer-style country page (docs/requirements.md, §2; facts from §9). */
export const hungary: SeedDocument<Jurisdiction> = {
  _id: ids.jurisdiction('hungary'),
  _type: 'jurisdiction',
  language: 'en',
  name: 'Hungary',
  countryCode: 'HU',
  slug: slug('hungary'),
  region: ref(ids.region('europe')),
  order: 90,
  regionCardSummary: 'Corporate tax {corporateTax}',
  comparison: {
    _type: 'comparisonFacts',
    corporateTax: { percent: 9 },
    vatPercent: 27,
    minimumCapital: capital([{ companyType: 'Kft', amount: 3000000, currency: 'HUF' }, { companyType: 'Zrt', amount: 5000000, currency: 'HUF' }]),
    otherFacts: otherFacts([{ name: 'euMemberSince', label: 'EU member since', kind: 'year', value: 2004 }]),
  },
  seo: {
    _type: 'seo',
    title: 'Company Registration in Hungary | Kft and Zrt',
    description:
      'Register a Hungarian company: Kft from {capital_Kft}, Zrt from {capital_Zrt}, corporate tax {corporateTax} and VAT {vat}. Support from filing to banking and tax.',
  },
  hero: {
    _type: 'hero',
    heading: 'Company Registration in Hungary',
    intro:
      'Set up a Kft or Zrt in Hungary, with a {corporateTax} corporate tax rate and a base in Central Europe, with our support from document preparation to banking and tax registration.',
    actions: startAndPricingActions(),
  },
  why: {
    heading: 'Why Register in Hungary',
    items: whyCards([
      {
        icon: 'Percent',
        title: '{corporateTax} Corporate Tax',
        description: 'A corporate tax rate of {corporateTax}, one of the lowest in the EU.',
      },
      {
        icon: 'MapPin',
        title: 'Central European Hub',
        description: 'A base in Central Europe with road and rail links to neighbouring markets.',
      },
      {
        icon: 'Globe',
        title: 'EU Member State',
        description: 'Access to the EU single market since {euMemberSince}.',
      },
      {
        icon: 'Users',
        title: 'Skilled Workforce',
        description: 'A skilled workforce at a lower cost than in many Western European countries.',
      },
    ]),
  },
  companyTypes: {
    heading: 'Company Types',
    items: companyTypes([
      {
        name: 'Limited Liability Company (Kft)',
        description: 'The most common company form in Hungary, suited to most small and medium-sized businesses.',
        minCapital: '{capital_Kft}',
        features: [
          'Limited liability for members',
          'One or more founders',
          'Can be wholly foreign-owned',
        ],
      },
      {
        name: 'Private Company Limited by Shares (Zrt)',
        description: 'A share company whose shares are not offered to the public, suited to larger businesses.',
        minCapital: '{capital_Zrt}',
        features: [
          'Limited liability for shareholders',
          'Shares are not offered to the public',
          'Suited to larger businesses and investors',
        ],
      },
      {
        name: 'Branch of a Foreign Company',
        description: 'A registered presence in Hungary for an existing company abroad.',
        minCapital: 'No own share capital (part of the parent)',
        features: [
          'Extension of your existing company',
          'No separate legal personality',
          'Registered with the Court of Registration',
        ],
      },
    ]),
  },
  keyFacts: {
    heading: 'Key Facts and Requirements',
    items: keyFacts([
      ['Corporate Tax Rate', '{corporateTax}'],
      ['VAT Rate', '{vat}'],
      ['Minimum Capital (Kft)', '{capital_Kft}'],
      ['Minimum Capital (Zrt)', '{capital_Zrt}'],
      ['Currency', 'Hungarian forint (HUF)'],
      ['EU Member State', 'Yes, since {euMemberSince}'],
      ['Official Language', 'Hungarian'],
      ['Company Register', 'Court of Registration (Cégbíróság)'],
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
        description: 'The articles of association are prepared and countersigned by a Hungarian lawyer.',
      },
      {
        title: 'Filing with the Court of Registration',
        duration: { from: 1, to: 2, unit: 'week' as const },
        description: 'The registration is filed electronically with the Court of Registration.',
      },
      {
        title: 'Bank Account Opening',
        duration: { from: 1, to: 3, unit: 'week' as const },
        description: 'We help you open a business bank account and pay in the share capital.',
      },
      {
        title: 'Tax and VAT Registration',
        duration: { from: 1, to: 2, unit: 'week' as const },
        description: 'We complete the tax registration details with the tax authority (NAV).',
      },
    ]),
  },
  cta: {
    _type: 'ctaSection',
    heading: 'Ready to Register Your Company in Hungary?',
    intro: 'Email or call our team to discuss your Hungarian company.',
    actions: emailAndCallActions(),
  },
};
