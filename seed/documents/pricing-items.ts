import type { PricingItem } from '../../lib/content/sanity.types';
import { slugify } from '../helpers';
import { ids } from '../ids';
import type { SeedDocument } from '../types';

type Row = readonly [name: string, price: number | 'FREE' | `from ${number}`, savingsDkk: number, minutes: number];

/**
 * The 37 legal documents of /pricing (docs/requirements.md, §9 Pricing, DKK). Business prices exclude VAT,
 * private prices include it. Completion times stay within 5 to 20 minutes (docs/requirements.md, §9 Pricing, DKK).
 */
const BUSINESS: Record<string, readonly Row[]> = {
  'Company Formation': [
    ['Sole Proprietorship', 199, 4000, 10],
    ['Limited Company ApS', 1749, 4000, 15],
    ['Corporation A/S', 1749, 4000, 15],
    ['Holding Structure', 3499, 8000, 20],
    ['Association', 2499, 15000, 15],
    ['Virtual Office', 'from 199', 2000, 5],
  ],
  Employment: [
    ['Employment Contract', 'FREE', 1400, 10],
    ['Employment Contract EN', 199, 1200, 10],
    ['Director Contract', 749, 5000, 15],
    ['Time Registration Policy', 999, 3500, 10],
    ['Written Warning', 199, 2000, 5],
    ['Contract Amendment', 199, 1500, 5],
    ['Trainer Contract', 'FREE', 1400, 10],
  ],
  'Corporate Governance': [
    ['Annual General Meeting', 1199, 4000, 15],
    ['Board Rules of Procedure', 699, 10000, 15],
    ['Company Articles', 1199, 4000, 15],
    ['Board Changes', 1199, 4000, 10],
    ['Change Company Purpose', 1199, 4000, 10],
    ['Change Company Name', 1199, 4000, 10],
    ['New Director', 1199, 4000, 10],
    ['Close Company', 3999, 10000, 20],
    ['Shareholder Agreement', 999, 10000, 20],
  ],
  Contracts: [
    ['Commercial Lease', 649, 8000, 15],
    ['Commercial Loan Agreement', 399, 3000, 10],
    ['NDA', 399, 4000, 5],
    ['NDA English', 399, 4000, 5],
    ['Business Transfer', 2499, 8000, 20],
    ['Cleaning Contract', 99, 2500, 10],
  ],
};

const PRIVATE: Record<string, readonly Row[]> = {
  Housing: [
    ['Lease Agreement', 299, 3000, 15],
    ['Sublease', 299, 2500, 10],
    ['Termination of Lease', 199, 1500, 5],
  ],
  Family: [
    ['Will', 499, 5000, 20],
    ['Cohabitation Agreement', 599, 4000, 15],
    ['Prenuptial Agreement', 899, 8000, 20],
  ],
  'Everyday Legal': [
    ['Complaint Letter', 199, 1500, 5],
    ['Payment Reminder', 'FREE', 1000, 5],
    ['Power of Attorney', 299, 2000, 5],
  ],
};

function toDocuments(audience: 'business' | 'private', groups: Record<string, readonly Row[]>, startOrder: number) {
  let order = startOrder;
  return Object.entries(groups).flatMap(([category, rows]) =>
    rows.map(([name, price, savingsDkk, minutes]): SeedDocument<PricingItem> => {
      const isFree = price === 'FREE';
      const priceFrom = typeof price === 'string' && price.startsWith('from ');
      const priceDkk = isFree ? undefined : typeof price === 'number' ? price : Number(price.slice('from '.length));
      return {
        _id: ids.pricingItem(slugify(name)),
        _type: 'pricingItem',
        language: 'en',
        name,
        audience,
        category: category as PricingItem['category'],
        isFree,
        ...(priceDkk === undefined ? {} : { priceDkk }),
        priceFrom,
        savingsDkk,
        minutes,
        order: order++,
      };
    }),
  );
}

/** All 37 pricing items, business first, in page order. */
export const pricingItems: SeedDocument<PricingItem>[] = [
  ...toDocuments('business', BUSINESS, 0),
  ...toDocuments('private', PRIVATE, 100),
];
