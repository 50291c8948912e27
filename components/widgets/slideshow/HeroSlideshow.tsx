import { useTranslations } from 'next-intl';
import type { HomePageQueryResult } from '@/lib/content/sanity.types';
import { slideshowRootAttrs } from './contract';
import { HeroPanel, type HeroPanelProps } from './HeroPanel';
import { HeroSlides } from './HeroSlides';
import { SlideControls } from './SlideControls';

/** Props of {@link HeroSlideshow}: the panel's, with the slides instead of the current one. */
export type HeroSlideshowProps = Omit<HeroPanelProps, 'current'> & {
  /** Slides in display order; the first one is shown on the server and without JavaScript. */
  slides: HomePageQueryResult['slides'];
};

/**
 * The home page hero (docs/requirements.md, §2 Home, §4 Hero slideshow, §9 Timing): full-width slide images that
 * cross-fade in `SLIDE_FADE_MS` ms (`./slideshow-timing`) under a navy gradient, with the page
 * heading, the current slide's title and subtitle, the location dropdown, a Contact us button
 * (/contact) and an Email button (`mailto:`).
 *
 * The server renders the first slide active; `./enhance.ts` runs autoplay (every
 * `SLIDE_INTERVAL_MS` of `./slideshow-timing`, 5000 ms, wrapping), the arrows, the dots (the
 * active dot has `aria-current`) and the play/pause button, and pauses on hover, keyboard focus
 * and reduced motion. State lives in attributes only, named in `./contract.ts`: each slide
 * wrapper has `data-testid="hero-slide"`, `data-active="true|false"` and its caption in
 * `data-title`/`data-subtitle`. The Tailwind variants that style them (`data-[active=true]:`,
 * `group-data-[playing=false]:`) have to spell the names out; `tests/unit/widget-contracts.test.ts`
 * checks them against the contract. Slides after the first are `hidden` until the window's `load`
 * event, so only the first image loads with the page (mobile LCP under 1.2 s).
 *
 * It is the carousel's root (`slideshowRootAttrs`) around three parts: {@link HeroSlides} (the
 * images and gradient), {@link HeroPanel} (heading, caption, location dropdown and buttons) and
 * {@link SlideControls} (dots, play/pause, arrows; only for two slides or more).
 */
export function HeroSlideshow({ slides, heading, locations, locationPrompt, emailHref }: HeroSlideshowProps) {
  const t = useTranslations('hero');

  return (
    <section
      {...slideshowRootAttrs()}
      aria-roledescription="carousel"
      aria-label={t('slideshow')}
      className="relative isolate flex min-h-[560px] flex-col overflow-hidden bg-primary text-primary-foreground lg:min-h-[80vh]"
    >
      <HeroSlides slides={slides} />
      <HeroPanel heading={heading} current={slides[0]} locations={locations} locationPrompt={locationPrompt} emailHref={emailHref} />
      <SlideControls slides={slides} />
    </section>
  );
}
