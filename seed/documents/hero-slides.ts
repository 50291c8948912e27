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

/** The built-in Paris, Dubai and Singapore slides (docs/requirements.md, §3 Hero slide). */
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

type TranslationLanguage = Exclude<HeroSlide['language'], 'en'>;
type CitySlug = (typeof CITIES)[number]['slug'];

/** The translated words of the slides in one language; images, assets and order are shared with English. */
interface HeroSlideText {
  language: TranslationLanguage;
  subtitle: string;
  cities: Record<CitySlug, { title: string; alt: string }>;
}

const HERO_SLIDE_TEXTS: readonly HeroSlideText[] = [
  {
    language: 'da',
    subtitle: 'Hvor kan vi hjælpe dig med at etablere din virksomhed?',
    cities: {
      paris: { title: 'Paris', alt: 'Skyline over Paris med Eiffeltårnet i skumringen' },
      dubai: { title: 'Dubai', alt: 'Skyline over Dubai med Burj Khalifa ved solnedgang' },
      singapore: { title: 'Singapore', alt: 'Skyline over Singapore med Marina Bay Sands om aftenen' },
    },
  },
  {
    language: 'no',
    subtitle: 'Hvor kan vi hjelpe deg med å etablere virksomheten din?',
    cities: {
      paris: { title: 'Paris', alt: 'Skylinen i Paris med Eiffeltårnet i skumringen' },
      dubai: { title: 'Dubai', alt: 'Skylinen i Dubai med Burj Khalifa ved solnedgang' },
      singapore: { title: 'Singapore', alt: 'Skylinen i Singapore med Marina Bay Sands om kvelden' },
    },
  },
  {
    language: 'sv',
    subtitle: 'Var kan vi hjälpa dig att starta ditt företag?',
    cities: {
      paris: { title: 'Paris', alt: 'Paris skyline med Eiffeltornet i skymningen' },
      dubai: { title: 'Dubai', alt: 'Dubais skyline med Burj Khalifa i solnedgången' },
      singapore: { title: 'Singapore', alt: 'Singapores skyline med Marina Bay Sands på kvällen' },
    },
  },
  {
    language: 'de',
    subtitle: 'Wo dürfen wir Sie bei Ihrer Unternehmensgründung unterstützen?',
    cities: {
      paris: { title: 'Paris', alt: 'Skyline von Paris mit dem Eiffelturm in der Abenddämmerung' },
      dubai: { title: 'Dubai', alt: 'Skyline von Dubai mit dem Burj Khalifa bei Sonnenuntergang' },
      singapore: { title: 'Singapur', alt: 'Skyline von Singapur mit dem Marina Bay Sands am Abend' },
    },
  },
  {
    language: 'fr',
    subtitle: 'Où pouvons-nous vous accompagner dans la création de votre entreprise\u00a0?',
    cities: {
      paris: { title: 'Paris', alt: 'Panorama de Paris avec la tour Eiffel au crépuscule' },
      dubai: { title: 'Dubaï', alt: 'Panorama de Dubaï avec la tour Burj Khalifa au coucher du soleil' },
      singapore: { title: 'Singapour', alt: 'Panorama de Singapour avec le Marina Bay Sands en soirée' },
    },
  },
  {
    language: 'es',
    subtitle: '¿Dónde podemos ayudarle a establecer su empresa?',
    cities: {
      paris: { title: 'París', alt: 'Vista panorámica de París con la Torre Eiffel al anochecer' },
      dubai: { title: 'Dubái', alt: 'Vista panorámica de Dubái con el Burj Khalifa al atardecer' },
      singapore: { title: 'Singapur', alt: 'Vista panorámica de Singapur con el Marina Bay Sands al caer la tarde' },
    },
  },
];

/**
 * The Paris, Dubai and Singapore slides in the six other languages (document-level i18n): copies
 * of the English slides with translated title, subtitle and image alt, without the picture.
 */
export const heroSlideTranslations: SeedDocument<HeroSlide>[] = HERO_SLIDE_TEXTS.flatMap((t) =>
  CITIES.map(({ slug }) => {
    const english = heroSlides.find((slide) => slide._id === ids.heroSlide(slug));
    if (!english) throw new Error(`Hero slide translations: no English slide for ${slug}`);
    const city = t.cities[slug];
    return {
      ...english,
      _id: ids.translation(ids.heroSlide(slug), t.language),
      language: t.language,
      title: city.title,
      subtitle: t.subtitle,
      // Only the description is translated: the picture, its crop and hotspot are the English
      // slide's, which every language shows.
      image: undefined,
      imageAlt: city.alt,
    };
  }),
);
