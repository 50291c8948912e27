import type { ContentSourceMapParsedPath, FilterDefault, StegaConfig } from '@sanity/client';

/**
 * Where the Presentation tool's click-to-edit links point: the embedded Studio.
 */
export const STUDIO_URL = '/studio';

/**
 * Fields whose strings the site uses as logic, not as text, so they must reach the code
 * exactly as stored. Stega encoding appends invisible characters to a
 * string; any comparison, lookup or id built from it would then fail silently in preview:
 *
 * - `icon`: a lucide icon name looked up in `components/ui/Icon.tsx` (cards, why-items,
 *   industries, services); an encoded name would show the Building2 fallback.
 * - `variant`: the card grid layout (`feature` | `compact` | `link`) in `CardGrid`.
 * - `style`: a link's look, narrowed to a button variant by `toButtonVariant` (`Button.tsx`).
 * - `period`: an office package's `year` | `month` | `once`, a message key in `OfficePackages`.
 * - `audience`: a pricing item's `business` | `private`, which decides its tab (`groupPricingItems`).
 * - `category`: a pricing item's category, the key its items are grouped by and the source of
 *   the section's anchor id (`categoryAnchorId`); encoded per item, every item would form its
 *   own group.
 * - `language` (and `languages`): compared with the locale to mark English fallback blocks
 *   `lang="en"`, and the hreflang alternates.
 * - `kind`, `href`, `path`: how a link resolves and the resulting URL (also caught below as URLs).
 * - `countryCode`: a country's ISO code, the name of its flag file (`/flags/dk.svg`); encoded,
 *   the flag's URL answered 404 in the Presentation tool's preview (the `studio` tests).
 *
 * Covered by Sanity's default filter as well, and relied on: `slug.current` (routes, hrefs,
 * option values), every `_`-prefixed key (`_type` section discriminators, `_key`, `_id`),
 * `seo.*` (meta tags) and values that look like URLs or dates. Never encoded at all: numbers
 * (prices, minutes, `activeStep`) and booleans, since stega only touches strings, and a
 * Portable Text block's `style`, `listItem` and marks (only span text is encoded).
 *
 * A filter rather than `stegaClean` at each use: these fields are not shown as text, so one rule
 * here covers every query and every future use of them. (The pricing category is shown, as a
 * heading, but that heading stands for all of its items, so there is no one document to open.)
 * Strings that are shown *and* used as data are cleaned where they are used instead
 * (`stegaClean`: a pricing item's name in the contact link's `?subject=`, page metadata, JSON-LD).
 */
export const LOGIC_FIELDS: ReadonlySet<string> = new Set([
  'icon',
  'variant',
  'style',
  'period',
  'audience',
  'category',
  'language',
  'kind',
  'href',
  'path',
  'countryCode',
]);

/**
 * Lists of texts whose field name contains "type". Sanity's default filter skips every path
 * with a segment matching /type/i (meant for `iconType`-style discriminators), which would take
 * click-to-edit off a country's company types (name, description, minimum capital, features).
 */
const TEXT_LISTS_NAMED_TYPE: ReadonlySet<string> = new Set(['companyTypes']);

const renameTextLists = (path: ContentSourceMapParsedPath): ContentSourceMapParsedPath =>
  path.map((segment) => (typeof segment === 'string' && TEXT_LISTS_NAMED_TYPE.has(segment) ? 'items' : segment));

/**
 * The stega filter of preview fetches: `false` (leave the string as stored) for the last path
 * segment in {@link LOGIC_FIELDS}, else Sanity's default decision, with `companyTypes` treated
 * as the list of texts it is.
 */
export const stegaFilter: FilterDefault = (props) => {
  const field = props.sourcePath.at(-1);
  if (typeof field === 'string' && LOGIC_FIELDS.has(field)) return false;
  return props.filterDefault({
    ...props,
    sourcePath: renameTextLists(props.sourcePath),
    resultPath: renameTextLists(props.resultPath),
  });
};

/**
 * Stega options of preview fetches (draft mode only): strings carry invisible edit links to the
 * Studio, which the Visual Editing overlays turn into click-to-edit targets. Published fetches
 * pass `stega: false`, so published HTML never contains them.
 */
export const PREVIEW_STEGA: StegaConfig = { enabled: true, studioUrl: STUDIO_URL, filter: stegaFilter };
