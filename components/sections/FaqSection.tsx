import { FaqAccordion } from '@/components/widgets/accordion/FaqAccordion';
import { SectionShell } from './SectionShell';
import type { SectionOf, SectionTone } from './types';

/** Props of {@link FaqSection}. */
export type FaqSectionProps = {
  section: Pick<SectionOf<'faqSection'>, 'heading' | 'intro' | 'faqs'> & { _key?: string };
  tone?: SectionTone;
  id?: string;
};

/**
 * The FAQ section (docs/requirements.md, §2 /legal-services and /virtual-office, §2 Accordions): a band with the h2
 * and intro around the {@link FaqAccordion}. Renders nothing without FAQs.
 */
export function FaqSection({ section, tone, id }: FaqSectionProps) {
  const faqs = section.faqs ?? [];
  if (faqs.length === 0) return null;
  return (
    <SectionShell heading={section.heading} intro={section.intro} tone={tone} id={id} width="narrow">
      <FaqAccordion faqs={faqs} />
    </SectionShell>
  );
}
