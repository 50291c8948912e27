import { memoize, strategies } from '@formatjs/fast-memoize';

/**
 * `new Intl.NumberFormat(locale, options)`, made once per locale and options and then reused,
 * as next-intl and FormatJS keep theirs (`@formatjs/fast-memoize`, the variadic strategy keys
 * the cache by the arguments' JSON).
 *
 * Why: making a formatter costs far more than formatting with it. Profiled on a server with 200
 * jurisdictions, creating formatters took 4.7 s of the 9.5 s of JavaScript a country publish
 * cost (issue 39): every page that lists countries formats each one's facts, in `formatFact`
 * and the compare table's cells, and each call made new formatters.
 * @param locale - a BCP 47 locale, e.g. `da`
 * @param options - as for `Intl.NumberFormat`; the same options in another key order make another formatter
 */
export const numberFormat: (locale: string, options?: Intl.NumberFormatOptions) => Intl.NumberFormat = memoize(
  (locale: string, options?: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options),
  { strategy: strategies.variadic },
);
