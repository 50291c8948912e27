import type { ServicePage } from '../../lib/content/sanity.types';
import type { SeedDocument } from '../types';
import { keyed } from '../helpers';
import { ids } from '../ids';
import { bulletList, cardGrid, contactButton, cta, feesButton, hero, seo } from './builders';

/** /company-registration (docs/requirements.md, §2 Service pages). */
export const companyRegistration: SeedDocument<ServicePage> = {
  _id: ids.servicePage('company-registration'),
  _type: 'servicePage',
  language: 'en',
  title: 'Company Registration',
  slug: { _type: 'slug', current: 'company-registration' },
  seo: seo(
    'Company Registration in {jurisdictions} Jurisdictions',
    'Register your company in {jurisdictions} jurisdictions with a provider helping clients since {since}. We prepare the documents and file them for you.',
  ),
  hero: { ...hero(
    'Company Registration',
    'Register your company in any of {jurisdictions} jurisdictions with a partner that has been helping clients since {since}. We prepare the documents, file them with the registry and keep you informed at every step.',
    [contactButton('Get Started'), feesButton()],
  ), icon: 'Building2' },
  sections: keyed('s', [
    cardGrid('Why Register With Us', [
      {
        icon: 'Clock',
        title: 'Fast Incorporation',
        description: 'Typical incorporation times range from {incorporationFastest} to {incorporationSlowest}, depending on the jurisdiction.',
      },
      {
        icon: 'Globe',
        title: 'Global Coverage',
        description: 'Company registration in {jurisdictions} jurisdictions, supported by partners across EMEA, Asia and the Americas.',
      },
      {
        icon: 'Users',
        title: 'Expert Guidance',
        description: 'Specialists who have helped clients since {since} advise you on the right jurisdiction and structure.',
      },
      {
        icon: 'ShieldCheck',
        title: 'Full Compliance',
        description: 'Every filing meets local requirements, and we remind you of your ongoing obligations.',
      },
    ]),
    bulletList(
      'Entity Types We Register',
      [
        'Private limited companies (Ltd)',
        'Public limited companies (PLC)',
        'Limited liability companies (LLC)',
        'Limited liability partnerships (LLP)',
        'Holding companies',
        'Branch offices of foreign companies',
        'Free zone companies',
      ],
      'We register the common company forms in each jurisdiction; the exact names vary by country.',
    ),
    bulletList('Additional Services', [
      'Registered office address',
      'Bank account opening',
      'Accounting and tax',
      'Company secretarial services',
      'Nominee and resident director services',
      'Virtual, shared and permanent offices',
      'Visa and permit support',
    ]),
    cta(
      'Ready to Register Your Company?',
      [contactButton('Get Started')],
      'Tell us where you want to do business and we will guide you through the next steps.',
    ),
  ]),
};
