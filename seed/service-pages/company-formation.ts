import type { ServicePage } from '../../lib/content/sanity.types';
import type { SeedDocument } from '../types';
import { keyed } from '../helpers';
import { ids } from '../ids';
import { hero, seo } from './builders';

/** The fixed parts of /company-formation, in Danish (docs/requirements.md, §2 Company formation page); the form is built elsewhere. */
export const companyFormation: SeedDocument<ServicePage> = {
  _id: ids.servicePage('company-formation'),
  _type: 'servicePage',
  language: 'en',
  title: 'Selskabsstiftelse',
  slug: { _type: 'slug', current: 'company-formation' },
  seo: seo(
    'Selskabsstiftelse – stift dit selskab online',
    'Stift dit selskab hurtigt og enkelt. Udfyld formularen med stiftere og selskabsstruktur, så registrerer vi selskabet for dig.',
  ),
  hero: { ...hero(
    'Selskabsstiftelse',
    'Udfyld formularen nedenfor med oplysninger om stifterne og den ønskede selskabsstruktur. Når vi har modtaget din ansøgning, registrerer vi selskabet og vender tilbage hurtigst muligt.',
  ), icon: 'Building2' },
  sections: keyed('s', [
    {
      _type: 'progressSection' as const,
      heading: 'Sådan foregår det',
      steps: ['Udfyld formularen', 'Gennemfør betaling', 'Vi registrerer selskabet', 'Modtag CVR-nummer'],
      activeStep: 1,
    },
  ]),
};
