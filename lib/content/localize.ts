import type { Locale } from '../i18n/locales';

/**
 * Keeps the documents written for `locale` when there are any, else the English ones: list
 * queries return both (`language in [$locale, "en"]`), order preserved.
 */
export function pickLanguage<T extends { language: string }>(items: readonly T[], locale: Locale): T[] {
  const own = items.filter((item) => item.language === locale);
  return own.length > 0 ? own : items.filter((item) => item.language === 'en');
}
