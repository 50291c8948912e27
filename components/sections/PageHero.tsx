import type { ReactNode } from 'react';
import { ButtonLink, toDarkButtonVariant } from '@/components/ui/Button';
import { Container } from '@/components/ui/Container';
import { HeroVisual, type HeroVisualData } from './HeroVisual';
import type { HeroData } from './types';

/** Props of {@link PageHero}. */
export type PageHeroProps = {
  hero: HeroData;
  /** Shown above the eyebrow, e.g. a breadcrumb `<nav>`. */
  breadcrumb?: ReactNode;
  /** Extra content below the actions. */
  children?: ReactNode;
  /**
   * The picture on the right from the `lg` breakpoint; without one, the
   * hero's own `icon`, if the editor chose one.
   */
  visual?: HeroVisualData | null;
};

/**
 * The hero band at the top of every inner page (docs/requirements.md, §2 Service pages, regions, country pages):
 * navy background with a subtle gradient and dot pattern, optional eyebrow, the page's only
 * `<h1>`, intro and action buttons. Actions without an href are skipped; on the dark band the
 * `default` style shows as `accent` and `outline` as `hero`. On wide screens a flag, flag mosaic
 * or icon fills the right half ({@link HeroVisual}).
 */
export function PageHero({ hero, breadcrumb, children, visual }: PageHeroProps) {
  const shown = visual ?? (hero.icon ? { kind: 'icon' as const, icon: hero.icon } : null);
  const actions = (hero.actions ?? []).filter((action): action is typeof action & { href: string } => Boolean(action.href));
  return (
    <section className="relative isolate overflow-hidden bg-primary text-primary-foreground">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-linear-to-br from-primary via-primary to-[color-mix(in_oklab,var(--color-primary),var(--color-primary-foreground)_14%)]"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_1px_1px,color-mix(in_oklab,var(--color-primary-foreground)_12%,transparent)_1px,transparent_0)] bg-size-[28px_28px] mask-[linear-gradient(to_bottom,black,transparent)]"
      />
      <div
        aria-hidden="true"
        className="absolute -top-32 -right-32 -z-10 size-96 rounded-full bg-accent/15 blur-3xl"
      />
      <Container className="flex items-center justify-between gap-12 py-16 sm:py-20 lg:py-28 [&_a:focus-visible]:outline-primary-foreground">
        <div className="max-w-3xl">
          {breadcrumb ? <div className="mb-6 text-sm text-primary-foreground/80">{breadcrumb}</div> : null}
          {hero.eyebrow ? (
            <p className="mb-4 flex items-center gap-3 text-sm font-semibold uppercase tracking-wider text-accent">
              <span aria-hidden="true" className="h-px w-8 bg-accent" />
              {hero.eyebrow}
            </p>
          ) : null}
          <h1 className="font-display text-4xl font-semibold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            {hero.heading}
          </h1>
          {hero.intro ? (
            <p className="mt-6 max-w-2xl text-lg leading-relaxed text-pretty text-primary-foreground/85 sm:text-xl">
              {hero.intro}
            </p>
          ) : null}
          {actions.length > 0 ? (
            <div className="mt-10 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
              {actions.map((action) => (
                <ButtonLink key={action._key} href={action.href} variant={toDarkButtonVariant(action.style)} size="lg">
                  {action.label}
                </ButtonLink>
              ))}
            </div>
          ) : null}
          {children ? <div className="mt-10">{children}</div> : null}
        </div>
        {shown ? <HeroVisual visual={shown} /> : null}
      </Container>
    </section>
  );
}
