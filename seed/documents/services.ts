import type { Service } from '../../lib/content/sanity.types';
import { ref } from '../helpers';
import { ids } from '../ids';
import type { SeedDocument } from '../types';

/**
 * The four built-in home service cards (spec §3 Service item): company registration,
 * accounting and tax, banking, compliance. Also the fallback when a source returns none.
 */
export const services: SeedDocument<Service>[] = [
  {
    _id: ids.service('company-registration'),
    _type: 'service',
    language: 'en',
    title: 'Company Registration',
    excerpt: 'Incorporate your company in 180+ jurisdictions with the right structure from day one.',
    description: 'We prepare the documents, file with the registry and deliver your corporate documents.',
    icon: 'Building2',
    link: ref(ids.servicePage('company-registration')),
    order: 0,
  },
  {
    _id: ids.service('accounting-tax'),
    _type: 'service',
    language: 'en',
    title: 'Accounting and Tax',
    excerpt: 'Bookkeeping, annual accounts and tax filings handled by local specialists.',
    description: 'Stay compliant with local reporting rules while you focus on running the business.',
    icon: 'Calculator',
    link: ref(ids.servicePage('accounting-tax')),
    order: 1,
  },
  {
    _id: ids.service('banking'),
    _type: 'service',
    language: 'en',
    title: 'Banking',
    excerpt: 'Corporate bank account opening with established banks worldwide.',
    description: 'We introduce you to suitable banks and prepare the documentation they ask for.',
    icon: 'Landmark',
    link: ref(ids.servicePage('banking')),
    order: 2,
  },
  {
    _id: ids.service('compliance'),
    _type: 'service',
    language: 'en',
    title: 'Compliance',
    excerpt: 'Annual filings, registers and regulatory deadlines kept in order.',
    description: 'We track local obligations in every jurisdiction where your company is registered.',
    icon: 'MapPin',
    link: ref(ids.servicePage('compliance')),
    order: 3,
  },
];
