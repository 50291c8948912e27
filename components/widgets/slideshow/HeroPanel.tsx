import { ArrowRight, Mail } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { ButtonLink } from '@/components/ui/Button';
import { Container } from '@/components/ui/Container';
import type { HomePageQueryResult } from '@/lib/content/sanity.types';
import { LocationSelect } from '../location-select/LocationSelect';
import { slideCaptionAttrs, slideSubtitleAttrs, slideTitleAttrs } from './contract';

/** Props of {@link HeroPanel}. */
export type HeroPanelProps = {
  /** The page's `<h1>`. */
  heading: string;
  /** The slide whose caption the server renders (the first); none renders no caption. */
  current: HomePageQueryResult['slides'][number] | undefined;
  /** Country pages for the location dropdown, `slug` without a leading slash. */
  locations: readonly { name: string; slug: string }[];
  /** Disabled first option of the location dropdown. */
  locationPrompt: string;
  /** The Email button's `mailto:` link, from the site settings query. */
  emailHref: string;
};

/**
 * The hero's text panel (docs/requirements.md, §2 Home, §4 Hero slideshow): the page heading, the current
 * slide's caption (title and subtitle, in the slide's `lang`, marked by `./contract.ts` so
 * `./enhance.ts` can swap it), the location dropdown, a Contact us button (/contact) and an
 * Email button (`mailto:`).
 */
export function HeroPanel({ heading, current, locations, locationPrompt, emailHref }: HeroPanelProps) {
  const tc = useTranslations('common');

  return (
    // Top-aligned on phones, where the text fills the hero anyway: centred, a phone on a slow
    // network painted the half-parsed block (its first line alone) 170 px lower, then moved it
    // up as the rest arrived, a layout shift.
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
  );
}
