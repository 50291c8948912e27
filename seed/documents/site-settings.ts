import type { SiteSettings } from '../../lib/content/sanity.types';
import { keyed } from '../helpers';
import { ids } from '../ids';
import type { SeedDocument } from '../types';

/**
 * Company-wide facts (spec §1 claims, §2 footer, §9 default statistics). The email domain is a
 * placeholder (`.example`): editors set the real address in the Studio.
 */
export const siteSettings: SeedDocument<SiteSettings> = {
  _id: ids.siteSettings,
  _type: 'siteSettings',
  language: 'en',
  companyName: 'Meridian Corporate',
  tagline: 'Company formation and corporate services in 180+ jurisdictions, from our headquarters in London.',
  email: 'info@meridian-corporate.example',
  phone: '+44 20 7946 0000',
  address: {
    street: '71-75 Shelton Street',
    area: 'Covent Garden',
    city: 'London',
    postcode: 'WC2H 9JQ',
    country: 'United Kingdom',
  },
  stats: keyed('stat', [
    { _type: 'stat' as const, value: '115+', label: 'Countries' },
    { _type: 'stat' as const, value: '5,000+', label: 'Clients' },
    { _type: 'stat' as const, value: '25+', label: 'Years' },
    { _type: 'stat' as const, value: '95%', label: 'Success rate' },
  ]),
  claims: {
    jurisdictions: '180+',
    partnerLocations: '180',
    since: 2003,
    countries: '115+',
    legalClients: '4,000+',
    pricingCustomers: '300,000',
    maxSavingsDkk: 15000,
  },
  quickLinks: keyed('quick', [
    { _type: 'navLink' as const, label: 'Home', href: '/' },
    { _type: 'navLink' as const, label: 'Jurisdictions', href: '/global-company-registration' },
    { _type: 'navLink' as const, label: 'Fees', href: '/fees' },
    { _type: 'navLink' as const, label: 'Legal documents pricing', href: '/pricing' },
    { _type: 'navLink' as const, label: 'Danish company formation', href: '/company-formation' },
    { _type: 'navLink' as const, label: 'Contact', href: '/contact' },
  ]),
  serviceLinks: keyed('service', [
    { _type: 'navLink' as const, label: 'Legal Services', href: '/legal-services' },
    { _type: 'navLink' as const, label: 'Virtual Office', href: '/virtual-office' },
    { _type: 'navLink' as const, label: 'Compliance', href: '/compliance' },
    { _type: 'navLink' as const, label: 'Company Secretarial', href: '/company-secretarial' },
  ]),
};
