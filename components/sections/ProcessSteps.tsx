import { useTranslations } from 'next-intl';
import { Clock } from 'lucide-react';
import { cardClassName } from '@/components/ui/Card';
import { cn } from '@/components/ui/cn';
import { SectionShell } from './SectionShell';
import type { ProcessData, SectionTone } from './types';
import { gridColumns } from '@/components/ui/grid-columns';


/** Props of {@link ProcessSteps}. */
export type ProcessStepsProps = { section: ProcessData; tone?: SectionTone; id?: string };

/**
 * A numbered process (docs/requirements.md, §2 four-step processes, a country's six-step Registration Process):
 * an `<ol>` of cards, each with a number badge, the step label, the title (h3), an optional
 * timeline with a clock icon and an optional description. 4 steps -> 4 columns on lg, 6 -> 3.
 */
export function ProcessSteps({ section, tone, id }: ProcessStepsProps) {
  const t = useTranslations('sections');
  const steps = section.steps ?? [];
  if (steps.length === 0) return null;
  return (
    <SectionShell heading={section.heading} intro={section.intro} tone={tone} id={id}>
      <ol className={cn('gap-5 lg:gap-6', gridColumns(steps.length, steps.length % 4 === 0 ? [4, 3] : [3, 4]))}>
        {steps.map((step, index) => (
          <li key={step._key} className={cn(cardClassName, 'relative flex flex-col p-6 sm:p-7')}>
            <div className="flex items-center gap-3">
              <span
                aria-hidden="true"
                className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-primary font-display text-lg font-semibold text-primary-foreground ring-4 ring-primary-soft"
              >
                {index + 1}
              </span>
              <span className="text-xs font-semibold uppercase tracking-wider text-muted-foreground">
                {t('step', { number: index + 1 })}
              </span>
            </div>
            <h3 className="mt-5 text-lg font-semibold text-primary text-balance">{step.title}</h3>
            {step.timeline ? (
              <p className="mt-2 inline-flex items-center gap-1.5 text-sm font-medium text-foreground">
                <Clock aria-hidden="true" className="size-4 text-primary" />
                <span className="sr-only">
                  {t('timeline')}{' '}
                </span>
                <span>{step.timeline}</span>
              </p>
            ) : null}
            {step.description ? (
              <p className="mt-3 text-[0.9375rem] leading-relaxed text-muted-foreground">{step.description}</p>
            ) : null}
          </li>
        ))}
      </ol>
    </SectionShell>
  );
}
