import { useTranslations } from 'next-intl';
import { Container } from '@/components/ui/Container';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { cn } from '@/components/ui/cn';
import { gridColumns } from '@/components/ui/grid-columns';
import type { JurisdictionPageData } from './types';

/** Props of {@link CompanyTypes}. */
export type CompanyTypesProps = {
  /** The page's company types: heading, intro and items (name, description, minimum capital, features). */
  companyTypes: JurisdictionPageData['companyTypes'];
  /** `lang` of the interface labels: the locale's on an English fallback page, else `undefined`. */
  interfaceLang: string | undefined;
};

/**
 * A country page's company types (docs/requirements.md, §2 Country pages, newer style): a card per legal form
 * with its description, minimum capital and features, under the heading `#company-types`.
 * Renders nothing when the page has no company types.
 */
export function CompanyTypes({ companyTypes, interfaceLang }: CompanyTypesProps) {
  const t = useTranslations('jurisdiction');
  if (!companyTypes?.items?.length) return null;

  return (
    <section aria-labelledby="company-types" className="py-16 sm:py-20">
      <Container>
        <SectionHeading id="company-types" heading={companyTypes.heading} intro={companyTypes.intro} />
        <ul className={cn('mt-10 gap-6', gridColumns(companyTypes.items.length, [3, 4]))}>
          {companyTypes.items.map((type) => (
            <li key={type._key} className="flex flex-col rounded-xl border border-border bg-background p-6 shadow-[var(--shadow-card)]">
              <h3 className="text-lg font-semibold text-primary">{type.name}</h3>
              {type.description ? <p className="mt-2 text-sm text-muted-foreground">{type.description}</p> : null}
              <p className="mt-4 rounded-lg bg-primary-soft px-3 py-2 text-sm">
                <span lang={interfaceLang} className="font-medium text-muted-foreground">{t('minimumCapital')}: </span>
                <span className="font-semibold text-primary">{type.minCapital}</span>
              </p>
              {type.features?.length ? (
                <ul className="mt-4 space-y-2 text-sm">
                  {type.features.map((feature) => (
                    <li key={feature} className="flex gap-2">
                      <span aria-hidden="true" className="mt-1.5 size-1.5 shrink-0 rounded-full bg-accent" />
                      {feature}
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
