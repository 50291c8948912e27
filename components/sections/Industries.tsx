import { Icon } from '@/components/ui/Icon';
import { cardClassName } from '@/components/ui/Card';
import { cn } from '@/components/ui/cn';
import { lgGridColumns } from '@/components/ui/grid-columns';
import { SectionShell } from './SectionShell';
import type { SectionOf, SectionTone } from './types';

/** Props of {@link Industries}. */
export type IndustriesProps = { section: SectionOf<'industriesSection'>; tone?: SectionTone; id?: string };

/**
 * Industries served (docs/requirements.md, §2 /legal-services: eight industries): a list of icon + name tiles,
 * two columns on phones, four from lg.
 */
export function Industries({ section, tone, id }: IndustriesProps) {
  const industries = section.industries ?? [];
  if (industries.length === 0) return null;
  return (
    <SectionShell heading={section.heading} intro={section.intro} tone={tone} id={id}>
      <ul
        className={cn(
          'grid grid-cols-2 gap-4 lg:gap-6',
          lgGridColumns(industries.length),
          // Two columns below lg: an odd last card takes the whole row.
          industries.length % 2 === 1 && '[&>li:last-child]:col-span-2 lg:[&>li:last-child]:col-span-1',
        )}
      >
        {industries.map((industry) => (
          <li
            key={industry._key}
            className={cn(cardClassName, 'flex flex-col items-center gap-3 px-4 py-6 text-center sm:flex-row sm:text-left')}
          >
            <span aria-hidden="true" className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary">
              <Icon name={industry.icon} className="size-5" />
            </span>
            <span className="min-w-0 text-sm font-semibold text-primary sm:text-base">{industry.name}</span>
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
