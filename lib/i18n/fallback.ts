import type { Locale } from './locales';

/**
 * The `lang` attribute for a block of content shown on a page in `locale`:
 * the language of the document it comes from when that differs, so an English fallback on a
 * Danish page is read by screen readers and search engines as English; `undefined` when the
 * block is in the page's language, or its language is unknown.
 * @param language - the document's `language` field, e.g. `'en'`
 */
export function fallbackLang(language: string | null | undefined, locale: Locale): string | undefined {
  return language && language !== locale ? language : undefined;
}

/**
 * The locales a page exists in: those of its main document's language
 * versions, in the order of `locales`; every locale when `languages` is not given (pages with no
 * main document, such as search and comparison, whose words are all interface messages).
 */
export function existingLocales(locales: readonly Locale[], languages: readonly (string | null)[] | null | undefined): Locale[] {
  return languages ? locales.filter((locale) => languages.includes(locale)) : [...locales];
}

/**
 * The company-formation page is written in Danish and shown as it is in every locale
 * (docs/requirements.md, §2 Company formation page).
 * Its one document fills the English slot (the source every locale falls back to), so its
 * `language` says `en` while its words are Danish.
 */
export const DANISH_PAGE_SLUG = 'company-formation';

/** The language a page document's words are in: its `language`, Danish for the company-formation page. */
export function wordsLanguage(page: { slug?: string | null; language?: string | null }): string | null | undefined {
  return page.slug === DANISH_PAGE_SLUG ? 'da' : page.language;
}
