import type { Jurisdiction } from '../../lib/content/sanity.types';
import { ref } from '../helpers';
import { ids } from '../ids';
import type { SeedDocument } from '../types';
import { capital, companyTypes, contactAndExploreActions, keyFacts, processSteps, slug, startAndPricingActions, whyCards, otherFacts } from './shared';

/** Spain, newer-style country page (docs/requirements.md, §2; facts from §3 and §9). */
export const spain: SeedDocument<Jurisdiction> = {
  _id: ids.jurisdiction('spain'),
  _type: 'jurisdiction',
  language: 'en',
  name: 'Spain',
  countryCode: 'ES',
  slug: slug('spain'),
  region: ref(ids.region('europe')),
  order: 140,
  regionCardSummary: 'Corporate tax {corporateTax} ({reducedTax} startups)',
  comparison: {
    _type: 'comparisonFacts',
    corporateTax: { percent: 25, note: '{reducedTax} for startups' },
    vatPercent: 21,
    minimumCapital: capital([{ companyType: 'SL', amount: 3000, currency: 'EUR' }, { companyType: 'SA', amount: 60000, currency: 'EUR' }]),
    otherFacts: otherFacts([{ name: 'reducedTax', label: 'Corporate tax for startups', kind: 'percent', value: 15 }, { name: 'population', label: 'Consumers in the domestic market', kind: 'count', value: 47000000, compact: 'long' }, { name: 'euMemberSince', label: 'EU member since', kind: 'year', value: 1986 }]),
  },
  seo: {
    _type: 'seo',
    title: 'Company Registration in Spain | SL and SA',
    description:
      'Register a Spanish company: SL from {capital_SL}, SA from {capital_SA}, corporate tax {corporateTax} ({reducedTax} startups) and VAT {vat}. Reach {population} consumers.',
  },
  hero: {
    _type: 'hero',
    heading: 'Company Registration in Spain',
    intro:
      'Set up an SL or SA in Spain, a market of {population} consumers, with our support from the name certificate and notary to registration, banking and tax.',
    actions: startAndPricingActions(),
  },
  why: {
    heading: 'Why Register in Spain',
    items: whyCards([
      {
        icon: 'ShoppingCart',
        title: 'A Market of {population}',
        description: 'Direct access to a domestic market of {population} consumers.',
      },
      {
        icon: 'Percent',
        title: 'Reduced Rate for Startups',
        description: 'A standard corporate tax rate of {corporateTax}, with a {reducedTax} rate for startups.',
      },
      {
        icon: 'Globe',
        title: 'Gateway to Latin America',
        description: 'Close cultural and trade ties with Latin America and North Africa.',
      },
      {
        icon: 'Plane',
        title: 'Strong Infrastructure',
        description: 'Extensive high-speed rail, airport and port networks.',
      },
    ]),
  },
  companyTypes: {
    heading: 'Company Types',
    items: companyTypes([
      {
        name: 'Limited Liability Company (SL)',
        description: 'The most common company form in Spain, suited to small and medium-sized businesses.',
        minCapital: '{capital_SL}',
        features: [
          'Limited liability for shareholders',
          'One or more founders',
          'Formed by public deed before a notary',
        ],
      },
      {
        name: 'Public Limited Company (SA)',
        description: 'For larger businesses and companies that plan to raise capital from investors.',
        minCapital: '{capital_SA}',
        features: [
          'Limited liability for shareholders',
          'Formed by public deed before a notary',
          'Shares can be offered to the public',
        ],
      },
      {
        name: 'Branch of a Foreign Company (Sucursal)',
        description: 'A registered presence in Spain for an existing company abroad.',
        minCapital: 'No own share capital (part of the parent)',
        features: [
          'Extension of your existing company',
          'No separate legal personality',
          'Registered with the Mercantile Registry',
        ],
      },
    ]),
  },
  keyFacts: {
    heading: 'Key Facts and Requirements',
    items: keyFacts([
      ['Corporate Tax Rate', '{corporateTax} ({reducedTax} startups)'],
      ['VAT Rate', '{vat}'],
      ['Minimum Capital (SL)', '{capital_SL}'],
      ['Minimum Capital (SA)', '{capital_SA}'],
      ['Currency', 'Euro (EUR)'],
      ['EU Member State', 'Yes, since {euMemberSince}'],
      ['Official Language', 'Spanish (Castilian)'],
      ['Company Register', 'Mercantile Registry (Registro Mercantil)'],
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
        title: 'Name Certificate',
        duration: { from: 1, to: 2, unit: 'day' as const },
        description: 'We apply to the Central Mercantile Registry for a certificate that your company name is available.',
      },
      {
        title: 'Bank Account and Capital Deposit',
        duration: { from: 1, to: 3, unit: 'week' as const },
        description: 'We help you open a business bank account and deposit the share capital.',
      },
      {
        title: 'Public Deed before a Notary',
        duration: { from: 3, to: 5, unit: 'day' as const },
        description: 'We prepare the articles of association and arrange signing of the public deed before a Spanish notary.',
      },
      {
        title: 'Registration with the Mercantile Registry',
        duration: { from: 1, to: 2, unit: 'week' as const },
        description: 'The deed is filed with the provincial Mercantile Registry.',
      },
      {
        title: 'Tax and VAT Registration',
        duration: { from: 1, to: 2, unit: 'week' as const },
        description: 'We complete the registration with the Spanish Tax Agency, including VAT where needed.',
      },
    ]),
  },
  cta: {
    _type: 'ctaSection',
    heading: 'Ready to Register Your Company in Spain?',
    intro: 'Contact our team to discuss your Spanish company, or compare other European jurisdictions.',
    actions: contactAndExploreActions(),
  },
};
