import type { ServicePage } from '../../lib/content/sanity.types';
import type { SeedDocument } from '../types';
import { keyed, paragraphs } from '../helpers';
import { ids } from '../ids';
import { cardGrid, contactButton, cta, hero, seo } from './builders';

/** /fees (docs/requirements.md, §2 Service pages): pricing-philosophy cards, fee-structure text, Get Your Quote. */
export const fees: SeedDocument<ServicePage> = {
  _id: ids.servicePage('fees'),
  _type: 'servicePage',
  language: 'en',
  title: 'Fees',
  slug: { _type: 'slug', current: 'fees' },
  seo: seo(
    'Fees for Company Formation and Corporate Services',
    'How our fees for company registration, corporate services and offices are structured. Ask us for a quote tailored to your jurisdiction.',
  ),
  hero: { ...hero(
    'Our Fees',
    'Clear, upfront pricing for company registration and corporate services. Every business is different, so we give you a tailored quote before any work starts.',
    [contactButton('Get Your Quote')],
  ), icon: 'Coins' },
  sections: keyed('s', [
    cardGrid('Our Pricing Philosophy', [
      {
        icon: 'FileText',
        title: 'Transparent Pricing',
        description: 'Our quote lists every fee, so you know the full cost before you commit.',
      },
      {
        icon: 'Target',
        title: 'Tailored to You',
        description: 'You pay only for the services your company needs in your chosen jurisdiction.',
      },
      {
        icon: 'ShieldCheck',
        title: 'No Hidden Costs',
        description: 'Government fees and our professional fees are shown separately and clearly.',
      },
      {
        icon: 'Handshake',
        title: 'Combined Services',
        description: 'Combine registration with banking, accounting or secretarial services in one proposal.',
      },
    ]),
    {
      _type: 'richTextSection' as const,
      heading: 'How Our Fees Are Structured',
      body: paragraphs('fs', [
        'The cost of setting up a company depends on the jurisdiction, the type of company and the services you choose. A quote from us is made up of the following parts.',
        'Government and registry fees are charged by the authorities of the country where your company is registered. We pass them on at cost.',
        'Our professional fees cover preparing your documents, filing them with the registry and guiding you through the process. Typical incorporation times range from {incorporationFastest} to {incorporationSlowest}, depending on the jurisdiction.',
        'Ongoing services, such as a registered office, company secretarial support, accounting and tax, and director services, are charged according to the scope agreed with you.',
        'Office services are priced separately: a virtual office from {officePrice_VirtualOffice} per year, a shared office from {officePrice_SharedOffice} per month, and a permanent office from a one-time fee of {officePrice_PermanentOffice}.',
        'Contact us with your plans and we will send you a tailored quote.',
      ]),
    },
    cta(
      'Get a Quote for Your Company',
      [contactButton('Get Your Quote')],
      'Tell us where and how you want to do business, and we will prepare a clear quote.',
    ),
  ]),
};
