/**
 * What machine translation must never change (the style guide's "Figures never differ between
 * translations"): fact placeholders, numbers, company-type names and the brand. In the XML sent
 * to DeepL each is wrapped in {@link KEEP_TAG}, which the request lists in `ignore_tags`, so
 * DeepL returns it byte for byte.
 */

/** The tag whose content DeepL leaves alone (`ignore_tags`). */
export const KEEP_TAG = 'x';

/**
 * Company-type names as written in the content (Danish, Norwegian, Swedish, German, French,
 * Spanish, Portuguese, British and American forms). They are legal names, not words.
 */
export const COMPANY_TYPES: readonly string[] = [
  'A/S', 'ApS', 'IVS', 'K/S', 'P/S', 'AS', 'ASA', 'AB', 'HB', 'GmbH', 'UG', 'AG', 'KG', 'OHG', 'SARL', 'SAS', 'SASU', 'SA', 'S.A.', 'S.L.', 'SL', 'SLU',
  'Lda', 'Lda.', 'Ltd', 'Ltd.', 'LLC', 'LLP', 'LP', 'PLC', 'plc', 'Inc', 'Inc.', 'Corp.', 'BV', 'B.V.', 'NV', 'N.V.', 'Oy', 'OÜ', 'SE', 'Sp. z o.o.',
];

/** The site's brand as `siteSettings.companyName` spells it, and its short form. */
export const BRAND_NAMES: readonly string[] = ['Meridian Corporate', 'Meridian'];

/**
 * The terms of a DeepL glossary for one target language: each term maps to itself, so a
 * glossary built from them keeps company types and the brand as written. Two-letter types (AS,
 * SA, AB, SE, …) are left out: a glossary may match a term in any case, and English "as" is no
 * company; the figures' tag keeps them, where they stand in a text as a company type.
 * @returns `[source, target]` pairs, the same list for every target language
 */
export function glossaryEntries(): [string, string][] {
  // DeepL refuses a glossary entry holding a character it treats as a separator; these have none.
  return [...BRAND_NAMES, ...COMPANY_TYPES].filter((term) => !/^\p{L}{2}$/u.test(term)).map((term) => [term, term]);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

// Longest first, so `Meridian Corporate` wins over `Meridian` and `S.A.` over `SA`. A term is
// matched whole: not inside a word (`AS` in `HAS`, `SE` in `SEO`).
const TERMS = [...BRAND_NAMES, ...COMPANY_TYPES].sort((a, b) => b.length - a.length).map(escapeRegExp).join('|');
// An ICU placeholder with up to one level of nesting (`{count, plural, one {# day} other {# days}}`):
// its inner words stay English, a price paid for never breaking the message syntax.
const PLACEHOLDER = String.raw`\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}`;
// A number with its sign, separators, currency and unit sign: `22%`, `€1,749`, `-3.5`, `2003`.
const NUMBER = String.raw`[-+]?[€$£]?\d(?:[\d.,\u00a0\u202f]*\d)?%?`;
const FIGURE = new RegExp(`${PLACEHOLDER}|(?<![\\p{L}\\p{N}])(?:${TERMS}|${NUMBER})(?![\\p{L}\\p{N}])`, 'gu');

/** `text` with `&`, `<` and `>` written as XML entities. */
export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * Plain text as XML character data for DeepL, each figure wrapped in `<x>…</x>`:
 * `Tax is 22% ({corporateTax})` becomes `Tax is <x>22%</x> (<x>{corporateTax}</x>)`.
 * @param text - plain text, not XML
 * @returns XML character data with elements of {@link KEEP_TAG} only
 */
export function protectFigures(text: string): string {
  let out = '';
  let last = 0;
  for (const match of text.matchAll(FIGURE)) {
    out += escapeXml(text.slice(last, match.index)) + `<${KEEP_TAG}>${escapeXml(match[0])}</${KEEP_TAG}>`;
    last = match.index + match[0].length;
  }
  return out + escapeXml(text.slice(last));
}

/**
 * Whether `text` holds a word to translate once its figures are set aside: `{countries}`,
 * `22%` or `ApS` alone do not, and are never sent.
 */
export function hasWords(text: string): boolean {
  return /\p{L}/u.test(text.replace(FIGURE, ''));
}
