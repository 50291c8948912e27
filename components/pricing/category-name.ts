import { useTranslations } from 'next-intl';
import type en from '@/messages/en.json';
import type { PricingCategory } from '@/lib/content/pricing';

type CategoryKey = keyof (typeof en)['pricing']['category'];

/**
 * The visitor-facing name of a pricing category: the category field is a
 * fixed English option value that also makes the section's anchor id (`/pricing#housing`), so
 * its name in each language comes from the messages, `pricing.category.<anchor id>`; a
 * category without a message keeps its stored name.
 * @returns a function from a category to its name in the request's locale
 */
export function useCategoryName(): (category: Pick<PricingCategory, 'anchorId' | 'name'>) => string {
  const t = useTranslations('pricing.category');
  const isKey = (key: string): key is CategoryKey => t.has(key as CategoryKey);
  return (category) => (isKey(category.anchorId) ? t(category.anchorId) : category.name);
}
