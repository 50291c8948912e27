import { LANGUAGES } from '../lib/i18n/locales';

/**
 * Small formatters for the Studio's document previews (list rows, search results, references),
 * so every list reads the same way.
 */

/** `' · Dansk'` for a document in another language than English, else `''`. */
export function languageSuffix(language: unknown): string {
  if (!language || language === 'en') return '';
  return ` · ${LANGUAGES.find((l) => l.code === language)?.name ?? String(language)}`;
}

/** The language's name, e.g. `English`, `Dansk`; English when unset. */
export function languageName(language: unknown): string {
  return LANGUAGES.find((l) => l.code === (language ?? 'en'))?.name ?? String(language);
}

const dkkFormat = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'DKK', maximumFractionDigits: 0 });

/** Whole kroner as shown on the English site, e.g. `DKK 1,749`. */
export function formatDkk(amount: number): string {
  return dkkFormat.format(amount);
}
