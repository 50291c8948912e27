import { useTranslations } from 'next-intl';
import { useCategoryName } from '@/components/pricing/category-name';
import { PricingCategorySection } from '@/components/pricing/PricingCategorySection';
import { PricingTabs } from '@/components/widgets/tabs/PricingTabs';
import { PageHero } from '@/components/sections/PageHero';
import { Sections } from '@/components/sections/Sections';
import { Container } from '@/components/ui/Container';
import { groupPricingItems, type PricingItemData } from '@/lib/content/pricing';
import type { PricingPageQueryResult } from '@/lib/content/sanity.types';
import { DocumentLanguage } from '@/components/i18n/DocumentLanguage';

/**
 * The Danish-market legal documents pricing page (docs/requirements.md, §2 Pricing page): hero, Business /
 * Private tabs (business prices excl. VAT, private incl. VAT), category sections, closing
 * call to action from the page document.
 */
export function PricingTemplate({ page, items }: { page: NonNullable<PricingPageQueryResult['page']>; items: PricingItemData[] }) {
  const t = useTranslations('pricing');
  const categoryName = useCategoryName();
  const panel = (audience: 'business' | 'private') => {
    const categories = groupPricingItems(items, audience);
    return (
      <>
        <p className="text-center text-sm text-muted-foreground">{t(audience === 'business' ? 'businessVat' : 'privateVat')}</p>
        <nav aria-label={t('categories')} className="mt-4 flex flex-wrap justify-center gap-2">
          {categories.map((c) => (
            <a key={c.anchorId} href={`#${c.anchorId}`} className="rounded-full border border-border px-3 py-1 text-sm text-primary hover:bg-primary-soft">
              {categoryName(c)}
            </a>
          ))}
        </nav>
        <div className="mt-10">
          {categories.map((category) => (
            <PricingCategorySection key={category.anchorId} category={category} />
          ))}
        </div>
      </>
    );
  };
  return (
    <>
      <DocumentLanguage language={page.language}>
        <PageHero hero={page.hero} />
      </DocumentLanguage>
      <section className="bg-muted py-14 sm:py-20">
        <Container>
          <PricingTabs
            label={t('tabsLabel')}
            tabLabels={{ business: t('business'), private: t('private') }}
            panels={{ business: panel('business'), private: panel('private') }}
          />
        </Container>
      </section>
      <DocumentLanguage language={page.language}>
        <Sections sections={page.sections} />
      </DocumentLanguage>
    </>
  );
}
