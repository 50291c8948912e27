/**
 * The seven interface languages (docs/requirements.md, §1, §9 Supported languages): code, native name and flag emoji.
 * English is the default and the fallback for missing translations.
 */
export const LANGUAGES = [
  { code: 'en', name: 'English', flag: '🇬🇧' },
  { code: 'da', name: 'Dansk', flag: '🇩🇰' },
  { code: 'no', name: 'Norsk', flag: '🇳🇴' },
  { code: 'sv', name: 'Svenska', flag: '🇸🇪' },
  { code: 'de', name: 'Deutsch', flag: '🇩🇪' },
  { code: 'fr', name: 'Français', flag: '🇫🇷' },
  { code: 'es', name: 'Español', flag: '🇪🇸' },
] as const;

/** A supported locale code, e.g. `'en'` or `'da'`. */
export type Locale = (typeof LANGUAGES)[number]['code'];

export const LOCALES: readonly Locale[] = LANGUAGES.map((l) => l.code);

export const DEFAULT_LOCALE: Locale = 'en';

/** True when `value` is one of the seven supported locale codes. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

const LOCALE_PREFIX = new RegExp(`^/(?:${LOCALES.join('|')})(?=/|$)`);

/** A public path without its locale: `/da/denmark` -> `/denmark`, `/da` -> `/`, `/denmark` as it is. */
export function pathWithoutLocale(pathname: string): string {
  return pathname.replace(LOCALE_PREFIX, '') || '/';
}
