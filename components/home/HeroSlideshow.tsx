'use client';

import { ArrowRight, ChevronLeft, ChevronRight, Mail, Pause, Play } from 'lucide-react';
import Image from 'next/image';
import { useTranslations } from 'next-intl';
import { useEffect, useState, useSyncExternalStore, type FocusEvent, type PointerEvent } from 'react';
import { ButtonLink } from '@/components/ui/Button';
import { Container } from '@/components/ui/Container';
import type { HomePageQueryResult } from '@/lib/content/sanity.types';
import { LocationSelect } from './LocationSelect';
import { SLIDE_FADE_MS, SLIDE_INTERVAL_MS } from './slideshow-timing';

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

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** True when the visitor asks for reduced motion; false on the server. */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

/** True when `element` has keyboard-style focus (`:focus-visible`). */
function hasVisibleFocus(element: EventTarget): boolean {
  try {
    return element instanceof Element && element.matches(':focus-visible');
  } catch {
    return true;
  }
}

const CONTROL_CLASS =
  'inline-flex size-11 items-center justify-center rounded-full border border-primary-foreground/40 bg-primary/40 text-primary-foreground backdrop-blur-sm transition-colors hover:border-primary-foreground/70 hover:bg-primary-foreground/20 focus-visible:outline-primary-foreground motion-reduce:transition-none';

/**
 * The home page hero (spec §2 Home, §4 Hero slideshow, §9): full-width slide images that
 * cross-fade in {@link SLIDE_FADE_MS} ms under a navy gradient, with the page heading, the
 * current slide's title and subtitle, the location dropdown, a Contact us button (/contact) and
 * an Email button (`mailto:`).
 *
 * Autoplay advances every {@link SLIDE_INTERVAL_MS} ms and wraps; previous/next arrows wrap;
 * dots jump to a slide (the active dot has `aria-current`); a manual change restarts the timer.
 * Autoplay is paused while the mouse hovers the hero or keyboard focus is inside it, is off
 * when the visitor prefers reduced motion, and can be paused or started with a button.
 * Each slide wrapper has `data-testid="hero-slide"` and `data-active="true|false"`.
 */
export function HeroSlideshow({ slides, heading, locations, locationPrompt, emailHref }: HeroSlideshowProps) {
  const t = useTranslations('hero');
  const tc = useTranslations('common');
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const [restarts, setRestarts] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const reducedMotion = usePrefersReducedMotion();

  const active = count > 0 ? index % count : 0;
  const current = slides[active];
  const playing = count > 1 && (choice ? choice === 'play' : !reducedMotion);
  const running = playing && !hovered && !focused;

  useEffect(() => {
    if (!running) return;
    const timer = window.setTimeout(() => setIndex((value) => (value + 1) % count), SLIDE_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [running, index, count, restarts]);

  function goTo(next: number) {
    setIndex(((next % count) + count) % count);
    setRestarts((value) => value + 1);
  }

  function onPointerEnter(event: PointerEvent) {
    if (event.pointerType === 'mouse') setHovered(true);
  }

  function onFocus(event: FocusEvent) {
    setFocused(hasVisibleFocus(event.target));
  }

  function onBlur(event: FocusEvent<HTMLElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  }

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('slideshow')}
      onPointerEnter={onPointerEnter}
      onPointerLeave={() => setHovered(false)}
      onFocus={onFocus}
      onBlur={onBlur}
      className="relative isolate flex min-h-[560px] flex-col overflow-hidden bg-primary text-primary-foreground lg:min-h-[80vh]"
    >
      <div className="absolute inset-0 -z-10">
        {slides.map((slide, i) => {
          const isActive = i === active;
          return (
            <div
              key={slide._id}
              data-testid="hero-slide"
              data-active={isActive ? 'true' : 'false'}
              role="group"
              aria-roledescription="slide"
              aria-label={t('slideOf', { number: i + 1, total: count })}
              aria-hidden={!isActive}
              style={{ transitionDuration: `${SLIDE_FADE_MS}ms` }}
              className={`absolute inset-0 transition-opacity ease-in-out motion-reduce:transition-none ${
                isActive ? 'opacity-100' : 'opacity-0'
              }`}
            >
              {slide.imageUrl ? (
                <Image
                  src={slide.imageUrl}
                  alt={slide.imageAlt}
                  fill
                  unoptimized
                  sizes="100vw"
                  preload={i === 0}
                  className="object-cover"
                />
              ) : null}
            </div>
          );
        })}
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-linear-to-b from-primary/85 via-primary/70 to-primary/90 lg:bg-linear-to-r lg:from-primary/95 lg:via-primary/75 lg:to-primary/25"
        />
      </div>

      <Container className="flex flex-1 flex-col justify-center pt-16 pb-32 sm:pt-20 lg:pt-24 lg:pb-36">
        <div className="max-w-2xl">
          <span aria-hidden="true" className="mb-6 block h-1 w-14 rounded-full bg-accent" />
          <h1 className="font-display text-4xl leading-tight font-semibold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            {heading}
          </h1>
          {current ? (
            <div aria-live={running ? 'off' : 'polite'} aria-atomic="true" className="mt-6 space-y-2">
              <p className="text-2xl font-semibold text-accent sm:text-3xl">{current.title}</p>
              <p className="text-lg leading-relaxed text-primary-foreground/90 sm:text-xl">{current.subtitle}</p>
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
            {slides.map((slide, i) => {
              const isActive = i === active;
              return (
                <li key={slide._id}>
                  <button
                    type="button"
                    aria-label={t('goTo', { number: i + 1, title: slide.title })}
                    aria-current={isActive ? 'true' : undefined}
                    onClick={() => goTo(i)}
                    className="group flex h-11 items-center justify-center rounded-full px-1.5 focus-visible:outline-primary-foreground"
                  >
                    <span
                      aria-hidden="true"
                      className={`block h-2.5 rounded-full transition-all motion-reduce:transition-none ${
                        isActive ? 'w-8 bg-accent' : 'w-2.5 bg-primary-foreground/50 group-hover:bg-primary-foreground/80'
                      }`}
                    />
                  </button>
                </li>
              );
            })}
          </ul>
          <div className="flex items-center gap-2">
            <button
              type="button"
              aria-label={playing ? t('pause') : t('play')}
              onClick={() => setChoice(playing ? 'pause' : 'play')}
              className={CONTROL_CLASS}
            >
              {playing ? <Pause aria-hidden="true" className="size-4" /> : <Play aria-hidden="true" className="size-4" />}
            </button>
            <button type="button" aria-label={t('previous')} onClick={() => goTo(active - 1)} className={CONTROL_CLASS}>
              <ChevronLeft aria-hidden="true" className="size-5" />
            </button>
            <button type="button" aria-label={t('next')} onClick={() => goTo(active + 1)} className={CONTROL_CLASS}>
              <ChevronRight aria-hidden="true" className="size-5" />
            </button>
          </div>
        </Container>
      ) : null}
    </section>
  );
}
