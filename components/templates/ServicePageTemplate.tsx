import { PageHero } from '@/components/sections/PageHero';
import { Sections } from '@/components/sections/Sections';
import type { ServicePageQueryResult } from '@/lib/content/sanity.types';

/**
 * A section-built page (spec §2 Service pages, Fees, Jurisdictions overview): hero, then the
 * document's sections in order.
 */
export function ServicePageTemplate({ page }: { page: NonNullable<ServicePageQueryResult> }) {
  return (
    <>
      <PageHero hero={page.hero} />
      <Sections sections={page.sections} />
    </>
  );
}
