import { SlideshowContract } from './contract';
import { SLIDE_INTERVAL_MS } from './slideshow-timing';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** True when `element` has keyboard-style focus (`:focus-visible`). */
function hasVisibleFocus(element: EventTarget | null): boolean {
  try {
    return element instanceof Element && element.matches(':focus-visible');
  } catch {
    return true;
  }
}

/**
 * The home hero slideshow (docs/requirements.md, §2 Home, §4 Hero slideshow, §9 Timing: 5000 ms per slide, wraps).
 *
 * Autoplay advances every {@link SLIDE_INTERVAL_MS} ms; previous/next wrap; a dot jumps to its
 * slide; any manual change restarts the timer. Autoplay pauses while a mouse hovers the hero or
 * keyboard focus is inside it, is off when the visitor prefers reduced motion, and the
 * play/pause button overrides both. The cross-fade is CSS (`data-[active=true]:opacity-100`).
 *
 * Markup (rendered by `./HeroSlideshow.tsx`, first slide active; names in `./contract.ts`): root
 * `[data-enhance="slideshow"]`; slides `[data-slide]` with `data-active`, `data-title`,
 * `data-subtitle` and `lang`; the caption `[data-slide-caption]` with `[data-slide-title]` and
 * `[data-slide-subtitle]`; dots `button[data-slide-dot]`; `button[data-slide-toggle]` with
 * `data-label-play`/`data-label-pause`; `button[data-slide-prev]`, `button[data-slide-next]`.
 * Slides after the first arrive `hidden` and are shown (still transparent) once the first
 * slide's image has painted.
 */
export function enhanceSlideshow(root: HTMLElement): void {
  const slides = [...root.querySelectorAll<HTMLElement>(SlideshowContract.SlideSelector)];
  const dots = [...root.querySelectorAll<HTMLElement>(SlideshowContract.DotSelector)];
  const caption = root.querySelector<HTMLElement>(SlideshowContract.CaptionSelector);
  const title = root.querySelector<HTMLElement>(SlideshowContract.CaptionTitleSelector);
  const subtitle = root.querySelector<HTMLElement>(SlideshowContract.CaptionSubtitleSelector);
  const toggle = root.querySelector<HTMLElement>(SlideshowContract.ToggleSelector);
  const count = slides.length;
  if (count < 2) return;

  const reducedMotion = window.matchMedia(REDUCED_MOTION);
  let index = 0;
  let choice: 'play' | 'pause' | null = null;
  let hovered = false;
  let focused = false;
  let timer: number | undefined;

  const playing = () => (choice ? choice === 'play' : !reducedMotion.matches);
  const running = () => playing() && !hovered && !focused;

  function render() {
    slides.forEach((slide, i) => {
      const active = i === index;
      if (active) slide.hidden = false;
      slide.setAttribute(SlideshowContract.DataActive, String(active));
      slide.setAttribute('aria-hidden', String(!active));
    });
    dots.forEach((dot, i) => {
      if (i === index) dot.setAttribute('aria-current', 'true');
      else dot.removeAttribute('aria-current');
    });
    const current = slides[index];
    if (title && current) title.textContent = current.getAttribute(SlideshowContract.DataTitle) ?? '';
    if (subtitle && current) subtitle.textContent = current.getAttribute(SlideshowContract.DataSubtitle) ?? '';
    // A slide may be an English fallback on a translated page.
    if (caption && current) caption.lang = current.lang;
    caption?.setAttribute('aria-live', running() ? 'off' : 'polite');
    if (toggle) {
      toggle.setAttribute(SlideshowContract.DataPlaying, String(playing()));
      const label = toggle.getAttribute(playing() ? SlideshowContract.DataLabelPause : SlideshowContract.DataLabelPlay);
      if (label) toggle.setAttribute('aria-label', label);
    }
  }

  /** Renders the state and (re)arms the autoplay timer for a full interval. */
  function update() {
    render();
    window.clearTimeout(timer);
    timer = running() ? window.setTimeout(() => goTo(index + 1), SLIDE_INTERVAL_MS) : undefined;
  }

  function goTo(next: number) {
    index = ((next % count) + count) % count;
    update();
  }

  dots.forEach((dot, i) => dot.addEventListener('click', () => goTo(i)));
  root.querySelector(SlideshowContract.PrevSelector)?.addEventListener('click', () => goTo(index - 1));
  root.querySelector(SlideshowContract.NextSelector)?.addEventListener('click', () => goTo(index + 1));
  toggle?.addEventListener('click', () => {
    choice = playing() ? 'pause' : 'play';
    update();
  });
  root.addEventListener('pointerenter', (event) => {
    if (event.pointerType !== 'mouse') return;
    hovered = true;
    update();
  });
  root.addEventListener('pointerleave', () => {
    hovered = false;
    update();
  });
  root.addEventListener('focusin', (event) => {
    focused = hasVisibleFocus(event.target);
    update();
  });
  root.addEventListener('focusout', (event) => {
    if (root.contains(event.relatedTarget as Node | null)) return;
    focused = false;
    update();
  });
  reducedMotion.addEventListener('change', update);
  revealLaterSlides(slides);
  update();
}

/**
 * Shows the slides after the first, still transparent, once the first slide's image has painted.
 * Later slides are rendered `hidden` so their images wait for the first one (the LCP element).
 * That image is lazy (components/home/HeroImage.tsx), so the window's `load` does not wait for it:
 * the others join the layout once it has decoded and had a frame to paint in, or after half an
 * interval at most. On a phone's connection they would otherwise share its bandwidth (measured in
 * `npm run audit:publish`).
 */
function revealLaterSlides(slides: HTMLElement[]): void {
  const reveal = () => slides.forEach((slide) => (slide.hidden = false));
  const loaded = new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });
  const firstPainted = loaded
    .then(() => slides[0]?.querySelector('img')?.decode())
    .catch(() => undefined)
    .then(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
  void Promise.race([firstPainted, new Promise((resolve) => setTimeout(resolve, SLIDE_INTERVAL_MS / 2))]).then(reveal);
}
