import type { ServicePage } from '../../lib/content/sanity.types';
import type { SeedDocument } from '../types';
import { keyed } from '../helpers';
import { ids } from '../ids';
import { bulletList, cardGrid, contactButton, cta, hero, seo } from './builders';

/** /company-secretarial (docs/requirements.md, §2 Service pages). */
export const companySecretarial: SeedDocument<ServicePage> = {
  _id: ids.servicePage('company-secretarial'),
  _type: 'servicePage',
  language: 'en',
  title: 'Company Secretarial',
  slug: { _type: 'slug', current: 'company-secretarial' },
  seo: seo(
    'Company Secretarial Services',
    'Statutory registers, annual filings, board minutes and registered office services that keep your company in good standing.',
  ),
  hero: { ...hero(
    'Company Secretarial',
    'Keep your company in good standing with the registry. We maintain your statutory records, prepare filings and make sure deadlines are never missed.',
    [contactButton()],
  ), icon: 'ClipboardCheck' },
  sections: keyed('s', [
    cardGrid('Our Secretarial Services', [
      {
        icon: 'FileText',
        title: 'Statutory Registers',
        description: 'Registers of directors, shareholders and beneficial owners kept accurate and up to date.',
      },
      {
        icon: 'ClipboardCheck',
        title: 'Annual Filings',
        description: 'Annual returns and confirmation statements prepared and filed on time.',
      },
      {
        icon: 'Users',
        title: 'Board and Shareholder Meetings',
        description: 'Notices, resolutions and minutes prepared for board and general meetings.',
      },
      {
        icon: 'Building2',
        title: 'Registered Office',
        description: 'A registered office address where official correspondence is received and forwarded.',
      },
    ]),
    bulletList('We Also Handle', [
      'Appointments and resignations of directors and officers',
      'Share allotments and transfers',
      'Changes of company name or registered address',
      'Amendments to the articles of association',
      'Reminders of upcoming filing deadlines',
      'Company dissolution and strike-off',
    ]),
    cta('Let Us Handle Your Company Administration', [contactButton()], 'Contact us to hand over your secretarial work.'),
  ]),
};
