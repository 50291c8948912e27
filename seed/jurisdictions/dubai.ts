import type { Jurisdiction } from '../../lib/content/sanity.types';
import { ref } from '../helpers';
import { ids } from '../ids';
import type { SeedDocument } from '../types';
import { TYPICAL_TIMELINE, getStartedActions, olderKeyFacts, slug, whyCards, otherFacts } from './shared';

/** Dubai, older-style country page (docs/requirements.md, §2; facts from §9). */
export const dubai: SeedDocument<Jurisdiction> = {
  _id: ids.jurisdiction('dubai'),
  _type: 'jurisdiction',
  language: 'en',
  name: 'Dubai',
  countryCode: 'AE',
  slug: slug('dubai'),
  region: ref(ids.region('middle-east')),
  order: 10,
  regionCardSummary: 'Corporate tax {corporateTaxMin} in free zones, {corporateTaxMax} mainland',
  comparison: {
    _type: 'comparisonFacts',
    corporateTax: { percent: 0, upToPercent: 9, note: '{corporateTaxMin} in free zones, {corporateTaxMax} on the mainland' },
    otherFacts: otherFacts([{ name: 'freeZones', label: 'Free zones to choose from', kind: 'count', value: 30 }]),
  },
  seo: {
    _type: 'seo',
    title: 'Company Formation in Dubai | Free Zone and Mainland',
    description:
      'Set up a company in Dubai: {corporateTaxMin} corporate tax in free zones, {corporateTaxMax} on the mainland and a choice of over {freeZones} free zones. Licensing, banking and visa support.',
  },
  hero: {
    _type: 'hero',
    heading: 'Company Formation in Dubai',
    intro:
      'Set up in one of Dubai’s free zones or on the mainland, with our support from licensing to banking and visas.',
  },
  why: {
    heading: 'Why Choose Dubai',
    items: whyCards([
      {
        icon: 'Percent',
        title: 'Low Corporate Tax',
        description: '{corporateTaxMin} corporate tax in free zones and {corporateTaxMax} on the mainland.',
      },
      {
        icon: 'MapPin',
        title: 'Over {freeZones} Free Zones',
        description: 'A choice of over {freeZones} free zones, many focused on specific industries.',
      },
      {
        icon: 'Plane',
        title: 'Strategic Location',
        description: 'A hub between Europe, Asia and Africa, with a major international airport and port.',
      },
      {
        icon: 'Building2',
        title: 'Free Zone or Mainland',
        description: 'Choose a free zone or a mainland company, depending on where and how you plan to trade.',
      },
    ]),
  },
  services: {
    heading: 'Our Services',
    items: [
      'Free zone company formation',
      'Mainland company formation',
      'Trade licence applications',
      'Corporate bank account opening',
      'Accounting and tax',
      'Visa and residence permit support',
    ],
  },
  keyFacts: {
    heading: 'Key Facts',
    items: olderKeyFacts({
      corporateTax: '{corporateTaxMin} in free zones, {corporateTaxMax} on the mainland',
      timeline: TYPICAL_TIMELINE,
      capital: 'Depends on the free zone and licence type',
      directors: 'Depends on the free zone and licence type',
      compliance: 'Licence renewal and corporate tax filing',
    }),
  },
  cta: {
    _type: 'ctaSection',
    heading: 'Ready to Start Your Business in Dubai?',
    intro: 'Talk to our team about the right free zone or mainland set-up for your business.',
    actions: getStartedActions(),
  },
};
