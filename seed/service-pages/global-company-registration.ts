import type { ServicePage } from '../../lib/content/sanity.types';
import type { SeedDocument } from '../types';
import { contactAbout, emailLink, keyed, pageLink, pathLink, phoneLink } from '../helpers';
import { ids } from '../ids';
import { cardGrid, contactButton, cta, feesButton, hero, seo } from './builders';

/** A specialised-structure card that leads to an enquiry about that topic. */
function enquiryCard(title: string, description: string, icon: 'Building2' | 'Anchor' | 'Handshake' | 'Coins' | 'Globe') {
  return { icon, title, description, link: pathLink(`Enquire about ${title}`, contactAbout(title), 'link') };
}

/** /global-company-registration, the Jurisdictions overview (docs/requirements.md, §2 Jurisdictions overview and regions). */
export const globalCompanyRegistration: SeedDocument<ServicePage> = {
  _id: ids.servicePage('global-company-registration'),
  _type: 'servicePage',
  language: 'en',
  title: 'Jurisdictions',
  slug: { _type: 'slug', current: 'global-company-registration' },
  seo: seo(
    'Global Company Registration in {jurisdictions} Jurisdictions',
    'Compare jurisdictions in Europe, Asia-Pacific, the Middle East, Africa and the Americas, and register your company with one trusted provider.',
  ),
  hero: { ...hero(
    'Global Company Registration',
    'Register your company in {jurisdictions} jurisdictions worldwide. Headquartered in London, with partners in over {partnerLocations} locations across EMEA, Asia and the Americas, we help you choose the right country and structure.',
    [contactButton(), feesButton()],
  ), icon: 'Globe' },
  sections: keyed('s', [
    cardGrid('Why Register With Us', [
      {
        icon: 'Globe',
        title: '{jurisdictions} Jurisdictions',
        description: 'Company registration across Europe, Asia-Pacific, the Middle East, Africa and the Americas.',
      },
      {
        icon: 'Award',
        title: 'Since {since}',
        description: 'Helping entrepreneurs and companies expand internationally since {since}.',
      },
      {
        icon: 'Network',
        title: 'Global Partner Network',
        description: 'Partners in over {partnerLocations} locations across EMEA, Asia and the Americas.',
      },
      {
        icon: 'CheckCircle',
        title: 'End-to-End Service',
        description: 'From registration to banking, accounting and compliance with one provider.',
      },
    ]),
    cardGrid(
      'Explore by Region',
      [
        {
          icon: 'Globe',
          title: 'Asia-Pacific',
          description: 'Singapore, Hong Kong and other growing markets in the region.',
          link: pageLink('Explore Asia-Pacific', ids.region('asia-pacific'), 'link'),
        },
        {
          icon: 'Euro',
          title: 'Europe',
          description: '16 European jurisdictions, from the United Kingdom to Cyprus and Estonia.',
          link: pageLink('Explore Europe', ids.region('europe'), 'link'),
        },
        {
          icon: 'Sun',
          title: 'Middle East',
          description: 'Dubai free zone and mainland companies.',
          link: pageLink('Explore Middle East', ids.region('middle-east'), 'link'),
        },
        {
          icon: 'Mountain',
          title: 'Africa',
          description: 'Mauritius as a base for business across Africa.',
          link: pageLink('Explore Africa', ids.region('africa'), 'link'),
        },
        {
          icon: 'Landmark',
          title: 'Americas',
          description: 'Company registration in the United States.',
          link: pageLink('Explore Americas', ids.region('americas'), 'link'),
        },
        {
          icon: 'BarChart3',
          title: 'Country Comparisons',
          description: 'Compare costs and requirements across jurisdictions.',
          link: pathLink('Compare countries', '/compare', 'link'),
        },
      ],
      { variant: 'link' },
    ),
    cardGrid(
      'Specialised Structures',
      [
        {
          icon: 'Landmark',
          title: 'Financial Companies',
          description: 'Investment firms, payment institutions and other regulated businesses.',
          link: pageLink('Explore Financial Companies', ids.region('financial-companies'), 'link'),
        },
        enquiryCard('Holding Companies', 'Structures to hold and manage shares in other companies.', 'Building2'),
        enquiryCard('Free Trade Zones', 'Companies in free zones with simplified trade and customs rules.', 'Anchor'),
        enquiryCard('LLP', 'Limited liability partnerships for professional and joint ventures.', 'Handshake'),
        enquiryCard('Crypto', 'Companies for crypto-asset and blockchain businesses.', 'Coins'),
        enquiryCard('Offshore', 'International companies in established offshore jurisdictions.', 'Globe'),
      ],
      { variant: 'link' },
    ),
    cta(
      'Not Sure Which Jurisdiction Is Right for You?',
      [emailLink('Email Us'), phoneLink('Call Us', 'outline')],
      'Our specialists will compare the options with you and recommend the best fit for your business.',
    ),
  ]),
};
