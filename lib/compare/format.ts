import type { ComparePageQueryResult } from '../content/sanity.types';
import { formatMoney, numberFormat, percentFormat } from '../i18n/number-format';


/** A chosen country's `comparison` object, as `comparePageQuery` returns it. */
export type ComparisonFacts = NonNullable<ComparePageQueryResult['selected'][number]['comparison']>;

/**
 * The words the formatted facts need, from the locale's messages (`compare.*`), so this module
 * stays free of React and next-intl and can be unit-tested with any locale.
 */
export type FactWords = {
  /** "about 30%": `{rate}` is the formatted rate. */
  about: (rate: string) => string;
  /** Minimum capital of 0. */
  noCapital: string;
  /** "€12,500 paid up at registration": `{amount}` is formatted. */
  paidUp: (amount: string) => string;
  /** "At least 2 directors". */
  minimumDirectors: (count: number) => string;
  localDirector: (required: 'yes' | 'no') => string;
  secretary: (required: 'yes' | 'no') => string;
};

/** One line of a fact cell; `note` is editor text in the document's language. */
export type FactLine = { label?: string; value: string; note?: string };


/**
 * The corporate tax line: "22%", "about 30%", "11.9–21.6%" (the locale's range format), with
 * the editor's note; `null` when not stated.
 */
export function corporateTaxLine(locale: string, tax: ComparisonFacts['corporateTax'], words: FactWords): FactLine | null {
  if (tax?.percent == null) return null;
  const format = percentFormat(locale);
  const rate = tax.upToPercent != null ? format.formatRange(tax.percent / 100, tax.upToPercent / 100) : format.format(tax.percent / 100);
  return { value: tax.approximate ? words.about(rate) : rate, ...(tax.note ? { note: tax.note } : {}) };
}

/** The minimum capital lines, one per company type; an empty list when none is stated. */
export function minimumCapitalLines(locale: string, capital: ComparisonFacts['minimumCapital'], words: FactWords): FactLine[] {
  return (capital ?? []).flatMap((item): FactLine[] => {
    if (item.amount == null || !item.currency) return [];
    const value = item.amount === 0 ? words.noCapital : formatMoney(locale, item.amount, item.currency);
    const paidUp = item.paidUpAmount != null ? words.paidUp(formatMoney(locale, item.paidUpAmount, item.currency)) : undefined;
    return [{ ...(item.companyType ? { label: item.companyType } : {}), value, ...(paidUp ? { note: paidUp } : {}) }];
  });
}

/** The named company types, in the editor's order. */
export function companyTypeNames(capital: ComparisonFacts['minimumCapital']): string[] {
  return (capital ?? []).flatMap((item) => (item.companyType ? [item.companyType] : []));
}

/**
 * The incorporation time in the locale's words for the unit: "1–2 weeks", "4–6 Wochen",
 * "24 hours"; `null` when not stated.
 */
export function incorporationTimeLine(locale: string, time: ComparisonFacts['incorporationTime']): FactLine | null {
  if (time?.from == null || !time.unit) return null;
  const format = numberFormat(locale, { style: 'unit', unit: time.unit, unitDisplay: 'long' });
  const value = time.to != null && time.to !== time.from ? format.formatRange(time.from, time.to) : format.format(time.from);
  return { value, ...(time.note ? { note: time.note } : {}) };
}

/** The director requirements that are stated, one line each; empty when none is. */
export function directorLines(directors: ComparisonFacts['directors'], words: FactWords): FactLine[] {
  if (!directors) return [];
  const lines: FactLine[] = [];
  if (directors.minimum != null) lines.push({ value: words.minimumDirectors(directors.minimum) });
  if (directors.localDirectorRequired === 'yes' || directors.localDirectorRequired === 'no') {
    lines.push({ value: words.localDirector(directors.localDirectorRequired) });
  }
  if (directors.secretaryRequired === 'yes' || directors.secretaryRequired === 'no') {
    lines.push({ value: words.secretary(directors.secretaryRequired) });
  }
  return lines;
}
