import type { Locale } from './locales';
import { numberFormat } from './number-format';

/** A number as editors write it in a figure: English notation, `5,000` or `2.5`. */
const ENGLISH_NUMBER = /\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?/g;

/**
 * A short statistic written in English notation ("5,000+", "95%", "9-35%", "450M+") in the
 * format of `locale`: digit grouping and decimal mark by `Intl.NumberFormat`
 * ("5.000+" in Danish, "5 000+" in French, "5000+" in Spanish, which groups from five digits),
 * and the percent sign spaced as the locale writes it ("95 %" in German). Words, symbols and
 * hyphens around the figures are kept as written; English text is returned unchanged.
 * Editors write statistics in English notation in every language (the Studio's field
 * description says so), since the same value is shared by all translations of a document.
 * @param value - the stored text, e.g. `'5,000+'`
 * @returns the text for display, e.g. `'5.000+'` for `'da'`
 */
export function formatFigure(value: string, locale: Locale): string {
  if (locale === 'en') return value;
  const numbers = numberFormat(locale, { maximumFractionDigits: 20 });
  const percentGap = percentSignGap(locale);
  return value
    .replace(ENGLISH_NUMBER, (figure) => numbers.format(Number(figure.replaceAll(',', ''))))
    .replace(/(\d)\s*%/g, `$1${percentGap}%`);
}

/** What `locale` writes between a number and its percent sign: nothing in English, a no-break space in German. */
function percentSignGap(locale: Locale): string {
  const parts = numberFormat(locale, { style: 'percent' }).formatToParts(0.5);
  const at = parts.findIndex((part) => part.type === 'percentSign');
  const before = parts[at - 1];
  return at > 0 && before?.type === 'literal' ? before.value : '';
}
