import { PageHero } from '@/components/sections/PageHero';
import { Sections } from '@/components/sections/Sections';
import { StatsBar } from '@/components/sections/StatsBar';
import type { RegionPageQueryResult } from '@/lib/content/sanity.types';
import { DocumentLanguage } from '@/components/i18n/DocumentLanguage';

/**
 * A region page (docs/requirements.md, §2 Jurisdictions overview and regions): hero with the flags of the region's countries (the
 * hero's icon when it has none), optional headline figures, then its sections;
 * marked `lang="en"` when the region has no version in the locale.
 */
export function RegionTemplate({ page }: { page: NonNullable<RegionPageQueryResult> }) {
  return (
    <DocumentLanguage language={page.language}>
      <PageHero
        hero={page.hero}
        visual={page.flags.length > 0 ? { kind: 'flags', countryCodes: page.flags.map((flag) => flag.countryCode) } : null}
      />
      {page.stats && page.stats.length > 0 ? <StatsBar stats={page.stats} /> : null}
      <Sections sections={page.sections} />
    </DocumentLanguage>
  );
}
