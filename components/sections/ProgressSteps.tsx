import { useId } from 'react';
import { Container } from '@/components/ui/Container';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { cn } from '@/components/ui/cn';
import type { SectionOf, SectionTone } from './types';

/** Props of {@link ProgressSteps}. */
export type ProgressStepsProps = {
  section: Pick<SectionOf<'progressSection'>, 'heading' | 'intro' | 'steps' | 'activeStep'> & { _key?: string };
  tone?: SectionTone;
  id?: string;
};

/**
 * A progress display (docs/requirements.md, §2 /company-formation: fill in form, complete payment, we register
 * the company, receive CVR number): an `<ol>` of numbered circles joined by a line, horizontal
 * from sm and stacked on phones. Step `activeStep` (1-based) is highlighted and carries
 * aria-current="step"; the others are muted.
 */
export function ProgressSteps({ section, tone = 'default', id }: ProgressStepsProps) {
  const headingId = useId();
  const steps = section.steps ?? [];
  if (steps.length === 0) return null;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn('py-12 sm:py-16', tone === 'muted' ? 'bg-muted' : 'bg-background')}
    >
      <Container className="max-w-5xl">
        <SectionHeading id={headingId} heading={section.heading} intro={section.intro} />
        <ol className="mt-10 flex flex-col gap-6 sm:flex-row sm:gap-0">
          {steps.map((step, index) => {
            const number = index + 1;
            const active = number === section.activeStep;
            return (
              <li
                key={`${index}-${step}`}
                aria-current={active ? 'step' : undefined}
                className="relative flex items-center gap-4 sm:flex-1 sm:flex-col sm:gap-3 sm:px-2 sm:text-center"
              >
                {index > 0 ? (
                  <span
                    aria-hidden="true"
                    className="absolute top-5.5 right-1/2 hidden h-0.5 w-full bg-border sm:block"
                  />
                ) : null}
                <span
                  aria-hidden="true"
                  className={cn(
                    'relative z-10 inline-flex size-11 shrink-0 items-center justify-center rounded-full border-2 font-semibold',
                    active
                      ? 'border-primary bg-primary text-primary-foreground ring-4 ring-primary-soft'
                      : 'border-border bg-background text-muted-foreground',
                  )}
                >
                  {number}
                </span>
                {/* No "Step n" label: the page is Danish in every locale and the <ol> numbers the steps. */}
                <span className={cn('text-sm sm:text-base', active ? 'font-semibold text-foreground' : 'text-muted-foreground')}>
                  {step}
                </span>
              </li>
            );
          })}
        </ol>
      </Container>
    </section>
  );
}
