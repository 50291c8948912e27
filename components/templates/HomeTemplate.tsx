import { AboutSection } from '@/components/home/AboutSection';
import { HeroSlideshow } from '@/components/widgets/slideshow/HeroSlideshow';
import { ServiceCards } from '@/components/home/ServiceCards';
import type { HomePageData, SiteSettings } from '@/lib/content';
import { DocumentLanguage } from '@/components/i18n/DocumentLanguage';

/** Home (docs/requirements.md, §2 Home): hero slideshow with location dropdown, about statistics, service cards. */
export function HomeTemplate({ home, settings }: { home: HomePageData; settings: SiteSettings }) {
  const page = home.page;
  return (
    <DocumentLanguage language={page?.language}>
      <HeroSlideshow
        slides={home.slides}
        heading={page?.heroHeading ?? ''}
        locations={page?.locations ?? []}
        locationPrompt={page?.locationPrompt ?? ''}
        emailHref={settings.emailHref}
      />
      <AboutSection heading={page?.aboutHeading ?? ''} paragraphs={page?.aboutParagraphs ?? []} stats={home.stats} />
      <ServiceCards heading={page?.servicesHeading ?? ''} intro={page?.servicesIntro ?? null} services={home.services} />
    </DocumentLanguage>
  );
}
