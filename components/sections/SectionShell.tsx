import { useId, type ReactNode } from 'react';
import { slugify } from '@/lib/text/slugify';
import { Container } from '@/components/ui/Container';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { cn } from '@/components/ui/cn';
import type { SectionTone } from './types';

/** Props of {@link SectionShell}. */
export type SectionShellProps = {
  heading: string;
  intro?: string | null;
  tone?: SectionTone;
  /** Anchor id of the `<section>` (optional). */
  id?: string;
  /** Width of the content column; `narrow` for text-heavy sections such as FAQs. */
  width?: 'wide' | 'narrow';
  className?: string;
  children: ReactNode;
};

/**
 * The band every page section sits in: a `<section>` labelled by its `<h2>` (SectionHeading),
 * white or muted background, generous vertical padding and the page container (docs/requirements.md, §2). The
 * heading's id is an anchor made from its text (`slugify`), so links into the page (the site
 * search's among them) say where they lead.
 */
export function SectionShell({ heading, intro, tone = 'default', id, width = 'wide', className, children }: SectionShellProps) {
  // A readable anchor (`#frequently-asked-questions`) rather than React's generated id.
  const generatedId = useId();
  const headingId = id ? `${id}-heading` : slugify(heading) || generatedId;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn('py-16 sm:py-20 lg:py-24', tone === 'muted' ? 'bg-muted' : 'bg-background', className)}
    >
      <Container className={width === 'narrow' ? 'max-w-4xl' : undefined}>
        <SectionHeading id={headingId} heading={heading} intro={intro} />
        <div className="mt-10 sm:mt-12">{children}</div>
      </Container>
    </section>
  );
}
