import type { PricingPageQueryResult } from './sanity.types';

/** A pricing item as the pricing query returns it. */
export type PricingItemData = PricingPageQueryResult['items'][number];

/** One category section of the pricing page. */
export interface PricingCategory {
  /** Category name as shown, e.g. "Company Formation". */
  name: string;
  /** Anchor id: the lowercase name with spaces as hyphens (docs/requirements.md, §2 Pricing page). */
  anchorId: string;
  items: PricingItemData[];
}

/** `"Corporate Governance"` -> `"corporate-governance"` (docs/requirements.md, §2 Pricing page: lowercase, spaces as hyphens). */
export function categoryAnchorId(name: string): string {
  return name.toLowerCase().replace(/\s+/g, '-');
}

/**
 * Groups one audience's items by category, keeping the query's order (items arrive sorted
 * by `order`; a category's position is that of its first item).
 */
export function groupPricingItems(items: readonly PricingItemData[], audience: 'business' | 'private'): PricingCategory[] {
  const groups = new Map<string, PricingCategory>();
  for (const item of items) {
    if (item.audience !== audience) continue;
    const group = groups.get(item.category) ?? { name: item.category, anchorId: categoryAnchorId(item.category), items: [] };
    group.items.push(item);
    groups.set(item.category, group);
  }
  return [...groups.values()];
}
