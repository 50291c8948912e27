import type { ServicePage } from '../../lib/content/sanity.types';
import type { SeedDocument } from '../types';
import { keyed } from '../helpers';
import { ids } from '../ids';
import { cardGrid, contactButton, cta, faqSection, feesButton, hero, processSteps, seo } from './builders';

/** /legal-services (docs/requirements.md, §2 Service pages): 6 services, 4 trust cards, 8 industries, 4 steps, 6 FAQs. */
export const legalServices: SeedDocument<ServicePage> = {
  _id: ids.servicePage('legal-services'),
  _type: 'servicePage',
  language: 'en',
  title: 'Legal Services',
  slug: { _type: 'slug', current: 'legal-services' },
  seo: seo(
    'Legal Services for Businesses',
    'Corporate, commercial, employment and intellectual property law for businesses, from a provider trusted by {legalClients} legal clients.',
  ),
  hero: { ...hero(
    'Legal Services',
    'Practical legal support for growing businesses. From company law and contracts to employment and intellectual property, we give clear advice you can act on.',
    [contactButton(), feesButton()],
  ), icon: 'Scale' },
  sections: keyed('s', [
    cardGrid('Our Legal Services', [
      {
        icon: 'Building2',
        title: 'Corporate Law',
        description: 'Company structures, shareholder agreements, restructurings and corporate transactions.',
      },
      {
        icon: 'FileText',
        title: 'Commercial Contracts',
        description: 'Drafting and review of supplier, customer, distribution and service agreements.',
      },
      {
        icon: 'Users',
        title: 'Employment Law',
        description: 'Employment contracts, policies and advice on workplace matters.',
      },
      {
        icon: 'Lock',
        title: 'Intellectual Property',
        description: 'Protection of your trade marks, brands and confidential information.',
      },
      {
        icon: 'ShieldCheck',
        title: 'Regulatory Compliance',
        description: 'Advice on the rules that apply to your sector and how to meet them.',
      },
      {
        icon: 'Gavel',
        title: 'Dispute Resolution',
        description: 'Support with negotiation, mediation and resolving commercial disputes.',
      },
    ]),
    cardGrid(
      'Why Clients Trust Us',
      [
        { icon: 'Users', title: '{legalClients} Legal Clients', description: 'Businesses that rely on our legal support.' },
        { icon: 'Award', title: 'Since {since}', description: 'Supporting businesses with legal and corporate matters since {since}.' },
        { icon: 'Globe', title: '{countries} Countries', description: 'Clients and partners around the world.' },
        { icon: 'Lock', title: 'Confidential', description: 'Your information is handled with strict confidentiality.' },
      ],
      { variant: 'compact' },
    ),
    {
      _type: 'industriesSection' as const,
      heading: 'Industries We Serve',
      industries: keyed('i', [
        { _type: 'industry' as const, name: 'Technology', icon: 'Cpu' as const },
        { _type: 'industry' as const, name: 'Financial Services', icon: 'Landmark' as const },
        { _type: 'industry' as const, name: 'E-commerce and Retail', icon: 'ShoppingCart' as const },
        { _type: 'industry' as const, name: 'Healthcare', icon: 'HeartPulse' as const },
        { _type: 'industry' as const, name: 'Manufacturing', icon: 'Factory' as const },
        { _type: 'industry' as const, name: 'Real Estate', icon: 'Home' as const },
        { _type: 'industry' as const, name: 'Professional Services', icon: 'Briefcase' as const },
        { _type: 'industry' as const, name: 'Travel and Hospitality', icon: 'Plane' as const },
      ]),
    },
    processSteps('How We Work', [
      {
        title: 'Initial Consultation',
        description: 'We listen to your situation and explain your options.',
      },
      {
        title: 'Scope and Quote',
        description: 'We agree what needs to be done and give you a quote before work starts.',
      },
      {
        title: 'Legal Work',
        description: 'Our lawyers draft, review or negotiate on your behalf and keep you informed.',
      },
      {
        title: 'Ongoing Support',
        description: 'We remain available for follow-up questions as your business develops.',
      },
    ]),
    faqSection(
      'Frequently Asked Questions',
      [1, 2, 3, 4, 5, 6].map((n) => ids.faq('legal-services', n)),
    ),
    cta(
      'Get Legal Support for Your Business',
      [contactButton(), feesButton()],
      'Tell us what you need and we will put you in touch with the right lawyer.',
    ),
  ]),
};
