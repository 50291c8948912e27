import type { ObjectSchemaType } from 'sanity';
import type { ListItemBuilder, StructureBuilder, StructureResolver, StructureResolverContext } from 'sanity/structure';
import { DANISH_PAGE_SLUG } from '../lib/i18n/fallback';
import { LANGUAGES } from '../lib/i18n/locales';
import { categoryAnchorId } from '../lib/content/pricing';
import { LOCALIZED_TYPES } from '../schemas';
import { PRICING_CATEGORIES } from '../schemas/documents/pricingItem';
import { MACHINE_TRANSLATED_FILTER } from './machine-translation-mark';
import { BEHIND_ENGLISH_FILTER } from './stale-translations';

/** API version of the Studio's own list queries (custom filters and the regions lookup). */
export const STRUCTURE_API_VERSION = '2025-10-01';

/** Regions for the Jurisdictions list, in site order; drafts included so new regions show at once. */
export const REGIONS_QUERY = `*[_type == "region" && language == "en"] | order(order asc, name asc){ _id, name }`;

const ORDER_ASC = [{ field: 'order', direction: 'asc' as const }];
const NAME_ASC = [{ field: 'name', direction: 'asc' as const }];

const AUDIENCES = [
  { id: 'business', title: 'Business customers', categories: PRICING_CATEGORIES.business },
  { id: 'private', title: 'Private customers', categories: PRICING_CATEGORIES.private },
] as const;

/**
 * A singleton with one document per language: the English document (id `id`) first, then the
 * translations (every document of the type in another language, whatever its id: those made
 * with the language menu get random ids), e.g. Site settings → English, Translations.
 */
function singletonWithTranslations(S: StructureBuilder, type: string, id: string, title: string): ListItemBuilder {
  return S.listItem()
    .id(id)
    .title(title)
    .schemaType(type)
    .child(
      S.list()
        .id(id)
        .title(title)
        .items([
          S.listItem()
            .id(`${id}-en`)
            .title(`${title} (English)`)
            .schemaType(type)
            .child(S.document().schemaType(type).documentId(id).title(`${title} (English)`)),
          S.listItem()
            .id(`${id}-translations`)
            .title('Translations')
            .schemaType(type)
            .child(
              S.documentList()
                .id(`${id}-translations`)
                .title(`${title}: translations`)
                .schemaType(type)
                .apiVersion(STRUCTURE_API_VERSION)
                .filter(`_type == "${type}" && language != "en"`)
                .defaultOrdering([{ field: 'language', direction: 'asc' }]),
            ),
        ]),
    );
}

/** A document type split by site language, English first, each list in `ordering`. */
function byLanguage(
  S: StructureBuilder,
  type: string,
  title: string,
  ordering: { field: string; direction: 'asc' | 'desc' }[],
  id: string = type,
): ListItemBuilder {
  return S.listItem()
    .id(id)
    .title(title)
    .schemaType(type)
    .child(
      S.list()
        .id(id)
        .title(title)
        .items(
          LANGUAGES.map(({ code, name, flag }) =>
            S.listItem()
              .id(`${type}-${code}`)
              .title(`${flag} ${name}`)
              .schemaType(type)
              .child(
                S.documentList()
                  .id(`${type}-${code}`)
                  .title(`${title} in ${name}`)
                  .schemaType(type)
                  .apiVersion(STRUCTURE_API_VERSION)
                  .filter('_type == $type && language == $language')
                  .params({ type, language: code })
                  .defaultOrdering(ordering)
                  .initialValueTemplates([S.initialValueTemplateItem(`${type}-parameterized`, { languageId: code })]),
              ),
          ),
        ),
    );
}

/**
 * The English documents that have no version in `$language`: no translation
 * linked in their `translation.metadata` document, or one that no longer exists. The company
 * formation page is left out: it is Danish in every language by design (docs/requirements.md, §2).
 */
