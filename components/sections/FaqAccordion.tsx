'use client';

import * as Accordion from '@radix-ui/react-accordion';
import { PortableText } from '@portabletext/react';
import { ChevronDown } from 'lucide-react';
import { portableTextComponents } from './portable-text';
import type { SectionOf } from './types';

/** One FAQ item as the `faqSection` projection returns it. */
export type FaqItem = SectionOf<'faqSection'>['faqs'][number];

/**
 * The FAQ accordion (spec §2 Accordions): Radix `type="single" collapsible`, so one item is
 * open at a time and can be closed again; Home, End and the arrow keys move focus between the
 * triggers. Each question is a button inside an h3; the answer is Portable Text. Render it
 * inside {@link FaqSection} (server) which provides the h2.
 */
export function FaqAccordion({ faqs }: { faqs: FaqItem[] }) {
  return (
    <Accordion.Root
      type="single"
      collapsible
      className="divide-y divide-border overflow-hidden rounded-card border border-border bg-background shadow-card"
    >
      {faqs.map((faq) => (
        <Accordion.Item key={faq._id} value={faq._id}>
          <Accordion.Header>
            <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-5 text-left text-base font-semibold text-primary transition-colors hover:bg-muted focus-visible:bg-muted focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring sm:px-6 sm:text-lg data-[state=open]:bg-muted motion-reduce:transition-none">
              <span>{faq.question}</span>
              <span
                aria-hidden="true"
                className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary"
              >
                <ChevronDown className="size-4 transition-transform duration-200 group-data-[state=open]:rotate-180 motion-reduce:transition-none" />
              </span>
            </Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content className="overflow-hidden bg-muted text-[0.9375rem] text-muted-foreground sm:text-base">
            <div className="px-5 pt-1 pb-6 sm:px-6">
              <PortableText value={faq.answer} components={portableTextComponents} />
            </div>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
