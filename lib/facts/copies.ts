import { formatFact } from './format';
import type { Fact } from './types';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A formatted fact as a pattern: any kind of space where Intl puts one, not inside a longer number. */
function factPattern(formatted: string): RegExp {
  const body = escape(formatted).replace(/[\s\u00a0\u202f]+/g, '[\\s\\u00a0\\u202f]');
  return new RegExp(`(?<![\\p{L}\\p{N}.,€£$])${body}(?![\\p{N}]|[.,]\\p{N})`, 'u');
}

/**
 * The facts whose figure a text types out instead of naming them: "22%" in
 * "A single corporate tax rate of 22%" when the corporate tax is 22, in English notation or in
 * any of `locales`' ("22 %", "40.000 kr."). Placeholders are not copies. Bare numbers of one or
 * two digits (a minimum of 2 directors) are too common in prose to tell apart and are not
 * checked.
 * @returns the facts copied, in the order of `facts`; `[]` when none is
 */
export function copiedFacts(text: string, facts: readonly Fact[], locales: readonly string[] = ['en']): Fact[] {
  let prose = text.replace(/\{[^{}]*\}/g, ' ');
  if (!/\d/.test(prose)) return [];
  // Longest figures first, each found one blanked out, so "180" is not found again inside "180+".
  const candidates = facts
    .flatMap((fact) => [...new Set(['en', ...locales])].map((locale) => ({ fact, formatted: formatFact(locale, fact.value) })))
    .filter(({ formatted }) => !/^\d{1,2}$/.test(formatted))
    .sort((a, b) => b.formatted.length - a.formatted.length);
  const copied = new Set<Fact>();
  for (const { fact, formatted } of candidates) {
    const pattern = factPattern(formatted);
    if (!pattern.test(prose)) continue;
    copied.add(fact);
    prose = prose.replace(new RegExp(pattern.source, 'gu'), ' ');
  }
  return facts.filter((fact) => copied.has(fact));
}
