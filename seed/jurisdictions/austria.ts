import type { Jurisdiction } from '../../lib/content/sanity.types';
import { ref } from '../helpers';
import { ids } from '../ids';
import type { SeedDocument } from '../types';
import { capital, companyTypes, contactAndExploreActions, keyFacts, processSteps, slug, startAndPricingActions, whyCards, otherFacts } from './shared';

/** Austria, newer-style country page (docs/requirements.md, §2; every figure from §3 "Austria data"). */
export const austria: SeedDocument<Jurisdiction> = {
  _id: ids.jurisdiction('austria'),
  _type: 'jurisdiction',
  language: 'en',
  name: 'Austria',
  countryCode: 'AT',
  slug: slug('austria'),
  region: ref(ids.region('europe')),
  order: 160,
  regionCardSummary: 'Corporate tax {corporateTax} ({reducedTax} from {reducedTaxFrom})',
  comparison: {
    _type: 'comparisonFacts',
    corporateTax: { percent: 24, note: '{reducedTax} from {reducedTaxFrom}' },
    vatPercent: 20,
    minimumCapital: capital([{ companyType: 'GmbH', amount: 35000, currency: 'EUR' }, { companyType: 'AG', amount: 70000, currency: 'EUR' }, { companyType: 'Branch office', amount: 0, currency: 'EUR' }]),
    incorporationTime: { from: 4, to: 6, unit: 'week' },
    directors: { minimum: 1, localDirectorRequired: 'no', secretaryRequired: 'no' },
    otherFacts: otherFacts([{ name: 'reducedTax', label: 'Corporate tax from the year below', kind: 'percent', value: 23 }, { name: 'reducedTaxFrom', label: 'Year the lower corporate tax applies from', kind: 'year', value: 2024 }]),
  },
  seo: {
    _type: 'seo',
    title: 'Company Registration in Austria | GmbH and AG',
    description:
      'Register an Austrian GmbH from {capital_GmbH} or an AG from {capital_AG} in {incorporationTime}. Corporate tax {corporateTax} ({reducedTax} from {reducedTaxFrom}), VAT {vat}, one director needed.',
  },
  hero: {
    _type: 'hero',
    heading: 'Company Registration in Austria',
    intro:
      'Set up a GmbH, AG or branch office in Austria, with our support from the name check and notarisation to the commercial register, tax and trade licence.',
    actions: startAndPricingActions(),
  },
  why: {
    heading: 'Why Register in Austria',
    items: whyCards([
      {
        icon: 'Percent',
        title: 'Reduced Corporate Tax',
        description: 'Corporate tax of {corporateTax}, reduced to {reducedTax} from {reducedTaxFrom}.',
      },
      {
        icon: 'MapPin',
        title: 'Central European Hub',
        description: 'A base between Western and Central and Eastern Europe, with strong trade links to neighbouring markets.',
      },
      {
        icon: 'Users',
        title: 'Simple Management Rules',
        description: 'One director is enough, with no local director or company secretary required.',
      },
      {
        icon: 'Shield',
        title: 'Stable Economy',
        description: 'A stable, high-income economy and EU member state.',
      },
    ]),
  },
  companyTypes: {
    heading: 'Company Types',
    items: companyTypes([
      {
        name: 'Limited Liability Company (GmbH)',
        description: 'The usual choice for small and medium-sized businesses.',
        minCapital: '{capital_GmbH}',
        features: [
          'Limited liability for shareholders',
          'Minimum 1 director',
          'No local director or company secretary required',
          'Formed by notarial deed',
        ],
      },
      {
        name: 'Stock Corporation (AG)',
        description: 'For larger businesses and companies that plan to raise capital from investors.',
        minCapital: '{capital_AG}',
        features: [
          'Supervisory board required',
          'Limited liability for shareholders',
          'Shares can be offered to the public',
        ],
      },
      {
        name: 'Branch Office',
        description: 'A registered presence in Austria for an existing company abroad.',
        minCapital: 'No capital required',
        features: [
          'Extension of your existing company',
          'No separate legal personality',
          'Registered in the commercial register',
        ],
      },
    ]),
  },
  keyFacts: {
    heading: 'Key Facts and Requirements',
    items: keyFacts([
      ['Corporate Tax Rate', '{corporateTax} ({reducedTax} from {reducedTaxFrom})'],
      ['VAT Rate', '{vat}'],
      ['Minimum Capital (GmbH)', '{capital_GmbH}'],
      ['Incorporation Time', '{incorporationTime}'],
      ['Minimum Directors', '1'],
      ['Local Director', 'Not required'],
      ['Company Secretary', 'Not required'],
      ['Audit Requirement', 'Required if criteria are met'],
    ]),
  },
  process: {
    heading: 'Registration Process',
    steps: processSteps([
      {
        title: 'Name Check',
        duration: { from: 1, to: 2, unit: 'day' as const },
        description: 'We check that your preferred company name is available.',
      },
      {
        title: 'Notarisation',
        duration: { from: 3, to: 5, unit: 'day' as const },
        description: 'The articles of association are signed before an Austrian notary.',
      },
      {
        title: 'Bank Account Opening',
        duration: { from: 1, to: 2, unit: 'week' as const },
        description: 'We help you open a business bank account and pay in the share capital.',
      },
      {
        title: 'Commercial Register',
        duration: { from: 1, to: 2, unit: 'week' as const },
        description: 'The company is entered in the commercial register (Firmenbuch).',
      },
      {
        title: 'Tax Registration',
        duration: { from: 1, to: 2, unit: 'week' as const },
        description: 'We register the company with the tax office.',
      },
      {
        title: 'Trade Licence',
        duration: { from: 1, to: 2, unit: 'week' as const },
        description: 'We apply for the trade licence your business activity needs.',
      },
    ]),
  },
  cta: {
    _type: 'ctaSection',
    heading: 'Ready to Register Your Company in Austria?',
    intro: 'Contact our team to discuss your Austrian company, or compare other European jurisdictions.',
    actions: contactAndExploreActions(),
  },
};
