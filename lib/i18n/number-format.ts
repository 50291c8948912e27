import { memoize, strategies } from '@formatjs/fast-memoize';

/**
 * `new Intl.NumberFormat(locale, options)`, made once per locale and options and then reused,
 * as next-intl and FormatJS keep theirs (`@formatjs/fast-memoize`, the variadic strategy keys
 * the cache by the arguments' JSON).
 *
 * Why: making a formatter costs far more than formatting with it. Profiled on a server with 200
 * jurisdictions, creating formatters was about half the JavaScript a country publish
 * cost: every page that lists countries formats each one's facts, in `formatFact`
 * and the compare table's cells, and each call made new formatters.
 * @param locale - a BCP 47 locale, e.g. `da`
 * @param options - as for `Intl.NumberFormat`; the same options in another key order make another formatter
 */
export const numberFormat: (locale: string, options?: Intl.NumberFormatOptions) => Intl.NumberFormat = memoize(
  (locale: string, options?: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options),
  { strategy: strategies.variadic },
);

/** A percentage formatter of the locale, up to two decimals; its input is a fraction (0.22). */
export const percentFormat = (locale: string) => numberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });

/**
 * A percentage in the locale's format: 22 -> "22%" (en), "22 %" (da, de, fr).
 * @param value - in percent (22 for 22%), as the schema stores it
 */
export function formatPercent(locale: string, value: number): string {
  return percentFormat(locale).format(value / 100);
}

/**
 * An amount of money in the locale's format, without decimals unless it has cents:
 * DKK 40000 -> "DKK 40,000" (en), "40.000 kr." (da); EUR 0.01 -> "€0.01".
 */
export function formatMoney(locale: string, amount: number, currency: string): string {
  const cents = !Number.isInteger(amount);
  return numberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: cents ? 2 : 0,
    maximumFractionDigits: 2,
  }).format(amount);
}
