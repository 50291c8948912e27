import { useTranslations } from 'next-intl';
import type { HomePageQueryResult } from '@/lib/content/sanity.types';
import { HeroImage } from '@/components/home/HeroImage';
import { slideAttrs } from './contract';
import { SLIDE_FADE_MS } from './slideshow-timing';

/**
 * The hero's background layer (docs/requirements.md, §4 Hero slideshow): one wrapper per slide, stacked and
 * cross-fading in {@link SLIDE_FADE_MS} ms, under the navy gradient. The first slide is active
 * and the only one in the layout; the others arrive `hidden` and transparent for `./enhance.ts`.
 * Each wrapper carries `data-testid="hero-slide"` and the attributes of `slideAttrs`
 * (`./contract.ts`): `lang`, `data-active`, and its caption in `data-title`/`data-subtitle`.
 *
 * @param slides - the home page's slides in display order (`HomePageQueryResult['slides']`)
 */
export function HeroSlides({ slides }: { slides: HomePageQueryResult['slides'] }) {
  const t = useTranslations('hero');
  const count = slides.length;

  return (
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
  );
}
