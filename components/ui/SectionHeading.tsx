import { cn } from './cn';

/** Props of {@link SectionHeading}. */
export type SectionHeadingProps = {
  heading: string;
  intro?: string | null;
  eyebrow?: string | null;
  align?: 'left' | 'center';
  /** id of the h2, for `aria-labelledby` on the enclosing section. */
  id?: string;
  /** Light text for dark (navy) backgrounds. */
  inverted?: boolean;
  className?: string;
};

/**
 * A section's heading block: optional eyebrow, the `<h2>` and an optional intro paragraph,
 * centred by default. Every section below the page's single h1 starts with one, so the headings outline the page.
 */
export function SectionHeading({ heading, intro, eyebrow, align = 'center', id, inverted = false, className }: SectionHeadingProps) {
  const centered = align === 'center';
  return (
    <div className={cn('max-w-3xl', centered && 'mx-auto text-center', className)}>
      {eyebrow ? (
        <p
          className={cn(
            'mb-3 text-sm font-semibold uppercase tracking-wider',
            inverted ? 'text-accent' : 'text-primary',
          )}
        >
          {eyebrow}
        </p>
      ) : null}
      <h2
        id={id}
        className={cn(
          'font-display text-3xl font-semibold tracking-tight text-balance sm:text-4xl',
          inverted ? 'text-primary-foreground' : 'text-primary',
        )}
      >
        {heading}
      </h2>
      <span aria-hidden="true" className={cn('mt-4 block h-1 w-12 rounded-full bg-accent', centered && 'mx-auto')} />
      {intro ? (
        <p
          className={cn(
            'mt-5 text-base leading-relaxed text-pretty sm:text-lg',
            inverted ? 'text-primary-foreground/85' : 'text-muted-foreground',
          )}
        >
          {intro}
        </p>
      ) : null}
    </div>
  );
}
