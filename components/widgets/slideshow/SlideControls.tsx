import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Container } from '@/components/ui/Container';
import type { HomePageQueryResult } from '@/lib/content/sanity.types';
import { slideDotAttrs, slideNextAttrs, slidePrevAttrs, slideToggleAttrs } from './contract';

const CONTROL_CLASS =
  'inline-flex size-11 items-center justify-center rounded-full border border-primary-foreground/40 bg-primary/40 text-primary-foreground backdrop-blur-sm transition-colors hover:border-primary-foreground/70 hover:bg-primary-foreground/20 focus-visible:outline-primary-foreground motion-reduce:transition-none';

/**
 * The slideshow's controls along the hero's bottom edge (docs/requirements.md, §4 Hero slideshow): a dot per
 * slide (the first marked `aria-current`), then the play/pause button (rendered playing, with
 * both labels for `./enhance.ts`) and the previous and next arrows. Their attributes come from
 * `./contract.ts`; without JavaScript they do nothing. Renders nothing for fewer than two slides.
 *
 * @param slides - the home page's slides in display order (`HomePageQueryResult['slides']`)
 */
export function SlideControls({ slides }: { slides: HomePageQueryResult['slides'] }) {
  const t = useTranslations('hero');
  if (slides.length < 2) return null;

  return (
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
  );
}
