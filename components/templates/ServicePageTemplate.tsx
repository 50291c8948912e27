import { PageHero } from '@/components/sections/PageHero';
import { JsonLd } from '@/components/seo/JsonLd';
import { Sections } from '@/components/sections/Sections';
import type { ServicePageQueryResult } from '@/lib/content/sanity.types';
import { faqPageData, portableTextToPlain } from '@/lib/seo/structured-data';
import { DocumentLanguage } from '@/components/i18n/DocumentLanguage';

/**
 * A section-built page (docs/requirements.md, §2 Service pages, §2 Jurisdictions overview and regions): hero, then the
 * document's sections in order, marked `lang="en"` when the page has no version in the locale.
 */
export function ServicePageTemplate({ page }: { page: NonNullable<ServicePageQueryResult> }) {
  const faqs = (page.sections ?? []).flatMap((section) =>
    section._type === 'faqSection' ? section.faqs.map((faq) => ({ question: faq.question, answer: portableTextToPlain(faq.answer) })) : [],
  );
  return (
    <>
      {faqs.length > 0 ? <JsonLd data={faqPageData(faqs)} /> : null}
      <DocumentLanguage language={page.language}>
        <PageHero hero={page.hero} />
        <Sections sections={page.sections} />
      </DocumentLanguage>
    </>
  );
}