export const MISSING_TRANSLATION_FILTER = `_type in $types && language == "en" && slug.current != "${DANISH_PAGE_SLUG}"
  && !defined(*[_type == "translation.metadata" && ^._id in translations[].value._ref][0].translations[language == $language][0].value->_id)`;

/** The type of the document `$id` (published id), from its draft or published version. */
export const DOCUMENT_TYPE_QUERY = `*[_id in [$id, "drafts." + $id]][0]._type`;

/**
 * A document list over several localized types, whose filter looks up `translation.metadata`.
 * Sanity infers a list's type from the first `_type == "…"` in its filter, which here is the
 * subquery's: the list offered "create Translation metadata" and opened Swedish Norway as a
 * metadata document ("Invalid preview config"). So each document opens as its own type, read
 * from the lake, and the list creates nothing.
 */
function ofLocalizedTypes(
  S: StructureBuilder,
  context: Pick<StructureResolverContext, 'getClient'>,
  list: { id: string; title: string; filter: string; language: string; orderBy: '_type' | '_updatedAt' },
) {
  return (
    S.documentList()
      .id(list.id)
      .title(list.title)
      .apiVersion(STRUCTURE_API_VERSION)
      .filter(list.filter)
      .params({ types: [...LOCALIZED_TYPES], language: list.language })
      .defaultOrdering([{ field: list.orderBy, direction: 'asc' }])
      .canHandleIntent(() => false)
      .child(async (documentId) => {
        const id = documentId.replace(/^drafts\./, '');
        const type = await context.getClient({ apiVersion: STRUCTURE_API_VERSION }).fetch<string | null>(DOCUMENT_TYPE_QUERY, { id });
        // As Sanity's own resolver does for a document that is gone.
        if (!type) throw new Error(`No document ${id}: it was deleted after the list was shown.`);
        return S.document().documentId(id).schemaType(type);
      })
      // Last: every other builder call infers the templates from the filter again.
      .initialValueTemplates([])
  );
}

/**
 * A list item holding one list per language but English, of the localized documents that
 * `filter` (with `$types` and `$language`) keeps in that language.
 */
function perTranslationLanguage(
  S: StructureBuilder,
  context: Pick<StructureResolverContext, 'getClient'>,
  list: { id: string; prefix: string; title: string; listTitle: (language: string) => string; filter: string; orderBy: '_type' | '_updatedAt' },
): ListItemBuilder {
  return S.listItem()
    .id(list.id)
    .title(list.title)
    .child(
      S.list()
        .id(list.id)
        .title(list.title)
        .items(
          LANGUAGES.filter(({ code }) => code !== 'en').map(({ code, name, flag }) =>
            S.listItem()
              .id(`${list.prefix}-${code}`)
              .title(`${flag} ${name}`)
              .child(ofLocalizedTypes(S, context, { id: `${list.prefix}-${code}`, title: list.listTitle(name), filter: list.filter, language: code, orderBy: list.orderBy })),
          ),
        ),
    );
}

/**
 * Missing translations → one list per language but English, of the documents still shown in
 * English there. Opening one, the language menu's "create translation" (from
 * `@sanity/document-internationalization`) copies it into the language and links the two;
 * "Translate from English" then fills the copy with a machine translation.
 */
function missingTranslations(S: StructureBuilder, context: Pick<StructureResolverContext, 'getClient'>): ListItemBuilder {
  return perTranslationLanguage(S, context, { id: 'missing-translations', prefix: 'missing', title: 'Missing translations', listTitle: (name) => `Not yet in ${name}`, filter: MISSING_TRANSLATION_FILTER, orderBy: '_type' });
}

/**
 * Behind English → one list per language but English, of the translations whose English
 * document's words changed after the translation was last edited: the texts
 * to bring up to date. Their figures are current anyway (the site reads them from English).
 */
