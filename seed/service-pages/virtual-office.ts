import type { ServicePage } from '../../lib/content/sanity.types';
import type { SeedDocument } from '../types';
import { keyed } from '../helpers';
import { ids } from '../ids';
import { cardGrid, contactButton, cta, faqSection, feesButton, hero, processSteps, seo } from './builders';

/**
 * /virtual-office (docs/requirements.md, §2 Service pages): 3 packages (prices from §9 Offices), 6 benefits,
 * 6 locations, 4 steps, 8 FAQs, 4 support cards.
 */
export const virtualOffice: SeedDocument<ServicePage> = {
  _id: ids.servicePage('virtual-office'),
  _type: 'servicePage',
  language: 'en',
  title: 'Virtual Office',
  slug: { _type: 'slug', current: 'virtual-office' },
  seo: seo(
    'Virtual, Shared and Permanent Offices',
    'A professional business address from {officePrice_VirtualOffice} per year, shared offices from {officePrice_SharedOffice} per month and permanent offices. Activation in {activation_VirtualOffice}.',
  ),
  hero: { ...hero(
    'Virtual Office',
    'Give your company a professional business address without the cost of a full office. Choose a virtual, shared or permanent office in the location that suits your business.',
    [contactButton(), feesButton()],
  ), icon: 'MapPin' },
  sections: keyed('s', [
    {
      _type: 'officePackagesSection' as const,
      heading: 'Office Packages',
      intro: 'Choose the package that fits your business today and upgrade as you grow.',
      packages: keyed('o', [
        {
          _type: 'officePackage' as const,
          name: 'Virtual Office',
          description: 'A professional business address with mail handling.',
          priceGbp: 1200,
          activation: { from: 24, to: 48, unit: 'hour' as const },
          period: 'year' as const,
          from: true,
          popular: true,
          features: ['Business address', 'Mail receipt and notification', 'Mail forwarding on request', 'Activation in {activation_VirtualOffice}'],
        },
        {
          _type: 'officePackage' as const,
          name: 'Shared Office',
          description: 'A desk in a shared, fully equipped workspace.',
          priceGbp: 350,
          period: 'month' as const,
          from: true,
          popular: false,
          features: ['Desk in a shared workspace', 'Business address', 'Mail handling', 'Use of common areas'],
        },
        {
          _type: 'officePackage' as const,
          name: 'Permanent Office',
          description: 'A private office for your team, arranged for a one-time fee.',
          priceGbp: 4500,
          period: 'once' as const,
          from: true,
          popular: false,
          features: ['Private office', 'Business address', 'Mail handling', 'Support with set-up'],
        },
      ]),
    },
    cardGrid('Benefits of a Virtual Office', [
      {
        icon: 'Award',
        title: 'Professional Image',
        description: 'A respected business address on your website, invoices and letterhead.',
      },
      {
        icon: 'PiggyBank',
        title: 'Lower Costs',
        description: 'Avoid the rent, fit-out and running costs of a traditional office.',
      },
      {
        icon: 'Zap',
        title: 'Quick Set-up',
        description: 'Virtual office activation in {activation_VirtualOffice}.',
      },
      {
        icon: 'Mail',
        title: 'Mail Handling',
        description: 'Your post is received, recorded and forwarded or kept for collection.',
      },
      {
        icon: 'Lock',
        title: 'Privacy',
        description: 'Keep your home address private by using a business address instead.',
      },
      {
        icon: 'Globe',
        title: 'Flexibility',
        description: 'Work from anywhere and establish a presence in a new market without relocating.',
      },
    ]),
    {
      _type: 'locationsSection' as const,
      heading: 'Featured Locations',
      intro: 'A selection of popular business addresses. Ask us about other locations in our partner network.',
      locations: keyed('l', [
        { _type: 'location' as const, city: 'London', country: 'United Kingdom', address: 'Covent Garden' },
        { _type: 'location' as const, city: 'Dubai', country: 'United Arab Emirates', address: 'Business Bay' },
        { _type: 'location' as const, city: 'Singapore', country: 'Singapore', address: 'Raffles Place' },
        { _type: 'location' as const, city: 'Hong Kong', country: 'Hong Kong', address: 'Central' },
        { _type: 'location' as const, city: 'New York', country: 'United States', address: 'Midtown Manhattan' },
        { _type: 'location' as const, city: 'Paris', country: 'France', address: 'La Défense' },
      ]),
    },
    processSteps('How It Works', [
      {
        title: 'Choose Your Package',
        description: 'Select a virtual, shared or permanent office and your preferred location.',
      },
      {
        title: 'Send Your Details',
        description: 'Complete the application and provide proof of identity and address.',
      },
      {
        title: 'Activation',
        timeline: '{activation_VirtualOffice}',
        description: 'We verify your documents and activate your office.',
      },
      {
        title: 'Start Using Your Address',
        description: 'Use your new address for your business and receive your mail.',
      },
    ]),
    faqSection(
      'Frequently Asked Questions',
      [1, 2, 3, 4, 5, 6, 7, 8].map((n) => ids.faq('virtual-office', n)),
    ),
    cardGrid(
      'Support When You Need It',
      [
        { icon: 'Users', title: 'Dedicated Contact', description: 'A named contact who knows your account.' },
        { icon: 'Mail', title: 'Mail Notifications', description: 'You are told when post arrives for you.' },
        { icon: 'Headphones', title: 'Responsive Help', description: 'Questions answered by phone or email.' },
        { icon: 'TrendingUp', title: 'Easy Upgrades', description: 'Move to a shared or permanent office as you grow.' },
      ],
      { variant: 'compact' },
    ),
    cta(
      'Get Your Business Address Today',
      [contactButton(), feesButton()],
      'Contact us to choose a location and package.',
    ),
  ]),
};
