import type { ReactNode } from 'react';
import { Container } from '@/components/ui/Container';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { cn } from '@/components/ui/cn';
import { gridColumns } from '@/components/ui/grid-columns';
import type { JurisdictionPageData } from './types';

/** Props of {@link KeyFacts}. */
export type KeyFactsProps = {
  /** The page's key facts: heading, intro and items (label, value). */
  keyFacts: JurisdictionPageData['keyFacts'];
  /** The link to the comparison (`./CompareLink.tsx`), shown after the facts. */
  compareLink: ReactNode;
};

/**
 * A country page's key facts (docs/requirements.md, §2 Country pages): a `<dl>` of label and value cards under
 * the heading `#key-facts`, followed by the comparison link. A page without key facts gets the
 * comparison link alone, centred in a band of its own.
 */
export function KeyFacts({ keyFacts, compareLink }: KeyFactsProps) {
  if (!keyFacts?.items?.length) {
    return (
      <div className="py-10">
        <Container className="flex justify-center">{compareLink}</Container>
      </div>
    );
  }

  return (
    <section aria-labelledby="key-facts" className="bg-muted py-16 sm:py-20">
      <Container>
        <SectionHeading id="key-facts" heading={keyFacts.heading} intro={keyFacts.intro} />
        <dl className={cn('mt-10 gap-4', gridColumns(keyFacts.items.length))}>
          {keyFacts.items.map((fact) => (
            <div key={fact._key} className="rounded-xl border border-border bg-background p-5">
              <dt className="text-sm font-medium text-muted-foreground">{fact.label}</dt>
              <dd className="mt-1 text-lg font-semibold text-primary">{fact.value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-10 text-center">{compareLink}</p>
      </Container>
    </section>
  );
}
