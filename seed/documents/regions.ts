import type { Region } from '../../lib/content/sanity.types';
import type { SeedDocument } from '../types';
import { keyed, pageLink } from '../helpers';
import { ids } from '../ids';
import {
  bulletList,
  cardGrid,
  contactButton,
  cta,
  feesButton,
  hero,
  jurisdictionCards,
  processSteps,
  seo,
} from '../service-pages/builders';

/*
 * The six region pages under /global-registration/ (docs/requirements.md, §2 Jurisdictions overview and regions).
 * A region's country cards are not written here: `jurisdictionCards` lists the jurisdiction
 * documents whose `region` is the page's region, each with its `regionCardSummary` (the headline
 * rates of docs/requirements.md, §9 Jurisdiction marketing facts) in its `order`.
 */

/** A link card for a country without its own page: it leads to the fees page. */
function feesCard(name: string, description: string) {
  return {
    icon: 'MapPin' as const,
    title: name,
    description,
    link: pageLink('View fees', ids.servicePage('fees'), 'link'),
  };
}

const asiaPacific: SeedDocument<Region> = {
  _id: ids.region('asia-pacific'),
  _type: 'region',
  language: 'en',
  name: 'Asia-Pacific',
  slug: { _type: 'slug', current: 'asia-pacific' },
  order: 0,
  seo: seo(
    'Company Registration in Asia-Pacific',
    'Register a company in Singapore, Hong Kong, Australia, New Zealand, Japan or South Korea with one team handling the whole process.',
  ),
  hero: hero(
    'Company Registration in Asia-Pacific',
    'Set up your business in the leading financial centres and growing markets of the Asia-Pacific region. We handle incorporation, banking introductions and ongoing compliance from one point of contact.',
    [contactButton(), feesButton()],
    'Asia-Pacific',
  ),
  sections: keyed('s', [
    cardGrid('Why Asia-Pacific', [
      {
        icon: 'TrendingUp',
        title: 'Growing Markets',
        description: 'Reach some of the most dynamic consumer and business markets in the world from a local base.',
      },
      {
        icon: 'Landmark',
        title: 'Established Financial Centres',
        description: 'Singapore and Hong Kong offer mature banking, legal and professional services for international companies.',
      },
      {
        icon: 'Percent',
        title: 'Competitive Tax Regimes',
        description: 'Several jurisdictions in the region combine moderate corporate tax rates with clear, predictable rules.',
      },
      {
        icon: 'Users',
        title: 'Local Expertise',
        description: 'Our partners in Asia know the local registries, banks and filing requirements, so nothing is missed.',
      },
    ]),
    jurisdictionCards('Jurisdictions in Asia-Pacific', {
      intro: 'Choose a jurisdiction to see what registration involves, or ask us for a comparison.',
      otherCountries: [
        feesCard('Australia', 'Company registration and local compliance support.'),
        feesCard('New Zealand', 'Company registration and local compliance support.'),
        feesCard('Japan', 'Company registration and local compliance support.'),
        feesCard('South Korea', 'Company registration and local compliance support.'),
      ],
    }),
    cta(
      'Ready to Expand into Asia-Pacific?',
      [contactButton(), feesButton()],
      'Tell us about your plans and we will recommend the jurisdiction that suits your business.',
    ),
  ]),
};

