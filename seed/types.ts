import type {
  Faq,
  HeroSlide,
  HomePage,
  Jurisdiction,
  PricingItem,
  PrivacyPolicy,
  Region,
  SanityImageAsset,
  Service,
  ServicePage,
  SiteSettings,
} from '../lib/content/sanity.types';

/** A document as it is written in the seed: Sanity adds the system fields on import. */
export type SeedDocument<T> = Omit<T, '_createdAt' | '_updatedAt' | '_rev'>;

/** An image asset of the embedded dataset; `url` points at a file under `public/`. */
export type SeedImageAsset = Pick<SanityImageAsset, '_id' | '_type' | 'url' | 'originalFilename' | 'extension' | 'mimeType'> & {
  /** Path of the file in the repository, used by the NDJSON export to upload it. */
  localPath: string;
};

/** Any document of the seed dataset. */
export type AnySeedDocument =
  | SeedDocument<SiteSettings>
  | SeedDocument<HomePage>
  | SeedDocument<HeroSlide>
  | SeedDocument<Service>
  | SeedDocument<Jurisdiction>
  | SeedDocument<Region>
  | SeedDocument<ServicePage>
  | SeedDocument<PricingItem>
  | SeedDocument<Faq>
  | SeedDocument<PrivacyPolicy>
  | SeedImageAsset
  | SeedTranslationMetadata;

/**
 * A `translation.metadata` document of `@sanity/document-internationalization`: the language
 * versions of one document, each a weak reference in an internationalized array item.
 */
export type SeedTranslationMetadata = {
  _id: string;
  _type: 'translation.metadata';
  schemaTypes: string[];
  translations: {
    _key: string;
    _type: 'internationalizedArrayReferenceValue';
    language: string;
    value: { _type: 'reference'; _ref: string; _weak: true };
  }[];
};
