import type { Jurisdiction } from '../../lib/content/sanity.types';
import { ref } from '../helpers';
import { ids } from '../ids';
import type { SeedDocument } from '../types';
import { capital, companyTypes, contactAndExploreActions, keyFacts, processSteps, slug, startAndPricingActions, whyCards, otherFacts } from './shared';

/** Estonia, newer-style country page (docs/requirements.md, §2; facts from §9). */
export const estonia: SeedDocument<Jurisdiction> = {
  _id: ids.jurisdiction('estonia'),
  _type: 'jurisdiction',
  language: 'en',
  name: 'Estonia',
  countryCode: 'EE',
  slug: slug('estonia'),
  region: ref(ids.region('europe')),
  order: 110,
  regionCardSummary: 'Corporate tax {corporateTax} on distributed profits',
  comparison: {
    _type: 'comparisonFacts',
    corporateTax: { percent: 19, note: 'On distributed profits' },
    vatPercent: 20,
    minimumCapital: capital([{ companyType: 'OÜ', amount: 2500, currency: 'EUR' }, { companyType: 'AS', amount: 25000, currency: 'EUR' }]),
    otherFacts: otherFacts([{ name: 'euMemberSince', label: 'EU member since', kind: 'year', value: 2004 }]),
  },
  seo: {
    _type: 'seo',
    title: 'Company Registration in Estonia | OÜ and AS',
    description:
      'Register an Estonian company: OÜ from {capital_OU}, AS from {capital_AS}, corporate tax of {corporateTax} on distributed profits and VAT {vat}, managed online.',
  },
  hero: {
    _type: 'hero',
    heading: 'Company Registration in Estonia',
    intro:
      'Set up an OÜ or AS in Estonia and run it online, with our support from registration to banking and tax.',
    actions: startAndPricingActions(),
  },
  why: {
    heading: 'Why Register in Estonia',
    items: whyCards([
      {
        icon: 'PiggyBank',
        title: 'Tax on Distributed Profits',
        description: 'Corporate tax of {corporateTax} applies to distributed profits, so profits you reinvest are not taxed.',
      },
      {
        icon: 'Laptop',
        title: 'Digital Company Management',
        description: 'Found and manage your company online, including through Estonian e-Residency.',
      },
      {
        icon: 'Globe',
        title: 'EU and Eurozone Member',
        description: 'Access to the EU single market, with the euro as currency.',
      },
      {
        icon: 'Rocket',
        title: 'Start-up Ecosystem',
        description: 'An active start-up community and a strong technology sector.',
      },
    ]),
  },
  companyTypes: {
    heading: 'Company Types',
    items: companyTypes([
      {
        name: 'Private Limited Company (OÜ)',
        description: 'The most common company form in Estonia, suited to start-ups and small businesses.',
        minCapital: '{capital_OU}',
        features: [
          'Limited liability for shareholders',
          'One or more founders',
          'Can be founded and managed online',
        ],
      },
      {
        name: 'Public Limited Company (AS)',
        description: 'For larger businesses and companies that plan to raise capital from investors.',
        minCapital: '{capital_AS}',
        features: [
          'Limited liability for shareholders',
          'Supervisory board structure',
          'Shares can be offered to the public',
        ],
      },
      {
        name: 'Branch of a Foreign Company',
        description: 'A registered presence in Estonia for an existing company abroad.',
        minCapital: 'No own share capital (part of the parent)',
        features: [
          'Extension of your existing company',
          'No separate legal personality',
          'Registered in the Commercial Register',
        ],
      },
    ]),
  },
  keyFacts: {
    heading: 'Key Facts and Requirements',
    items: keyFacts([
      ['Corporate Tax Rate', '{corporateTax} on distributed profits'],
      ['VAT Rate', '{vat}'],
      ['Minimum Capital (OÜ)', '{capital_OU}'],
      ['Minimum Capital (AS)', '{capital_AS}'],
      ['Currency', 'Euro (EUR)'],
      ['EU Member State', 'Yes, since {euMemberSince}'],
      ['Official Language', 'Estonian'],
      ['Company Register', 'Commercial Register (Äriregister)'],
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
        duration: { from: 2, to: 5, unit: 'day' as const },
        description: 'We prepare the articles of association and the registration application.',
      },
      {
        title: 'Filing with the Commercial Register',
        duration: { from: 1, to: 2, unit: 'week' as const },
        description: 'The application is signed digitally and filed through the Company Registration Portal.',
      },
      {
        title: 'Bank Account Opening',
        duration: { from: 1, to: 3, unit: 'week' as const },
        description: 'We help you open a business bank account.',
      },
      {
        title: 'Tax and VAT Registration',
        duration: { from: 1, to: 2, unit: 'week' as const },
        description: 'We register the company with the Estonian Tax and Customs Board for VAT where needed.',
      },
    ]),
  },
  cta: {
    _type: 'ctaSection',
    heading: 'Ready to Register Your Company in Estonia?',
    intro: 'Contact our team to discuss your Estonian company, or compare other European jurisdictions.',
    actions: contactAndExploreActions(),
  },
};