const europe: SeedDocument<Region> = {
  _id: ids.region('europe'),
  _type: 'region',
  language: 'en',
  name: 'Europe',
  slug: { _type: 'slug', current: 'europe' },
  order: 1,
  seo: seo(
    'Company Registration in Europe',
    'Register a company in {jurisdictionCount} European jurisdictions, from the United Kingdom and Ireland to Cyprus, Malta and Estonia. Setup in {setupTime}.',
  ),
  hero: hero(
    'Company Registration in Europe',
    'Establish your business in Europe and gain access to the European single market. We guide you through choosing a country, the right company structure and every registration step.',
    [contactButton(), feesButton()],
    'Europe',
  ),
  facts: keyed('fig', [
    { _type: 'namedFact' as const, name: 'euCountries', label: 'EU member states', kind: 'count' as const, value: 27, plus: true },
    { _type: 'namedFact' as const, name: 'marketSize', label: 'Consumers in the single market', kind: 'count' as const, value: 450000000, plus: true, compact: 'short' as const },
    { _type: 'namedFact' as const, name: 'setupTime', label: 'Usual setup time', kind: 'duration' as const, value: 2, upTo: 8, unit: 'week' as const },
    { _type: 'namedFact' as const, name: 'corporateTaxRange', label: 'Corporate tax, lowest to highest', kind: 'percent' as const, value: 9, upTo: 35 },
    { _type: 'namedFact' as const, name: 'jurisdictionCount', label: 'European jurisdictions we register in', kind: 'count' as const, value: 16 },
  ]),
  stats: keyed('st', [
    { _type: 'stat' as const, value: '{euCountries}', label: 'EU countries' },
    { _type: 'stat' as const, value: '{marketSize}', label: 'Market access' },
    { _type: 'stat' as const, value: '{setupTime}', label: 'Setup' },
    { _type: 'stat' as const, value: '{corporateTaxRange}', label: 'Corporate tax' },
  ]),
  sections: keyed('s', [
    cardGrid('Why Register in Europe', [
      {
        icon: 'Globe',
        title: 'Single Market Access',
        description: 'Trade goods and services across the European Union from one registered company.',
      },
      {
        icon: 'Scale',
        title: 'Strong Legal Framework',
        description: 'Predictable company law and independent courts protect shareholders and business partners.',
      },
      {
        icon: 'Award',
        title: 'International Reputation',
        description: 'A European company is widely trusted by customers, suppliers and banks around the world.',
      },
      {
        icon: 'Handshake',
        title: 'Tax Treaty Networks',
        description: 'Extensive double tax treaties help international groups avoid paying tax twice on the same income.',
      },
      {
        icon: 'Landmark',
        title: 'Banking Infrastructure',
        description: 'Well-developed banking and payment systems support cross-border operations.',
      },
      {
        icon: 'Users',
        title: 'Skilled Workforce',
        description: 'Recruit from a large, multilingual and highly educated talent pool.',
      },
    ]),
    cardGrid('Company Structures', [
      {
        icon: 'Building2',
        title: 'Limited Liability Company (LLC)',
        description:
          'The most common choice for small and medium-sized businesses: shareholders are liable only up to their investment.',
      },
      {
        icon: 'Landmark',
        title: 'Public Limited Company (PLC)',
        description:
          'Suited to larger businesses that plan to raise capital from the public or list shares, with stricter governance rules.',
      },
      {
        icon: 'Network',
        title: 'Branch Office',
        description: 'An extension of your existing foreign company, registered locally to trade in the country.',
      },
    ], { intro: 'Minimum capital and governance rules vary by country; each country page lists the details.' }),
    bulletList(
      'General Requirements',
      [
        'A registered office address in the country of incorporation',
        'Directors and shareholders appointed (number and residency rules vary by country)',
        'Articles of association and other constitutional documents',
        'Proof of identity and address for all directors and shareholders',
      ],
      'Most European jurisdictions ask for the following when you register a company.',
    ),
    jurisdictionCards('European Jurisdictions', {
      intro: 'Select a country to see company types, key facts and the registration process.',
    }),
    cta(
      'Ready to Start Your European Company?',
      [contactButton(), feesButton()],
      'Our team will help you compare jurisdictions and choose the structure that fits your business.',
    ),
  ]),
};

