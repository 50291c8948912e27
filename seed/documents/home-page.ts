import type { HomePage } from '../../lib/content/sanity.types';
import { keyed, ref } from '../helpers';
import { ids } from '../ids';
import type { SeedDocument } from '../types';

/** The ten locations of the hero's dropdown, in the order of spec §2 Home. */
export const HERO_LOCATION_SLUGS = [
  'singapore',
  'dubai',
  'hong-kong',
  'united-kingdom',
  'united-states',
  'germany',
  'france',
  'netherlands',
  'switzerland',
  'mauritius',
] as const;

/** Texts around the home page's slideshow, statistics and service cards (spec §2 Home). */
export const homePage: SeedDocument<HomePage> = {
  _id: ids.homePage,
  _type: 'homePage',
  language: 'en',
  seo: {
    _type: 'seo',
    title: 'International Company Formation and Corporate Services',
    description:
      'Register your company in 180+ jurisdictions with a London-headquartered team: formation, banking, accounting, tax, compliance and offices.',
  },
  heroHeading: 'Set up your business anywhere in the world',
  locationPrompt: 'Choose a location',
  locations: keyed(
    'loc',
    HERO_LOCATION_SLUGS.map((slug) => ref(ids.jurisdiction(slug))),
  ),
  aboutHeading: 'Your partner for international business since 2003',
  aboutParagraphs: [
    'From our headquarters in London, we have helped founders, entrepreneurs and established companies set up and run businesses abroad since 2003. Our partners in over 180 locations across EMEA, Asia and the Americas give you local expertise wherever you expand.',
    'We handle company registration, bank account opening, accounting and tax, company secretarial work, nominee and resident directors, compliance, legal services, offices and visa support, so you can focus on growing your business.',
  ],
  servicesHeading: 'Our Services',
  servicesIntro: 'Everything you need to establish and run a company abroad, from one trusted partner.',
};
