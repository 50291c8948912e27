import { formatMoney, formatPercent } from '../compare/format';
import type { FactValue } from './types';

/**
 * A fact in the format of `locale` (`Intl.NumberFormat`): 22% / 22 %, DKK 40,000 / 40.000 kr.,
 * 5,000+ / 5.000+, 1-2 weeks / 1-2 uger. Ranges are joined with a hyphen in every locale, as the
 * spec writes them ("11.9-21.6%", "24-48 hours"), rather than `formatRange`'s spaced en dash.
 * @param locale - a BCP 47 locale, e.g. `da`
 */
export function formatFact(locale: string, fact: FactValue): string {
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  switch (fact.kind) {
    case 'percent':
      return fact.upTo === undefined ? formatPercent(locale, fact.value) : `${number.format(fact.value)}-${formatPercent(locale, fact.upTo)}`;
    case 'money':
      return formatMoney(locale, fact.amount, fact.currency);
    case 'count':
      return `${(fact.compact ? new Intl.NumberFormat(locale, { notation: 'compact', compactDisplay: fact.compact }) : number).format(fact.value)}${fact.plus ? '+' : ''}`;
    case 'year':
      return String(fact.value);
    case 'duration': {
      const unit = new Intl.NumberFormat(locale, { style: 'unit', unit: fact.unit, unitDisplay: 'long' });
      return fact.to === undefined || fact.to === fact.from ? unit.format(fact.from) : `${number.format(fact.from)}-${unit.format(fact.to)}`;
    }
  }
}
