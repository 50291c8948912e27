import { ArrowRight, ChevronLeft, ChevronRight, Mail, Pause, Play } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { ButtonLink } from '@/components/ui/Button';
import { Container } from '@/components/ui/Container';
import type { HomePageQueryResult } from '@/lib/content/sanity.types';
import { HeroImage } from '@/components/home/HeroImage';
import { LocationSelect } from '../location-select/LocationSelect';
import {
  slideAttrs,
  slideCaptionAttrs,
  slideDotAttrs,
  slideNextAttrs,
  slidePrevAttrs,
  slideshowRootAttrs,
  slideSubtitleAttrs,
  slideTitleAttrs,
  slideToggleAttrs,
} from './contract';
import { SLIDE_FADE_MS } from './slideshow-timing';

/** Props of {@link HeroSlideshow}. */
export type HeroSlideshowProps = {
  /** Slides in display order; the first one is shown on the server and without JavaScript. */
  slides: HomePageQueryResult['slides'];
  /** The page's `<h1>`. */
  heading: string;
  /** Country pages for the location dropdown, `slug` without a leading slash. */
  locations: readonly { name: string; slug: string }[];
  /** Disabled first option of the location dropdown. */
  locationPrompt: string;
  /** The Email button's `mailto:` link, from the site settings query. */
  emailHref: string;
};

const CONTROL_CLASS =
  'inline-flex size-11 items-center justify-center rounded-full border border-primary-foreground/40 bg-primary/40 text-primary-foreground backdrop-blur-sm transition-colors hover:border-primary-foreground/70 hover:bg-primary-foreground/20 focus-visible:outline-primary-foreground motion-reduce:transition-none';

/**
 * The home page hero (spec §2 Home, §4 Hero slideshow, §9): full-width slide images that
 * cross-fade in {@link SLIDE_FADE_MS} ms under a navy gradient, with the page heading, the
 * current slide's title and subtitle, the location dropdown, a Contact us button (/contact) and
 * an Email button (`mailto:`).
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
 */
export function HeroSlideshow({ slides, heading, locations, locationPrompt, emailHref }: HeroSlideshowProps) {
  const t = useTranslations('hero');
  const tc = useTranslations('common');
  const count = slides.length;
  const current = slides[0];

  return (
    <section
      {...slideshowRootAttrs()}
      aria-roledescription="carousel"
      aria-label={t('slideshow')}
      className="relative isolate flex min-h-[560px] flex-col overflow-hidden bg-primary text-primary-foreground lg:min-h-[80vh]"
    >
      <div className="absolute inset-0 -z-10">
        {slides.map((slide, i) => {
          const isActive = i === 0;
          return (
            <div
              key={slide._id}
              data-testid="hero-slide"
              {...slideAttrs({ language: slide.language, title: slide.title, subtitle: slide.subtitle, active: isActive })}
              role="group"
              aria-roledescription="slide"
              aria-label={t('slideOf', { number: i + 1, total: count })}
              aria-hidden={!isActive}
              // Later slides stay out of the layout until the page has loaded, so their images
              // do not compete with the first one, the page's LCP element.
              hidden={!isActive}
              style={{ transitionDuration: `${SLIDE_FADE_MS}ms` }}
              className="absolute inset-0 opacity-0 transition-opacity ease-in-out data-[active=true]:opacity-100 motion-reduce:transition-none"
            >
              {slide.imageUrl ? (
                <HeroImage url={slide.imageUrl} alt={slide.imageAlt ?? slide.title ?? ''} crop={slide.imageCrop} hotspot={slide.imageHotspot} priority={i === 0} />
              ) : null}
            </div>
          );
        })}
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-linear-to-b from-primary/85 via-primary/70 to-primary/90 lg:bg-linear-to-r lg:from-primary/95 lg:via-primary/75 lg:to-primary/25"
        />
      </div>

      {/* Top-aligned on phones, where the text fills the hero anyway: centred, a phone on a slow
          network painted the half-parsed block (its first line alone) 170 px lower, then moved it
          up as the rest arrived, a layout shift. */}
      <Container className="flex flex-1 flex-col justify-start pt-16 pb-32 sm:pt-20 md:justify-center lg:pt-24 lg:pb-36">
        <div className="max-w-2xl">
          <span aria-hidden="true" className="mb-6 block h-1 w-14 rounded-full bg-accent" />
          <h1 className="font-display text-4xl leading-tight font-semibold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            {heading}
          </h1>
          {current ? (
            <div {...slideCaptionAttrs()} lang={current.language} aria-live="off" aria-atomic="true" className="mt-6 space-y-2">
              <p {...slideTitleAttrs()} className="text-2xl font-semibold text-accent sm:text-3xl">
                {current.title}
              </p>
              <p {...slideSubtitleAttrs()} className="text-lg leading-relaxed text-primary-foreground/90 sm:text-xl">
                {current.subtitle}
              </p>
            </div>
          ) : null}

          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center">
            <LocationSelect locations={locations} prompt={locationPrompt} className="sm:w-72" />
            <div className="flex flex-wrap gap-3 *:flex-1 sm:*:flex-none">
              <ButtonLink href="/contact" variant="accent" size="lg">
                {tc('contactUs')}
                <ArrowRight aria-hidden="true" />
              </ButtonLink>
              <ButtonLink href={emailHref} variant="hero" size="lg">
                <Mail aria-hidden="true" />
                {tc('email')}
              </ButtonLink>
            </div>
          </div>
        </div>
      </Container>

      {count > 1 ? (
        <Container className="absolute inset-x-0 bottom-0 flex items-center justify-between gap-4 pb-6 sm:pb-8">
          <ul className="flex items-center gap-1">
            {slides.map((slide, i) => (
              <li key={slide._id}>
                <button
                  type="button"
                  {...slideDotAttrs()}
                  aria-label={t('goTo', { number: i + 1, title: slide.title })}
                  aria-current={i === 0 ? 'true' : undefined}
                  className="group flex h-11 items-center justify-center rounded-full px-1.5 focus-visible:outline-primary-foreground"
                >
                  <span
                    aria-hidden="true"
                    className="block h-2.5 w-2.5 rounded-full bg-primary-foreground/50 transition-all group-hover:bg-primary-foreground/80 group-aria-[current=true]:w-8 group-aria-[current=true]:bg-accent motion-reduce:transition-none"
                  />
                </button>
              </li>
            ))}
          </ul>
          <div className="flex items-center gap-2">
            <button
              type="button"
              {...slideToggleAttrs({ pause: t('pause'), play: t('play') })}
              aria-label={t('pause')}
              className={`group ${CONTROL_CLASS}`}
            >
              <Pause aria-hidden="true" className="size-4 group-data-[playing=false]:hidden" />
              <Play aria-hidden="true" className="hidden size-4 group-data-[playing=false]:block" />
            </button>
            <button type="button" {...slidePrevAttrs()} aria-label={t('previous')} className={CONTROL_CLASS}>
              <ChevronLeft aria-hidden="true" className="size-5" />
            </button>
            <button type="button" {...slideNextAttrs()} aria-label={t('next')} className={CONTROL_CLASS}>
              <ChevronRight aria-hidden="true" className="size-5" />
            </button>
          </div>
        </Container>
      ) : null}
    </section>
  );
}
