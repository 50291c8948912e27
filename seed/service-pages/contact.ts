import type { ServicePage } from '../../lib/content/sanity.types';
import type { SeedDocument } from '../types';
import { keyed } from '../helpers';
import { ids } from '../ids';
import { hero, seo } from './builders';

/** The fixed parts of /contact (docs/requirements.md, §2 Contact page); the form is built elsewhere. */
export const contact: SeedDocument<ServicePage> = {
  _id: ids.servicePage('contact'),
  _type: 'servicePage',
  language: 'en',
  title: 'Contact',
  slug: { _type: 'slug', current: 'contact' },
  seo: seo(
    'Contact Us',
    'Get in touch about company registration, banking, accounting or corporate services. Our London team will get back to you as soon as possible.',
  ),
  hero: { ...hero(
    'Contact Us',
    'Have a question about company registration or our corporate services? Send us a message, email or call us, and our team will get back to you as soon as possible.',
  ), icon: 'Headphones' },
  sections: keyed('s', [
    {
      _type: 'locationsSection' as const,
      heading: 'Global Presence',
      intro: 'Headquartered in London, with partners in over {partnerLocations} locations across EMEA, Asia and the Americas.',
      locations: keyed('l', [
        { _type: 'location' as const, city: 'London', country: 'United Kingdom', address: 'Covent Garden (headquarters)' },
        { _type: 'location' as const, city: 'Dubai', country: 'United Arab Emirates', address: 'Partner hub' },
        { _type: 'location' as const, city: 'Singapore', country: 'Singapore', address: 'Partner hub' },
        { _type: 'location' as const, city: 'New York', country: 'United States', address: 'Partner hub' },
      ]),
    },
  ]),
};
