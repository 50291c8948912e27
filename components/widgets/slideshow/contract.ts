import { WidgetContract } from '../contract';

/** The hero slideshow's names (`./HeroSlideshow.tsx`, `./enhance.ts`). */
export enum SlideshowContract {
  /** `data-enhance` on the root; the registry's key. */
  Name = 'slideshow',
  /** Each slide's wrapper; it also carries `lang` (a slide may be an English fallback). */
  DataSlide = 'data-slide',
  /** On a slide: its caption's title, copied into the caption when it becomes active. */
  DataTitle = 'data-title',
  /** On a slide: its caption's subtitle, likewise. */
  DataSubtitle = 'data-subtitle',
  /** On a slide: `"true"` or `"false"`, set by the enhancer; CSS fades (`data-[active=true]:`). */
  DataActive = 'data-active',
  /** The caption (`aria-live`), holding the title and subtitle elements. */
  DataCaption = 'data-slide-caption',
  /** The caption's title element. */
  DataCaptionTitle = 'data-slide-title',
  /** The caption's subtitle element. */
  DataCaptionSubtitle = 'data-slide-subtitle',
  /** A dot button, one per slide in slide order. */
  DataDot = 'data-slide-dot',
  /** The play/pause button. */
  DataToggle = 'data-slide-toggle',
  /** On the play/pause button: `"true"` or `"false"`, set by the enhancer; CSS shows its icon. */
  DataPlaying = 'data-playing',
  /** On the play/pause button: its `aria-label` while playing. */
  DataLabelPause = 'data-label-pause',
  /** On the play/pause button: its `aria-label` while paused. */
  DataLabelPlay = 'data-label-play',
  /** The previous-slide button. */
  DataPrev = 'data-slide-prev',
  /** The next-slide button. */
  DataNext = 'data-slide-next',

  // Selectors of the marked elements, for the enhancer, the tests and scripts/lib.
  SlideSelector = `[${DataSlide}]`,
  CaptionSelector = `[${DataCaption}]`,
  CaptionTitleSelector = `[${DataCaptionTitle}]`,
  CaptionSubtitleSelector = `[${DataCaptionSubtitle}]`,
  DotSelector = `[${DataDot}]`,
  ToggleSelector = `[${DataToggle}]`,
  PrevSelector = `[${DataPrev}]`,
  NextSelector = `[${DataNext}]`,
}

/** Attributes of the slideshow's root element. */
export function slideshowRootAttrs() {
  return { [WidgetContract.DataEnhance]: SlideshowContract.Name } as const;
}

/** Attributes of a slide's wrapper, `lang` included. */
export function slideAttrs({ language, title, subtitle, active }: { language: string; title: string; subtitle: string; active: boolean }) {
  return {
    [SlideshowContract.DataSlide]: '',
    lang: language,
    [SlideshowContract.DataTitle]: title,
    [SlideshowContract.DataSubtitle]: subtitle,
    [SlideshowContract.DataActive]: active ? 'true' : 'false',
    // The enhancer shows every slide (`hidden`) before React hydrates this markup (`next dev`):
    // React keeps the DOM's attribute without a mismatch warning.
    suppressHydrationWarning: true,
  } as const;
}

/** Marks the caption. */
export function slideCaptionAttrs() {
  return { [SlideshowContract.DataCaption]: '' } as const;
}

/** Marks the caption's title. */
export function slideTitleAttrs() {
  return { [SlideshowContract.DataCaptionTitle]: '' } as const;
}

/** Marks the caption's subtitle. */
export function slideSubtitleAttrs() {
  return { [SlideshowContract.DataCaptionSubtitle]: '' } as const;
}

/** Marks a dot button. */
export function slideDotAttrs() {
  return { [SlideshowContract.DataDot]: '' } as const;
}

/** The play/pause button's attributes as the server renders it (playing), with its two labels. */
export function slideToggleAttrs({ pause, play }: { pause: string; play: string }) {
  return {
    [SlideshowContract.DataToggle]: '',
    [SlideshowContract.DataPlaying]: 'true',
    [SlideshowContract.DataLabelPause]: pause,
    [SlideshowContract.DataLabelPlay]: play,
  } as const;
}

/** Marks the previous-slide button. */
export function slidePrevAttrs() {
  return { [SlideshowContract.DataPrev]: '' } as const;
}

/** Marks the next-slide button. */
export function slideNextAttrs() {
  return { [SlideshowContract.DataNext]: '' } as const;
}
