import type { HeroSlide } from '../../lib/content/sanity.types';
import { ids } from '../ids';
import type { SeedDocument, SeedImageAsset } from '../types';

const SUBTITLE = 'Where can we assist you to set up business?';

const CITIES = [
  { slug: 'paris', title: 'Paris', alt: 'Paris skyline with the Eiffel Tower at dusk' },
  { slug: 'dubai', title: 'Dubai', alt: 'Dubai skyline with the Burj Khalifa at sunset' },
  { slug: 'singapore', title: 'Singapore', alt: 'Singapore skyline with Marina Bay Sands in the evening' },
] as const;

/** Image assets of the built-in slides; files live in `public/images/hero/`. */
export const heroImageAssets: SeedImageAsset[] = CITIES.map(({ slug }) => ({
  _id: ids.imageAsset(`hero-${slug}-1920x1080-svg`),
  _type: 'sanity.imageAsset',
  url: `/images/hero/${slug}.svg`,
  originalFilename: `${slug}.svg`,
  extension: 'svg',
  mimeType: 'image/svg+xml',
  localPath: `public/images/hero/${slug}.svg`,
}));

/** The built-in Paris, Dubai and Singapore slides (spec §3 Hero slide). */
export const heroSlides: SeedDocument<HeroSlide>[] = CITIES.map(({ slug, title, alt }, order) => ({
  _id: ids.heroSlide(slug),
  _type: 'heroSlide',
  language: 'en',
  title,
  subtitle: SUBTITLE,
  image: {
    _type: 'image',
    alt,
    asset: { _type: 'reference', _ref: ids.imageAsset(`hero-${slug}-1920x1080-svg`) },
  },
  order,
}));
