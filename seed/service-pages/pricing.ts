import type { ServicePage } from '../../lib/content/sanity.types';
import type { SeedDocument } from '../types';
import { contactAbout, keyed, pathLink } from '../helpers';
import { ids } from '../ids';
import { contactButton, cta, hero, seo } from './builders';

/** The fixed parts of /pricing (docs/requirements.md, §2 Pricing page); the item cards are pricingItem documents. */
export const pricing: SeedDocument<ServicePage> = {
  _id: ids.servicePage('pricing'),
  _type: 'servicePage',
  language: 'en',
  title: 'Pricing',
  slug: { _type: 'slug', current: 'pricing' },
  seo: seo(
    'Pricing for Legal Documents and Company Services',
    'Fixed prices in DKK for company formation, contracts and legal documents. We have helped over {pricingCustomers} customers save up to {maxSavingsDkk} kr.',
  ),
  hero: { ...hero(
    'Legal Documents at Fixed Prices',
    'We have helped over {pricingCustomers} customers with company formation, contracts and legal documents. Save up to {maxSavingsDkk} kr. Savings are calculated against the price of a traditional lawyer.',
  ), icon: 'Banknote' },
  sections: keyed('s', [
    cta(
      'Get Started Today',
      [pathLink('Create Free Account', contactAbout('Create Free Account')), contactButton('Contact Us', 'outline')],
      'Create your documents online or contact us if you have questions.',
    ),
  ]),
};
