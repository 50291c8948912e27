import type { Jurisdiction } from '../lib/content/sanity.types';
import { LOCALES } from '../lib/i18n/locales';
import { slugify } from '../lib/text/slugify';
import { ref } from './helpers';
import { ids } from './ids';
import type { SeedDocument } from './types';

/**
 * The scale content set: the company claims 180+ jurisdictions and the seed has
 * 21, so builds, queries and search are measured on extra countries made from a template country
 * page, in all seven languages. Each is a real ISO 3166 country named by `Intl.DisplayNames` in
 * every language, with its own slug, flag, region and figures; its prose is the template's with the
 * country's name put in (the template's adjectives, "Danish", stay). Figures are written in the
 * English document only, as everywhere, and texts name them, so they read true.
 */

/** The environment variable that asks for the scale set: the total number of jurisdictions, e.g. 200. */
export const SCALE_ENV = 'SEED_JURISDICTIONS';

/** Regions a generated country may join: the five that list their countries (Financial Companies is curated). */
const LISTING_REGIONS = ['europe', 'asia-pacific', 'middle-east', 'africa', 'americas'] as const;

/** Region codes `Intl.DisplayNames` knows that are no country: unions, continents, pseudo-regions. */
const NOT_COUNTRIES = new Set(['EU', 'EZ', 'UN', 'QO', 'XA', 'XB', 'ZZ', 'AQ', 'BV', 'HM', 'TF', 'UM', 'IO', 'CP', 'DG', 'EA', 'IC', 'TA', 'AC', 'CQ']);

/**
 * Two-letter country codes in alphabetical order, those `Intl.DisplayNames` names and that are
 * countries, less `taken`. Retired codes (DD, YU, BU) are left out: they canonicalize to the
 * current one (`Intl.getCanonicalLocales`) and would repeat its name and slug.
 */
export function countryCodes(taken: ReadonlySet<string>): string[] {
  const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const codes: string[] = [];
  for (let a = 65; a <= 90; a++) {
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      const current = Intl.getCanonicalLocales(`und-${code}`)[0] === `und-${code}`;
      if (current && !taken.has(code) && !NOT_COUNTRIES.has(code) && names.of(code)) codes.push(code);
    }
  }
  return codes;
}

/** `value` with every string's `from` replaced by `to`, deeply. */
function renamed<V>(value: V, from: string, to: string): V {
  if (typeof value === 'string') return value.split(from).join(to) as V;
  if (Array.isArray(value)) return value.map((item) => renamed(item, from, to)) as V;
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, key.startsWith('_') ? item : renamed(item, from, to)])) as V;
}

type LocalizedDocument = { _id: string; _type: string; language?: string | null };

/**
 * The extra jurisdictions that bring the seed to `total`, each in English and in every language
 * `template` is translated into (their `translation.metadata` documents are made with the rest).
 * @param total - the number of jurisdictions wanted, counting the seed's own
 * @param existing - the seed's English jurisdictions (their country codes are not used again)
 * @param template - the English country page copied, e.g. Denmark
 * @param translations - the seed's translated documents, where the template's versions are found
 * @returns the new documents: English first, then translations; none when `total` is not above the seed's count.
 *   Past the real countries (about 230 more than the seed's), the countries come again, numbered
 *   ("Albania 2", `albania-2`), so the site can be measured at 1,000 jurisdictions and more.
 */
export function scaleJurisdictions(
  total: number,
  existing: readonly SeedDocument<Jurisdiction>[],
  template: SeedDocument<Jurisdiction>,
  translations: readonly LocalizedDocument[],
): LocalizedDocument[] {
  const extra = total - existing.length;
  if (extra <= 0) return [];
  const codes = countryCodes(new Set(existing.map((doc) => doc.countryCode).filter((code): code is string => Boolean(code)).concat(['AE'])));
  const templateVersions = LOCALES.filter((locale) => locale !== 'en').flatMap((locale) => {
    const doc = translations.find((t) => t._id === ids.translation(template._id, locale)) as (LocalizedDocument & { name?: string }) | undefined;
    return doc?.name ? [{ locale, doc, name: doc.name }] : [];
  });
  const english: LocalizedDocument[] = [];
  const translated: LocalizedDocument[] = [];
  Array.from({ length: extra }, (_, index) => index).forEach((index) => {
    const code = codes[index % codes.length] ?? 'DK';
    const round = Math.floor(index / codes.length);
    const numbered = (country: string) => (round === 0 ? country : `${country} ${round + 1}`);
    const name = numbered(new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? code);
    const slug = slugify(name);
    const id = ids.jurisdiction(slug);
    const region = LISTING_REGIONS[index % LISTING_REGIONS.length] ?? 'europe';
    const comparison = template.comparison && {
      ...template.comparison,
      // Figures of their own, so lists and comparisons differ row by row: 5-34% tax, 5-26% VAT.
      corporateTax: { ...template.comparison.corporateTax, percent: 5 + ((index * 7) % 30) },
      vatPercent: 5 + ((index * 3) % 22),
    };
    english.push({
      ...renamed(template, template.name ?? '', name),
      _id: id,
      name,
      countryCode: code,
      slug: { _type: 'slug', current: slug },
      region: ref(ids.region(region)),
      order: 1000 + index,
      comparison,
    } as LocalizedDocument);
    for (const { locale, doc, name: templateName } of templateVersions) {
      const localName = numbered(new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? name);
      translated.push({
        ...renamed(doc, templateName, localName),
        _id: ids.translation(id, locale),
        name: localName,
        countryCode: code,
        slug: { _type: 'slug', current: slug },
        region: ref(ids.region(region)),
        order: 1000 + index,
      } as LocalizedDocument);
    }
  });
  return [...english, ...translated];
}

/**
 * The total asked for in `SEED_JURISDICTIONS`, or `0` when it is not set.
 * @throws Error naming the variable when it is not a whole number
 */
export function scaleTotal(env: Readonly<Record<string, string | undefined>>): number {
  const raw = env[SCALE_ENV]?.trim();
  if (!raw) return 0;
  if (!/^\d+$/.test(raw)) throw new Error(`${SCALE_ENV} must be a whole number of jurisdictions, e.g. 200; it is "${raw}"`);
  return Number(raw);
}
