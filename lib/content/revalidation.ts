import { z } from 'zod';
import { COMPANY_FACTS_TAG, HOME_TAG, listTag, pageTag, PRICING_TAG, PRIVACY_TAG, SETTINGS_TAG, type PageType } from './tags';
import type { QueryParams } from './source';

/**
 * The body of the Sanity webhook (`WEBHOOK_PROJECTION` in `webhook-config.mjs`): the published,
 * changed or deleted document's type and id, and what its change means for lists.
 */
export const webhookChange = z.object({
  _type: z.string().regex(/^[A-Za-z][A-Za-z0-9_.-]{0,63}$/),
  _id: z.string().min(1).max(200),
  slug: z.string().nullish(),
  previousSlug: z.string().nullish(),
  regions: z.array(z.string().nullable()).nullish(),
  translations: z.array(z.string().nullable()).nullish(),
  listed: z.boolean().nullish(),
  facts: z.boolean().nullish(),
  card: z.boolean().nullish(),
  companyFacts: z.boolean().nullish(),
});

/** A verified webhook body. */
export type WebhookChange = z.infer<typeof webhookChange>;

/** The flags of the projection that say what changed; each narrows what a publish expires. */
export const CHANGE_FLAGS = ['listed', 'facts', 'card', 'companyFacts'] as const;

/**
 * The flags `change` lacks: a projection set up before they existed, or a call sent by hand.
 * Each counts as changed, so such a body expires at least what a body with it set to true does
 * (too much, never too little); the webhook route logs them with the projection to paste.
 */
export function missingFlags(change: WebhookChange): (typeof CHANGE_FLAGS)[number][] {
  return CHANGE_FLAGS.filter((flag) => typeof change[flag] !== 'boolean');
}

/** Whether a flag says its fields changed: only an explicit `false` says they did not. */
const changed = (flag: boolean | null | undefined) => flag !== false;

/**
 * What the pages of a changed document depend on, read from the content after the change: the
 * documents of its translation group (same type and slug, or linked by its
 * `translation.metadata`), and the documents that reference any of them (`references()`), which
 * show its name, slug or figures. A deleted document is still referenced by id.
 */
export const CHANGE_LOOKUP_QUERY = /* groq */ `{
  "ids": array::unique(
    [$id] + $translations
    + *[_type == $type && defined(slug.current) && slug.current in $slugs]._id
    + coalesce(*[_type == "translation.metadata" && references($id)][0].translations[].value._ref, [])
  )
}{
  "documents": *[_id in ^.ids]{ _type, "slug": slug.current, "region": region->slug.current },
  "referencers": *[references(^.ids) && _type != "translation.metadata"]{ _type, "slug": slug.current },
  "regions": *[_id in $regions].slug.current
}`;

/** The result of {@link CHANGE_LOOKUP_QUERY}. */
type ChangeLookup = {
  documents: { _type: string; slug: string | null; region: string | null }[];
  referencers: { _type: string; slug: string | null }[];
  regions: (string | null)[];
};

/** Runs a GROQ query against the content as it is now, past any cache. */
export type FreshQuery = (query: string, params: QueryParams) => Promise<unknown>;

const PAGE_TYPES: readonly string[] = ['jurisdiction', 'region', 'servicePage'] satisfies PageType[];
const isPageType = (type: string): type is PageType => PAGE_TYPES.includes(type);

/** The tags of the pages a document of `type` is shown on as their main content. */
function ownTags(type: string, slug: string | null | undefined): string[] {
  if (isPageType(type)) return slug ? [pageTag(type, slug)] : [];
  switch (type) {
    case 'homePage':
    case 'heroSlide':
    case 'service':
      return [HOME_TAG];
    case 'pricingItem':
      return [PRICING_TAG];
    case 'privacyPolicy':
      return [PRIVACY_TAG];
    case 'siteSettings':
      return [SETTINGS_TAG];
    default:
      // An FAQ is shown by the service pages that reference it; a translation's metadata by the
      // pages of the documents it links: both come from the lookup.
      return [];
  }
}

/**
 * The cache tags a published change expires: the pages of the document in
 * every language, those of the documents that reference it (links, FAQs, a region's cards,
 * the home page's locations) when what they show of it changed, its region's when it is a
 * jurisdiction whose card changed, the lists of its type when a listed field changed, and every page for the site
 * settings or the company's facts. A flag the body lacks counts as changed ({@link missingFlags}).
 * @param change - the verified webhook body
 * @param query - runs {@link CHANGE_LOOKUP_QUERY} on the content after the change
 * @returns the tags, without duplicates
 * @throws when the lookup fails (the caller then expires everything)
 */
export async function tagsForChange(change: WebhookChange, query: FreshQuery): Promise<string[]> {
  const slugs = [change.slug, change.previousSlug].filter((slug): slug is string => !!slug);
  const found = (await query(CHANGE_LOOKUP_QUERY, {
    id: change._id,
    type: change._type,
    slugs,
    translations: (change.translations ?? []).filter((id): id is string => !!id),
    regions: (change.regions ?? []).filter((id): id is string => !!id),
  })) as ChangeLookup;
  const tags = new Set<string>(slugs.flatMap((slug) => ownTags(change._type, slug)));
  if (!isPageType(change._type)) for (const tag of ownTags(change._type, null)) tags.add(tag);
  // A region page shows of its countries their cards (name, summary, figures) and flags, and
  // names their facts: a change of other words (a heading, a FAQ) leaves it alone.
  const listed = changed(change.listed);
  const shownByRegion = listed || changed(change.facts) || changed(change.card);
  for (const document of found.documents) {
    for (const tag of ownTags(document._type, document.slug)) tags.add(tag);
    if (shownByRegion && document._type === 'jurisdiction' && document.region) tags.add(pageTag('region', document.region));
  }
  // The region it left too, when moved (a listed field).
  if (shownByRegion) for (const region of found.regions) if (region) tags.add(pageTag('region', region));
  // What a referencing document shows of this one: its slug and name (links, a country's region,
  // the home page's locations), a country's figures (a region's cards that link it), or all of
  // an FAQ. So a change of other words leaves those pages alone.
  const shownByReferencers = listed || changed(change.facts) || change._type === 'faq' || change._type === 'translation.metadata';
  if (shownByReferencers) for (const referencer of found.referencers) for (const tag of ownTags(referencer._type, referencer.slug)) tags.add(tag);
  if (listed && isPageType(change._type)) tags.add(listTag(change._type));
  if (listed && change._type === 'homePage') tags.add(HOME_TAG);
  // Every page states some company facts: without the flag, all of them go.
  if (changed(change.companyFacts) && (change._type === 'servicePage' || change._type === 'siteSettings')) tags.add(COMPANY_FACTS_TAG);
  return [...tags];
}