const financialCompanies: SeedDocument<Region> = {
  _id: ids.region('financial-companies'),
  _type: 'region',
  language: 'en',
  name: 'Financial Companies',
  slug: { _type: 'slug', current: 'financial-companies' },
  order: 2,
  seo: seo(
    'Financial Company Formation and Licensing',
    'Set up an investment firm, payment institution or fund manager in a well-regulated jurisdiction, with support from incorporation to licensing.',
  ),
  hero: hero(
    'Financial Company Formation',
    'Establish a regulated financial services business in a reputable jurisdiction. We coordinate incorporation, licence applications, banking and ongoing compliance.',
    [contactButton(), feesButton()],
    'Financial companies',
  ),
  sections: keyed('s', [
    cardGrid('Our Expertise', [
      {
        icon: 'TrendingUp',
        title: 'Investment Firms',
        description: 'Company set-up and licence applications for brokerage, portfolio management and investment advice.',
      },
      {
        icon: 'Banknote',
        title: 'Payment Institutions',
        description: 'Structuring and authorisation support for payment service providers.',
      },
      {
        icon: 'Coins',
        title: 'Electronic Money Institutions',
        description: 'Guidance on the requirements for issuing electronic money and running e-wallets.',
      },
      {
        icon: 'PiggyBank',
        title: 'Fund Management',
        description: 'Formation of fund managers and fund vehicles in established fund centres.',
      },
      {
        icon: 'Shield',
        title: 'Insurance Intermediaries',
        description: 'Registration support for insurance brokers and agents.',
      },
      {
        icon: 'ClipboardCheck',
        title: 'Regulatory Compliance',
        description: 'Policies, procedures and reporting that keep your licence in good standing.',
      },
    ]),
    processSteps('How We Set Up Your Financial Company', [
      {
        title: 'Initial Consultation',
        description: 'We discuss your business model, target markets and the activities that need a licence.',
      },
      {
        title: 'Jurisdiction Selection',
        description: 'We compare suitable jurisdictions and their regulatory requirements with you.',
      },
      {
        title: 'Company Incorporation',
        description: 'We register the company and prepare its constitutional documents.',
      },
      {
        title: 'Licence Application',
        description: 'We help prepare the business plan, policies and application file for the regulator.',
      },
      {
        title: 'Bank Account Opening',
        description: 'We introduce you to banks and payment partners that work with regulated businesses.',
      },
      {
        title: 'Ongoing Compliance',
        description: 'We support reporting, renewals and changes once your company is operating.',
      },
    ]),
    // A curated list, not a region listing: no country page belongs to this region, the cards
    // say why each country suits financial companies, and Lithuania has no page of its own.
    cardGrid(
      'Premier Jurisdictions for Financial Companies',
      [
        {
          icon: 'MapPin',
          title: 'United Kingdom',
          description: 'A global financial centre regulated by the Financial Conduct Authority.',
          link: pageLink('Explore United Kingdom', ids.jurisdiction('united-kingdom'), 'link'),
        },
        {
          icon: 'MapPin',
          title: 'Cyprus',
          description: 'An EU jurisdiction popular with investment firms, with corporate tax of {cyprus_corporateTax}.',
          link: pageLink('Explore Cyprus', ids.jurisdiction('cyprus'), 'link'),
        },
        {
          icon: 'MapPin',
          title: 'Malta',
          description: 'An EU member state with a dedicated financial services regulator.',
          link: pageLink('Explore Malta', ids.jurisdiction('malta'), 'link'),
        },
        {
          icon: 'MapPin',
          title: 'Luxembourg',
          description: 'A leading European centre for funds and asset management.',
          link: pageLink('Explore Luxembourg', ids.jurisdiction('luxembourg'), 'link'),
        },
        {
          icon: 'MapPin',
          title: 'Singapore',
          description: 'The leading financial hub of Asia, with corporate tax of {singapore_corporateTax}.',
          link: pageLink('Explore Singapore', ids.jurisdiction('singapore'), 'link'),
        },
        feesCard('Lithuania', 'An EU jurisdiction known for payment and electronic money institutions.'),
      ],
      { variant: 'link' },
    ),
    cta(
      'Start Your Financial Company',
      [contactButton(), feesButton()],
      'Speak to our team about licensing requirements and timelines for your chosen jurisdiction.',
    ),
  ]),
};