function behindEnglish(S: StructureBuilder, context: Pick<StructureResolverContext, 'getClient'>): ListItemBuilder {
  return perTranslationLanguage(S, context, { id: 'behind-english', prefix: 'behind', title: 'Behind English', listTitle: (name) => `${name}: English changed since`, filter: BEHIND_ENGLISH_FILTER, orderBy: '_updatedAt' });
}

/**
 * Machine translated → one list per language but English, of the translations a machine wrote
 * that no editor has changed since: the drafts and pages to review.
 */
function machineTranslated(S: StructureBuilder, context: Pick<StructureResolverContext, 'getClient'>): ListItemBuilder {
  return perTranslationLanguage(S, context, { id: 'machine-translated', prefix: 'machine', title: 'Machine translated, to review', listTitle: (name) => `${name}: machine translated`, filter: MACHINE_TRANSLATED_FILTER, orderBy: '_updatedAt' });
}

/**
 * Jurisdictions → All jurisdictions (by name), then one list per region (read from the region
 * documents when the editor opens the list, so a new region appears without a code change), in
 * the order of the region page's country cards, then By language. All and region lists hold the
 * English documents only: with every language in them, Europe listed "Alemania, Allemagne,
 * Austria, …". A translation is reached from its English document's Translations menu,
 * or through By language.
 */
function jurisdictionsByRegion(S: StructureBuilder, context: Pick<StructureResolverContext, 'getClient'>): ListItemBuilder {
  return S.listItem()
    .id('jurisdiction')
    .title('Jurisdictions')
    .schemaType('jurisdiction')
    .child(async () => {
      const regions = await context
        .getClient({ apiVersion: STRUCTURE_API_VERSION })
        .fetch<{ _id: string; name: string | null }[]>(REGIONS_QUERY, {}, { perspective: 'drafts' });
      return S.list()
        .id('jurisdiction')
        .title('Jurisdictions')
        .items([
          S.listItem()
            .id('all-jurisdictions')
            .title('All jurisdictions')
            .schemaType('jurisdiction')
            .child(
              S.documentList()
                .id('all-jurisdictions')
                .title('All jurisdictions')
                .schemaType('jurisdiction')
                .apiVersion(STRUCTURE_API_VERSION)
                .filter('_type == "jurisdiction" && language == "en"')
                .defaultOrdering(NAME_ASC)
                .initialValueTemplates([S.initialValueTemplateItem('jurisdiction-parameterized', { languageId: 'en' })]),
            ),
          S.divider(),
          ...regions.map((region) =>
            S.listItem()
              .id(region._id)
              .title(region.name ?? 'Region without a name')
              .schemaType('region')
              .child(
                S.documentList()
                  .id(`jurisdictions-in-${region._id}`)
                  .title(`Jurisdictions in ${region.name ?? 'this region'}`)
                  .schemaType('jurisdiction')
                  .apiVersion(STRUCTURE_API_VERSION)
                  .filter('_type == "jurisdiction" && language == "en" && region._ref == $regionId')
                  .params({ regionId: region._id })
                  .defaultOrdering(ORDER_ASC)
                  .initialValueTemplates([S.initialValueTemplateItem('jurisdiction-in-region', { regionId: region._id })]),
              ),
          ),
          S.divider(),
          byLanguage(S, 'jurisdiction', 'By language', NAME_ASC, 'jurisdictions-by-language'),
        ]);
    });
}

