import { useFormatter, useTranslations } from 'next-intl';
import { Star } from 'lucide-react';
import { cardClassName } from '@/components/ui/Card';
import { cn } from '@/components/ui/cn';
import { gridColumns } from '@/components/ui/grid-columns';
import { CheckList } from './CheckList';
import { SectionShell } from './SectionShell';
import type { SectionOf, SectionTone } from './types';

type Period = SectionOf<'officePackagesSection'>['packages'][number]['period'];

const PERIOD_KEYS = { year: 'perYear', month: 'perMonth', once: 'oneTime' } as const satisfies Record<Period, string>;

/** Props of {@link OfficePackages}. */
export type OfficePackagesProps = { section: SectionOf<'officePackagesSection'>; tone?: SectionTone; id?: string };

/**
 * Office package cards (docs/requirements.md, §2 /virtual-office, §9 Offices): name, description, price in GBP
 * formatted for the locale ("from £1,200 per year"), a features checklist; the popular package
 * is highlighted with a "Most popular" badge.
 */
export function OfficePackages({ section, tone, id }: OfficePackagesProps) {
  const t = useTranslations('sections');
  const format = useFormatter();
  const packages = section.packages ?? [];
  if (packages.length === 0) return null;
  return (
    <SectionShell heading={section.heading} intro={section.intro} tone={tone} id={id}>
      <ul className={cn('items-stretch gap-6 lg:gap-8', packages.length >= 3 ? gridColumns(packages.length, [3, 4]) : 'grid md:grid-cols-2 max-w-4xl mx-auto')}>
        {packages.map((pkg) => (
          <li
            key={pkg._key}
            className={cn(
              cardClassName,
              'relative flex flex-col p-6 sm:p-8',
              pkg.popular && 'border-accent ring-2 ring-accent md:-translate-y-2',
            )}
          >
            {pkg.popular ? (
              <p className="absolute -top-3.5 left-1/2 inline-flex -translate-x-1/2 items-center gap-1.5 rounded-full bg-accent px-3.5 py-1 text-xs font-semibold tracking-wide whitespace-nowrap text-accent-foreground uppercase shadow-sm">
                <Star aria-hidden="true" className="size-3.5 fill-current" />
                {t('mostPopular')}
              </p>
            ) : null}
            <h3 className="text-xl font-semibold text-primary">{pkg.name}</h3>
            {pkg.description ? <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{pkg.description}</p> : null}
            {/* A package of a translation that English lacks has no price to show: prices are set on the English document. */}
            {pkg.priceGbp != null ? (
              <p className="mt-6 flex flex-wrap items-baseline gap-x-2 gap-y-1 border-b border-border pb-6">
                {pkg.from ? <span className="text-sm font-medium text-muted-foreground">{t('from')}</span> : null}
                <span className="font-display text-4xl font-semibold tracking-tight text-primary">
                  {format.number(pkg.priceGbp, { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 })}
                </span>
                <span className="text-sm font-medium text-muted-foreground">{t(PERIOD_KEYS[pkg.period])}</span>
              </p>
            ) : null}
            {pkg.features?.length ? <CheckList items={pkg.features} className="mt-6" /> : null}
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
