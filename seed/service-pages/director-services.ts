import type { ServicePage } from '../../lib/content/sanity.types';
import type { SeedDocument } from '../types';
import { keyed } from '../helpers';
import { ids } from '../ids';
import { bulletList, cardGrid, contactButton, cta, hero, seo } from './builders';

/** /director-services (docs/requirements.md, §2 Service pages). */
export const directorServices: SeedDocument<ServicePage> = {
  _id: ids.servicePage('director-services'),
  _type: 'servicePage',
  language: 'en',
  title: 'Director Services',
  slug: { _type: 'slug', current: 'director-services' },
  seo: seo(
    'Nominee and Resident Director Services',
    'Nominee and resident director services for companies that need a local director, provided where permitted by local law.',
  ),
  hero: { ...hero(
    'Director Services',
    'Some jurisdictions require a locally resident director. We provide experienced nominee and resident directors, where permitted by local law, so your company meets its obligations.',
    [contactButton()],
  ), icon: 'Users' },
  sections: keyed('s', [
    cardGrid('Our Director Services', [
      {
        icon: 'Users',
        title: 'Resident Director',
        description: 'A locally resident director for jurisdictions that require one.',
      },
      {
        icon: 'Briefcase',
        title: 'Nominee Director',
        description: 'A professional director appointed on your behalf under a clear service agreement.',
      },
      {
        icon: 'Lock',
        title: 'Nominee Shareholder',
        description: 'Nominee shareholding arrangements, where permitted by local law.',
      },
      {
        icon: 'Scale',
        title: 'Corporate Governance',
        description: 'Support with board procedures, resolutions and directors’ duties.',
      },
    ]),
    bulletList('What the Service Includes', [
      'Appointment filed with the company registry',
      'Service agreement setting out the director’s role',
      'Signing of documents under agreed instructions',
      'Attendance at board meetings when required',
      'Ongoing compliance with local director requirements',
    ]),
    cta('Need a Local Director?', [contactButton()], 'Contact us to discuss the director requirements of your jurisdiction.'),
  ]),
};
