import { PortableText } from '@portabletext/react';
import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { portableTextComponents } from '@/components/sections/portable-text';
import type { SectionOf } from '@/components/sections/types';
import { accordionRootAttrs } from './contract';

/** One FAQ item as the `faqSection` projection returns it. */
export type FaqItem = SectionOf<'faqSection'>['faqs'][number];

/**
 * The FAQ accordion (docs/requirements.md, §2 Accordions): native `<details>` items sharing a `name`, so one item
 * is open at a time and can be closed again, with the answers in the HTML (readable and
 * searchable without JavaScript). `./enhance.ts` adds the WAI-ARIA keys: Home, End and the
 * arrow keys move focus between the questions. Each question is an h3 inside the `<summary>`;
 * the answer is Portable Text. Render it inside `FaqSection`
 * (`components/sections/FaqSection.tsx`), which provides the h2. The items' shared `name` is
 * unique per accordion on the page. Each item carries its FAQ document's `lang`: an FAQ may be
 * translated while the page around it is not.
 */
export function FaqAccordion({ faqs }: { faqs: FaqItem[] }) {
  const name = `faq-${useId()}`;
  return (
    <div
      {...accordionRootAttrs()}
      className="divide-y divide-border overflow-hidden rounded-card border border-border bg-background shadow-card"
    >
      {faqs.map((faq) => (
        <details key={faq._id} name={name} lang={faq.language ?? undefined} className="group">
          <summary className="flex w-full cursor-pointer list-none items-center justify-between gap-4 px-5 py-5 text-left text-base font-semibold text-primary transition-colors group-open:bg-muted hover:bg-muted focus-visible:bg-muted focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring sm:px-6 sm:text-lg motion-reduce:transition-none [&::-webkit-details-marker]:hidden">
            <h3>{faq.question}</h3>
            <span
              aria-hidden="true"
              className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary"
            >
              <ChevronDown className="size-4 transition-transform duration-200 group-open:rotate-180 motion-reduce:transition-none" />
            </span>
          </summary>
          <div className="bg-muted px-5 pt-1 pb-6 text-[0.9375rem] text-muted-foreground sm:px-6 sm:text-base">
            <PortableText value={faq.answer} components={portableTextComponents} />
          </div>
        </details>
      ))}
    </div>
  );
}
