import { useId, type ReactNode } from 'react';
import { ButtonLink, toDarkButtonVariant } from '@/components/ui/Button';
import { Container } from '@/components/ui/Container';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { cn } from '@/components/ui/cn';
import type { CtaData, SectionTone } from './types';

/** Props of {@link CallToAction}. */
export type CallToActionProps = {
  /** A `ctaSection`, or any `{ heading, intro, actions }` such as a country's closing `cta`. */
  section: CtaData;
  tone?: SectionTone;
  id?: string;
  /** Extra content below the buttons, e.g. contact details. */
  children?: ReactNode;
};

/**
 * A closing call to action (docs/requirements.md, §2: service pages, jurisdictions overview, country pages):
 * a rounded navy gradient panel with the h2, intro and buttons. Actions without an href are
 * skipped; styles map for the dark panel (`default` -> accent, `outline` -> hero).
 */
export function CallToAction({ section, tone = 'default', id, children }: CallToActionProps) {
  const headingId = useId();
  const actions = (section.actions ?? []).filter((action): action is typeof action & { href: string } => Boolean(action.href));
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn('py-16 sm:py-20', tone === 'muted' ? 'bg-muted' : 'bg-background')}
    >
      <Container>
        <div className="relative isolate overflow-hidden rounded-2xl bg-primary [&_a:focus-visible]:outline-primary-foreground px-6 py-14 text-center shadow-card sm:px-12 sm:py-16 lg:px-20">
          <div
            aria-hidden="true"
            className="absolute inset-0 -z-10 bg-linear-to-br from-primary via-primary to-[color-mix(in_oklab,var(--color-primary),var(--color-primary-foreground)_16%)]"
          />
          <div aria-hidden="true" className="absolute -bottom-24 -left-24 -z-10 size-72 rounded-full bg-accent/20 blur-3xl" />
          <div aria-hidden="true" className="absolute -top-24 -right-24 -z-10 size-72 rounded-full bg-primary-foreground/10 blur-3xl" />
          <SectionHeading id={headingId} heading={section.heading} intro={section.intro} inverted />
          {actions.length > 0 ? (
            <div className="mt-10 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:flex-wrap sm:items-center">
              {actions.map((action, index) => (
                <ButtonLink key={action._key ?? index} href={action.href} variant={toDarkButtonVariant(action.style)} size="lg">
                  {action.label}
                </ButtonLink>
              ))}
            </div>
          ) : null}
          {children ? <div className="mt-8 text-primary-foreground/85">{children}</div> : null}
        </div>
      </Container>
    </section>
  );
}
