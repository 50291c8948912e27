import { formatMoney, formatPercent } from '../i18n/number-format';
import { numberFormat } from '../i18n/number-format';
import type { FactValue } from './types';

/**
 * English compact suffixes as British financial prose writes them ("HKD 2m", "£500k", "£3bn"),
 * rather than Intl's "HKD 2M": the requirements quote thresholds this way ("8.25% on first HKD 2m",
 * docs/requirements.md, §9 Jurisdiction marketing facts), and only English has the
 * convention; other locales keep Intl's words ("2 mio. HKD", "2 M HKD").
 */
const ENGLISH_COMPACT: Readonly<Record<string, string>> = { K: 'k', M: 'm', B: 'bn', T: 'tn' };

/**
 * A compact amount: the ISO code rather than a symbol ("HKD 2m", not "HK$2M"), as thresholds
 * are quoted in the currency's code, with English suffixes lower-cased (`ENGLISH_COMPACT`).
 */
function formatCompactMoney(locale: string, amount: number, currency: string): string {
  const formatted = numberFormat(locale, { style: 'currency', currency, currencyDisplay: 'code', notation: 'compact', maximumFractionDigits: 2 }).format(amount);
  if (new Intl.Locale(locale).language !== 'en') return formatted;
  return formatted.replace(/(\d)([KMBT])(?!\p{L})/u, (_, digit: string, suffix: string) => digit + ENGLISH_COMPACT[suffix]);
}

/**
 * A fact in the format of `locale` (`Intl.NumberFormat`): 22% / 22 %, DKK 40,000 / 40.000 kr.,
 * HKD 2m / 2 mio. HKD (compact), 5,000+ / 5.000+, 1-2 weeks / 1-2 uger, 10 years / 10 år.
 * Ranges are joined with a hyphen in every locale, as docs/requirements.md, §9 writes them
 * ("11.9-21.6%", "24-48 hours"), rather than `formatRange`'s spaced en dash.
 * @param locale - a BCP 47 locale, e.g. `da`
 */
export function formatFact(locale: string, fact: FactValue): string {
  const number = numberFormat(locale, { maximumFractionDigits: 2 });
  switch (fact.kind) {
    case 'percent':
      return fact.upTo === undefined ? formatPercent(locale, fact.value) : `${number.format(fact.value)}-${formatPercent(locale, fact.upTo)}`;
    case 'money':
      return fact.compact ? formatCompactMoney(locale, fact.amount, fact.currency) : formatMoney(locale, fact.amount, fact.currency);
    case 'count':
      return `${(fact.compact ? numberFormat(locale, { notation: 'compact', compactDisplay: fact.compact }) : number).format(fact.value)}${fact.plus ? '+' : ''}`;
    case 'year':
      return String(fact.value);
    case 'duration': {
      const unit = numberFormat(locale, { style: 'unit', unit: fact.unit, unitDisplay: 'long' });
      return fact.to === undefined || fact.to === fact.from ? unit.format(fact.from) : `${number.format(fact.from)}-${unit.format(fact.to)}`;
    }
  }
}