const middleEast: SeedDocument<Region> = {
  _id: ids.region('middle-east'),
  _type: 'region',
  language: 'en',
  name: 'Middle East',
  slug: { _type: 'slug', current: 'middle-east' },
  order: 3,
  seo: seo(
    'Company Registration in the Middle East',
    'Register a company in Dubai, with a choice of over 30 free zones and {dubai_corporateTaxMin} corporate tax in free zones. We guide you from set-up to banking.',
  ),
  hero: hero(
    'Company Registration in the Middle East',
    'Set up your business in Dubai, a regional hub for trade, finance and logistics. We help you choose between a free zone and a mainland company and handle the registration.',
    [contactButton(), feesButton()],
    'Middle East',
  ),
  sections: keyed('s', [
    cardGrid('Why the Middle East', [
      {
        icon: 'Percent',
        title: 'Attractive Tax Rates',
        description: 'Corporate tax of {dubai_corporateTaxMin} in free zones and {dubai_corporateTaxMax} on the mainland.',
      },
      {
        icon: 'Building2',
        title: 'Choice of Free Zones',
        description: 'Over 30 free zones, each focused on particular industries and activities.',
      },
      {
        icon: 'Plane',
        title: 'Strategic Location',
        description: 'Well connected to Europe, Asia and Africa for trade and travel.',
      },
    ]),
    jurisdictionCards('Jurisdictions in the Middle East'),
    cta(
      'Ready to Set Up in the Middle East?',
      [contactButton(), feesButton()],
      'Tell us about your activities and we will recommend the right free zone or mainland set-up.',
    ),
  ]),
};

const africa: SeedDocument<Region> = {
  _id: ids.region('africa'),
  _type: 'region',
  language: 'en',
  name: 'Africa',
  slug: { _type: 'slug', current: 'africa' },
  order: 4,
  seo: seo(
    'Company Registration in Africa',
    'Register a company in Mauritius, an international financial centre with corporate tax of {mauritius_corporateTax}, and use it as a base for business in Africa.',
  ),
  hero: hero(
    'Company Registration in Africa',
    'Use Mauritius as a stable, well-regulated base for investment and trade across Africa. We handle incorporation, directors and ongoing compliance.',
    [contactButton(), feesButton()],
    'Africa',
  ),
  sections: keyed('s', [
    cardGrid('Why Africa', [
      {
        icon: 'Globe',
        title: 'Gateway to African Markets',
        description: 'Mauritius is a well-established base for investment into the African continent.',
      },
      {
        icon: 'Landmark',
        title: 'International Financial Centre',
        description: 'A mature financial services sector with experienced banks and professional firms.',
      },
      {
        icon: 'Percent',
        title: 'Competitive Corporate Tax',
        description: 'Corporate tax in Mauritius is {mauritius_corporateTax}.',
      },
    ]),
    jurisdictionCards('Jurisdictions in Africa'),
    cta(
      'Ready to Set Up in Africa?',
      [contactButton(), feesButton()],
      'Speak to our team about company registration in Mauritius.',
    ),
  ]),
};

const americas: SeedDocument<Region> = {
  _id: ids.region('americas'),
  _type: 'region',
  language: 'en',
  name: 'Americas',
  slug: { _type: 'slug', current: 'americas' },
  order: 5,
  seo: seo(
    'Company Registration in the Americas',
    'Register a company in the United States and access one of the largest markets in the world, with support from incorporation to banking.',
  ),
  hero: hero(
    'Company Registration in the Americas',
    'Expand into the Americas with a company in the United States. We help you choose the right state and entity, register the company and open a bank account.',
    [contactButton(), feesButton()],
    'Americas',
  ),
  sections: keyed('s', [
    cardGrid('Why the Americas', [
      {
        icon: 'ShoppingCart',
        title: 'Access to a Large Market',
        description: 'Sell directly to customers and businesses in the United States.',
      },
      {
        icon: 'Award',
        title: 'Global Credibility',
        description: 'A US company is recognised by investors, banks and partners worldwide.',
      },
      {
        icon: 'Percent',
        title: 'Clear Federal Tax Rate',
        description: 'Federal corporate tax in the United States is {unitedStates_corporateTax}.',
      },
    ]),
    jurisdictionCards('Jurisdictions in the Americas'),
    cta(
      'Ready to Set Up in the Americas?',
      [contactButton(), feesButton()],
      'Speak to our team about registering your company in the United States.',
    ),
  ]),
};

/** The six region pages under /global-registration/, in display order. */
export const regions: SeedDocument<Region>[] = [asiaPacific, europe, financialCompanies, middleEast, africa, americas];
