import { stegaClean } from '@sanity/client/stega';
import { Clock } from 'lucide-react';
import { useFormatter, useTranslations } from 'next-intl';
import { ButtonLink } from '@/components/ui/Button';
import { useCategoryName } from './category-name';
import type { PricingCategory } from '@/lib/content/pricing';
import { cn } from '@/components/ui/cn';
import { gridColumns } from '@/components/ui/grid-columns';

/**
 * One category of the pricing page (docs/requirements.md, §2 Pricing page): a section with the category's
 * anchor id and a card per item with name, time to complete, our price in DKK or a FREE
 * badge, the savings in DKK and a Learn More link to the contact form about that item.
 * The link's `?subject=` is the item's name without stega characters (draft mode): the contact
 * form fills its subject from it, and a visitor reads it in the URL.
 */
export function PricingCategorySection({ category }: { category: PricingCategory }) {
  const t = useTranslations('pricing');
  const categoryName = useCategoryName();
  const format = useFormatter();
  const dkk = (value: number) => format.number(value, { style: 'currency', currency: 'DKK', maximumFractionDigits: 0 });
  return (
    <section id={category.anchorId} aria-labelledby={`${category.anchorId}-heading`} className="mt-12 first:mt-0">
      <h2 id={`${category.anchorId}-heading`} className="font-display text-2xl font-semibold text-primary">
        {categoryName(category)}
      </h2>
      <ul className={cn('mt-6 gap-5', gridColumns(category.items.length, [3, 4]))}>
        {category.items.map((item) => (
          <li key={item._id} className="flex flex-col rounded-xl border border-border bg-background p-6 shadow-[var(--shadow-card)]">
            <div className="flex items-start justify-between gap-3">
              <h3 lang={item.language} className="text-lg font-semibold text-foreground">{item.name}</h3>
              {item.isFree ? (
                <span className="shrink-0 rounded-full bg-success px-2.5 py-0.5 text-xs font-bold tracking-wide text-white">{t('free')}</span>
              ) : null}
            </div>
            <p className="mt-2 flex items-center gap-1.5 text-sm text-muted-foreground">
              <Clock aria-hidden="true" className="size-4" />
              <span>
                {t('time')}: {t('minutes', { count: item.minutes })}
              </span>
            </p>
            <dl className="mt-5 grid grid-cols-2 gap-3 border-t border-border pt-4">
              <div>
                <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{t('ourPrice')}</dt>
                <dd className="mt-1 text-xl font-bold text-primary">
                  {item.isFree || item.priceDkk === null ? t('free') : `${item.priceFrom ? `${t('from')} ` : ''}${dkk(item.priceDkk)}`}
                </dd>
              </div>
              <div>
                <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{t('yourSavings')}</dt>
                <dd className="mt-1 text-xl font-bold text-success">{dkk(item.savingsDkk)}</dd>
              </div>
            </dl>
            <ButtonLink
              href={`/contact?subject=${encodeURIComponent(stegaClean(item.name))}`}
              variant="outline"
              className="mt-6 w-full"
            >
              {/* The name is read out, not shown: the accessible name starts with the visible text (WCAG 2.5.3). */}
              {t('learnMore')}
              <span className="sr-only">: {item.name}</span>
            </ButtonLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