/** Pricing items → Business / Private customers → the categories in page order, items by `order`. */
function pricingByAudience(S: StructureBuilder): ListItemBuilder {
  return S.listItem()
    .id('pricingItem')
    .title('Pricing items')
    .schemaType('pricingItem')
    .child(
      S.list()
        .id('pricingItem')
        .title('Pricing items')
        .items(
          AUDIENCES.map((audience) =>
            S.listItem()
              .id(audience.id)
              .title(audience.title)
              .schemaType('pricingItem')
              .child(
                S.list()
                  .id(audience.id)
                  .title(audience.title)
                  .items(
                    audience.categories.map((category) =>
                      S.listItem()
                        .id(categoryAnchorId(category))
                        .title(category)
                        .schemaType('pricingItem')
                        .child(
                          S.documentList()
                            .id(`${audience.id}-${categoryAnchorId(category)}`)
                            .title(`${category} (${audience.title.toLowerCase()})`)
                            .schemaType('pricingItem')
                            .apiVersion(STRUCTURE_API_VERSION)
                            .filter('_type == "pricingItem" && audience == $audience && category == $category')
                            .params({ audience: audience.id, category })
                            .defaultOrdering(ORDER_ASC)
                            .initialValueTemplates([
                              S.initialValueTemplateItem('pricingItem-in-category', { audience: audience.id, category }),
                            ]),
                        ),
                    ),
                  ),
              ),
          ),
        ),
    );
}

/** FAQs → one list per topic (the topics of the FAQ type's "Topic" field), then all FAQs. */
function faqsByTopic(S: StructureBuilder, context: Pick<StructureResolverContext, 'schema'>): ListItemBuilder {
  const faqType = context.schema.get('faq') as ObjectSchemaType | undefined;
  const topics = ((faqType?.fields.find((field) => field.name === 'topic')?.type.options?.list ?? []) as { title: string; value: string }[]);
  return S.listItem()
    .id('faq')
    .title('FAQs')
    .schemaType('faq')
    .child(
      S.list()
        .id('faq')
        .title('FAQs')
        .items([
          ...topics.map((topic) =>
            S.listItem()
              .id(`faq-${topic.value}`)
              .title(topic.title)
              .schemaType('faq')
              .child(
                S.documentList()
                  .id(`faq-${topic.value}`)
                  .title(`FAQs: ${topic.title}`)
                  .schemaType('faq')
                  .apiVersion(STRUCTURE_API_VERSION)
                  .filter('_type == "faq" && topic == $topic')
                  .params({ topic: topic.value })
                  .defaultOrdering([{ field: 'question', direction: 'asc' }]),
              ),
          ),
          S.divider(),
          S.listItem()
            .id('all-faqs')
            .title('All FAQs')
            .schemaType('faq')
            .child(S.documentTypeList('faq').id('all-faqs').title('All FAQs')),
        ]),
    );
}

/**
 * The Studio's navigation, in the order editors work: Site settings, Home page and Privacy policy pinned as
 * singletons (the English document by id, translations beside it), Jurisdictions by region,
 * Pricing items by customer type and category in page order, then Services, Service pages,
 * Regions, FAQs by topic, Hero slides in slideshow order, and the old web addresses of renamed
 * pages (Redirects), which the site writes and editors may delete.
 */
export const structure: StructureResolver = (S, context) =>
  S.list()
    .id('content')
    .title('Content')
    .items([
      singletonWithTranslations(S, 'siteSettings', 'siteSettings', 'Site settings'),
      singletonWithTranslations(S, 'homePage', 'homePage', 'Home page'),
      singletonWithTranslations(S, 'privacyPolicy', 'privacyPolicy', 'Privacy policy'),
      S.divider(),
      jurisdictionsByRegion(S, context),
      pricingByAudience(S),
      byLanguage(S, 'service', 'Services', ORDER_ASC),
      S.documentTypeListItem('servicePage').title('Service pages'),
      S.listItem()
        .id('region')
        .title('Regions')
        .schemaType('region')
        .child(S.documentTypeList('region').title('Regions').defaultOrdering(ORDER_ASC)),
      faqsByTopic(S, context),
      byLanguage(S, 'heroSlide', 'Hero slides', ORDER_ASC),
      S.documentTypeListItem('redirect').title('Redirects'),
      S.divider(),
      missingTranslations(S, context),
      behindEnglish(S, context),
      machineTranslated(S, context),
    ]);
