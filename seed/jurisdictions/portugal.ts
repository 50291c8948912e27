import type { Jurisdiction } from '../../lib/content/sanity.types';
import { ref } from '../helpers';
import { ids } from '../ids';
import type { SeedDocument } from '../types';
import { capital, companyTypes, contactAndExploreActions, keyFacts, processSteps, slug, startAndPricingActions, whyCards, otherFacts } from './shared';

/** Portugal, newer-style country page (docs/requirements.md, §2; every figure from §3 "Portugal data"). */
export const portugal: SeedDocument<Jurisdiction> = {
  _id: ids.jurisdiction('portugal'),
  _type: 'jurisdiction',
  language: 'en',
  name: 'Portugal',
  countryCode: 'PT',
  slug: slug('portugal'),
  region: ref(ids.region('europe')),
  order: 150,
  regionCardSummary: 'Corporate tax {corporateTax} ({reducedTax} reduced available)',
  comparison: {
    _type: 'comparisonFacts',
    corporateTax: { percent: 21, note: '{reducedTax} reduced rate available' },
    vatPercent: 23,
    minimumCapital: capital([{ companyType: 'Lda', amount: 1, currency: 'EUR' }, { companyType: 'SA', amount: 50000, currency: 'EUR' }, { companyType: 'Unipessoal', amount: 1, currency: 'EUR' }]),
    incorporationTime: { from: 1, to: 2, unit: 'week', note: 'fast-track' },
    directors: { minimum: 1, localDirectorRequired: 'no', secretaryRequired: 'no' },
    otherFacts: otherFacts([
      { name: 'reducedTax', label: 'Reduced corporate tax', kind: 'percent', value: 17 },
      { name: 'nhrTerm', label: 'Term of the NHR tax regime', kind: 'duration', value: 10, unit: 'year' },
      { name: 'shareholders_Lda', label: 'Minimum number of shareholders (Lda)', kind: 'count', value: 1 },
      { name: 'shareholders_SA', label: 'Minimum number of shareholders (SA)', kind: 'count', value: 5 },
    ]),
  },
  seo: {
    _type: 'seo',
    title: 'Company Registration in Portugal | Lda and SA',
    description:
      'Register a Portuguese Lda from {capital_Lda} in {incorporationTime} with fast-track incorporation. Corporate tax {corporateTax} ({reducedTax} reduced available), VAT {vat}, NHR tax regime.',
  },
  hero: {
    _type: 'hero',
    heading: 'Company Registration in Portugal',
    intro:
      'Set up an Lda, Unipessoal Lda or SA in Portugal, with fast-track incorporation in {incorporationTime} and our support from name approval to banking and social security.',
    actions: startAndPricingActions(),
  },
  why: {
    heading: 'Why Register in Portugal',
    items: whyCards([
      {
        icon: 'Percent',
        title: 'Competitive Corporate Tax',
        description: 'Corporate tax of {corporateTax}, with a reduced {reducedTax} rate available.',
      },
      {
        icon: 'Sun',
        title: 'NHR Tax Regime',
        description: 'The Non-Habitual Resident (NHR) tax regime offers benefits for {nhrTerm} to those who qualify.',
      },
      {
        icon: 'Zap',
        title: 'Fast-Track Incorporation',
        description: 'Incorporation in {incorporationTime} on the fast track, with same-day formation through Empresa na Hora.',
      },
      {
        icon: 'Coins',
        title: 'Simple Requirements',
        description: 'An Lda needs minimum capital of {capital_Lda} and one director, with no local director or company secretary.',
      },
    ]),
  },
  companyTypes: {
    heading: 'Company Types',
    items: companyTypes([
      {
        name: 'Private Limited Company (Lda)',
        description: 'The usual choice for small and medium-sized businesses.',
        minCapital: '{capital_Lda}',
        features: [
          'Minimum {shareholders_Lda, plural, one {# shareholder} other {# shareholders}}',
          'Limited liability for shareholders',
          'Minimum {directors, plural, one {# director} other {# directors}}',
          'No local director or company secretary required',
        ],
      },
      {
        name: 'Public Limited Company (SA)',
        description: 'For larger businesses and companies that plan to raise capital from investors.',
        minCapital: '{capital_SA}',
        features: [
          'Minimum {shareholders_SA, plural, one {# shareholder} other {# shareholders}}',
          'Board required',
          'Limited liability for shareholders',
        ],
      },
      {
        name: 'Single-Member Company (Unipessoal Lda)',
        description: 'A private limited company with a single shareholder, suited to solo founders.',
        minCapital: '{capital_Unipessoal}',
        features: [
          'One shareholder',
          'Limited liability for the shareholder',
          'No local director or company secretary required',
        ],
      },
    ]),
  },
  keyFacts: {
    heading: 'Key Facts and Requirements',
    items: keyFacts([
      ['Corporate Tax Rate', '{corporateTax} ({reducedTax} reduced available)'],
      ['VAT Rate', '{vat}'],
      ['Minimum Capital (Lda)', '{capital_Lda}'],
      ['Incorporation Time', '{incorporationTime} (fast-track)'],
      ['Minimum Directors', '{directors}'],
      ['Local Director', 'Not required'],
      ['Company Secretary', 'Not required'],
      ['Audit Requirement', 'Depends on company size'],
    ]),
  },
  process: {
    heading: 'Registration Process',
    steps: processSteps([
      {
        title: 'Name Approval',
        duration: { from: 1, unit: 'day' as const },
        description: 'We obtain approval of your company name.',
      },
      {
        title: 'Empresa na Hora',
        timeline: 'Same day',
        description: 'The company is formed through the Empresa na Hora (company on the spot) service.',
      },
      {
        title: 'Tax Number (NIF)',
        duration: { from: 1, to: 2, unit: 'day' as const },
        description: 'We obtain the tax identification numbers you need.',
      },
      {
        title: 'Bank Account Opening',
        duration: { from: 1, to: 2, unit: 'week' as const },
        description: 'We help you open a business bank account.',
      },
      {
        title: 'Social Security Registration',
        duration: { from: 1, unit: 'week' as const },
        description: 'We register the company with the social security system.',
      },
      {
        title: 'Commercial Registry',
        duration: { from: 1, to: 3, unit: 'day' as const },
        description: 'The company is recorded in the commercial registry.',
      },
    ]),
  },
  cta: {
    _type: 'ctaSection',
    heading: 'Ready to Register Your Company in Portugal?',
    intro: 'Contact our team to discuss your Portuguese company, or compare other European jurisdictions.',
    actions: contactAndExploreActions(),
  },
};
