import type { ServicePage } from '../../lib/content/sanity.types';
import type { SeedDocument } from '../types';
import { keyed } from '../helpers';
import { ids } from '../ids';
import { bulletList, cardGrid, contactButton, cta, hero, seo } from './builders';

/** /banking (docs/requirements.md, §2 Service pages). */
export const banking: SeedDocument<ServicePage> = {
  _id: ids.servicePage('banking'),
  _type: 'servicePage',
  language: 'en',
  title: 'Banking',
  slug: { _type: 'slug', current: 'banking' },
  seo: seo(
    'Corporate Bank Account Opening',
    'Open a corporate bank account for your new or existing company. We prepare your application and introduce you to suitable banks.',
  ),
  hero: { ...hero(
    'Banking',
    'A bank account is essential for every company. We help you choose a suitable bank, prepare a complete application and guide you through the bank’s checks.',
    [contactButton()],
  ), icon: 'Landmark' },
  sections: keyed('s', [
    cardGrid('Our Banking Services', [
      {
        icon: 'Landmark',
        title: 'Corporate Bank Accounts',
        description: 'Support with opening business accounts for companies in many jurisdictions.',
      },
      {
        icon: 'Coins',
        title: 'Multi-Currency Accounts',
        description: 'Accounts that let you hold, send and receive payments in several currencies.',
      },
      {
        icon: 'Banknote',
        title: 'Merchant and Payment Solutions',
        description: 'Introductions to payment providers so you can accept card and online payments.',
      },
      {
        icon: 'Handshake',
        title: 'Bank Introductions',
        description: 'Introductions to banks that suit your business activity and markets. Final approval rests with the bank.',
      },
    ]),
    bulletList(
      'Documents Usually Required',
      [
        'Certificate of incorporation',
        'Memorandum and articles of association',
        'Passport and proof of address for directors and shareholders',
        'Description of the business and expected transactions',
        'Information on the source of funds',
      ],
      'Requirements vary by bank and country; we confirm the exact list for your application.',
    ),
    cta('Open Your Business Account', [contactButton()], 'Contact us to discuss the right banking solution for your company.'),
  ]),
};
