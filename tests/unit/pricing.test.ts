import { describe, expect, it } from 'vitest';
import { createEmbeddedSource } from '@/lib/content/embedded-source';
import { categoryAnchorId, groupPricingItems } from '@/lib/content/pricing';
import { pricingPageQuery } from '@/lib/content/queries';

describe('pricing categories', () => {
  it('makes anchor ids from the lowercase name with spaces as hyphens (docs/requirements.md, §2 Pricing page)', () => {
    expect(categoryAnchorId('Company Formation')).toBe('company-formation');
    expect(categoryAnchorId('Everyday Legal')).toBe('everyday-legal');
  });

  it('groups the 28 business and 9 private items in page order', async () => {
    const { items } = await createEmbeddedSource().fetch(pricingPageQuery, { locale: 'en' });
    const business = groupPricingItems(items, 'business');
    const privateGroups = groupPricingItems(items, 'private');
    expect(business.flatMap((g) => g.items)).toHaveLength(28);
    expect(privateGroups.flatMap((g) => g.items)).toHaveLength(9);
    expect(business[0]?.items[0]?.name).toBe('Sole Proprietorship');
    expect(privateGroups[0]?.items[0]?.name).toBe('Lease Agreement');
    expect(new Set(business.map((g) => g.anchorId)).size).toBe(business.length);
  });
});
