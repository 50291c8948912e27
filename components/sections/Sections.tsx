import { Fragment } from 'react';
import { BulletList } from './BulletList';
import { CallToAction } from './CallToAction';
import { CardGrid } from './CardGrid';
import { FaqSection } from './FaqSection';
import { Industries } from './Industries';
import { JurisdictionCards } from './JurisdictionCards';
import { Locations } from './Locations';
import { OfficePackages } from './OfficePackages';
import { ProcessSteps } from './ProcessSteps';
import { ProgressSteps } from './ProgressSteps';
import { RichText } from './RichText';
import type { PageSection, SectionTone } from './types';

function renderSection(section: PageSection, tone: SectionTone) {
  switch (section._type) {
    case 'cardGridSection':
      return <CardGrid section={section} tone={tone} />;
    case 'bulletListSection':
      return <BulletList section={section} tone={tone} />;
    case 'processSection':
      return <ProcessSteps section={section} tone={tone} />;
    case 'faqSection':
      return <FaqSection section={section} tone={tone} />;
    case 'officePackagesSection':
      return <OfficePackages section={section} tone={tone} />;
    case 'locationsSection':
      return <Locations section={section} tone={tone} />;
    case 'industriesSection':
      return <Industries section={section} tone={tone} />;
    case 'richTextSection':
      return <RichText section={section} tone={tone} />;
    case 'ctaSection':
      return <CallToAction section={section} tone={tone} />;
    case 'progressSection':
      return <ProgressSteps section={section} tone={tone} />;
    case 'jurisdictionCardsSection':
      return <JurisdictionCards section={section} tone={tone} />;
    default:
      return null;
  }
}

/**
 * A page's sections in document order (docs/requirements.md, §2 service, region, fees, contact and formation
 * pages), each rendered by its `_type` with backgrounds alternating white / muted for rhythm.
 * Unknown types render nothing.
 */
export function Sections({ sections }: { sections: readonly PageSection[] | null | undefined }) {
  if (!sections?.length) return null;
  return (
    <>
      {sections.map((section, index) => (
        <Fragment key={section._key}>{renderSection(section, index % 2 === 0 ? 'default' : 'muted')}</Fragment>
      ))}
    </>
  );
}
