import type { Jurisdiction } from '../../lib/content/sanity.types';
import { ref } from '../helpers';
import { ids } from '../ids';
import type { SeedDocument } from '../types';
import { capital, companyTypes, emailAndCallActions, keyFacts, processSteps, slug, startAndPricingActions, whyCards, otherFacts } from './shared';

/** Denmark, newer-style country page (docs/requirements.md, §2; facts from §9). */
export const denmark: SeedDocument<Jurisdiction> = {
  _id: ids.jurisdiction('denmark'),
  _type: 'jurisdiction',
  language: 'en',
  name: 'Denmark',
  countryCode: 'DK',
  slug: slug('denmark'),
  region: ref(ids.region('europe')),
  order: 70,
  regionCardSummary: 'Corporate tax {corporateTax}',
  comparison: {
    _type: 'comparisonFacts',
    corporateTax: { percent: 22 },
    vatPercent: 25,
    minimumCapital: capital([{ companyType: 'ApS', amount: 40000, currency: 'DKK' }, { companyType: 'A/S', amount: 400000, currency: 'DKK' }, { companyType: 'IVS', amount: 1, currency: 'DKK' }]),
    otherFacts: otherFacts([{ name: 'euMemberSince', label: 'EU member since', kind: 'year', value: 1973 }, { name: 'ivsClosedSince', label: 'IVS closed to new registrations since', kind: 'year', value: 2019 }]),
  },
  seo: {
    _type: 'seo',
    title: 'Company Registration in Denmark | ApS and A/S',
    description:
      'Register a Danish company: ApS from {capital_ApS}, A/S from {capital_AS}, corporate tax {corporateTax} and VAT {vat}. Support from registration to banking and VAT.',
  },
  hero: {
    _type: 'hero',
    heading: 'Company Registration in Denmark',
    intro:
      'Set up an ApS or A/S in Denmark with our support at every step, from the name check and registration with the Danish Business Authority to banking and VAT.',
    actions: startAndPricingActions(),
  },
  why: {
    heading: 'Why Register in Denmark',
    items: whyCards([
      { icon: 'Percent', title: '{corporateTax} Corporate Tax', description: 'A single corporate tax rate of {corporateTax}.' },
      {
        icon: 'Laptop',
        title: 'Digital Administration',
        description: 'Registration and most company filings are handled online.',
      },
      {
        icon: 'ShieldCheck',
        title: 'Transparent Business Environment',
        description: 'Clear rules and low levels of corruption make Denmark a trusted place to do business.',
      },
      {
        icon: 'Globe',
        title: 'Access to the EU and the Nordics',
        description: 'An EU member state with close links to the Nordic and Baltic markets.',
      },
    ]),
  },
  companyTypes: {
    heading: 'Company Types',
    items: companyTypes([
      {
        name: 'Private Limited Company (ApS)',
        description: 'The usual choice for small and medium-sized businesses and holding companies.',
        minCapital: '{capital_ApS}',
        features: [
          'Limited liability for shareholders',
          'One or more founders',
          'Can be used as a holding company',
          'Registered with the Danish Business Authority',
        ],
      },
      {
        name: 'Public Limited Company (A/S)',
        description: 'For larger businesses and companies that plan to raise capital from investors.',
        minCapital: '{capital_AS}',
        features: [
          'Limited liability for shareholders',
          'Board-led governance',
          'Shares can be offered to the public',
        ],
      },
      {
        name: 'Entrepreneurial Company (IVS)',
        description:
          'The former entrepreneurial company form. It has been closed to new registrations since {ivsClosedSince}, so new founders choose an ApS instead.',
        minCapital: '{capital_IVS}',
        features: [
          'Closed to new registrations since {ivsClosedSince}',
          'Existing IVS companies had to convert to ApS',
          'We advise on the ApS as the alternative',
        ],
      },
    ]),
  },
  keyFacts: {
    heading: 'Key Facts and Requirements',
    items: keyFacts([
      ['Corporate Tax Rate', '{corporateTax}'],
      ['VAT Rate', '{vat}'],
      ['Minimum Capital (ApS)', '{capital_ApS}'],
      ['Minimum Capital (A/S)', '{capital_AS}'],
      ['Currency', 'Danish krone (DKK)'],
      ['EU Member State', 'Yes, since {euMemberSince}'],
      ['Official Language', 'Danish'],
      ['Company Register', 'Danish Business Authority (Erhvervsstyrelsen)'],
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
        description: 'We prepare the memorandum of association and the articles of association.',
      },
      {
        title: 'Bank Account and Capital',
        duration: { from: 1, to: 3, unit: 'week' as const },
        description: 'We help you open a business bank account and pay in the share capital.',
      },
      {
        title: 'Registration with the Danish Business Authority',
        duration: { from: 1, to: 2, unit: 'week' as const },
        description: 'We file the registration online, and your company receives its CVR number.',
      },
      {
        title: 'Tax and VAT Registration',
        duration: { from: 1, to: 2, unit: 'week' as const },
        description: 'We complete the tax registration details and register for VAT where needed.',
      },
    ]),
  },
  cta: {
    _type: 'ctaSection',
    heading: 'Ready to Register Your Company in Denmark?',
    intro: 'Email or call our team to discuss your Danish company.',
    actions: emailAndCallActions(),
  },
};
