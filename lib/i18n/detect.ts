import { LOCALE_STORAGE_KEY } from './locale-storage';
import { DEFAULT_LOCALE, LOCALES } from './locales';

/** The `id` of the inline script {@link localeRedirectScript}, so that `stripRuntime` keeps it. */
export const LOCALE_REDIRECT_SCRIPT_ID = 'locale-redirect';

/**
 * The visitor's language for the home page, as spec §4 states it: the one stored in local
 * storage, else the first of the browser's languages (`navigator.languages`, in preference
 * order) that the site offers, matched on the primary subtag (RFC 4647 lookup: `da-DK` -> `da`;
 * Norwegian `nb`/`nn` -> `no`), else English. An unsupported stored value counts as none.
 *
 * The same function runs in the browser, inlined by {@link localeRedirectScript}, so it uses
 * nothing from outside its own body.
 *
 * @param stored - the value in local storage, or `null`
 * @param browser - the browser's languages, most preferred first
 * @param supported - the site's locale codes
 * @returns `{ locale, detected }`: `detected` is true when it came from the browser (to be stored)
 */
export function chooseLocale(stored: string | null, browser: readonly string[], supported: readonly string[]): { locale: string; detected: boolean } {
  if (stored && supported.includes(stored)) return { locale: stored, detected: false };
  for (const tag of browser) {
    const primary = tag.toLowerCase().split('-')[0] ?? '';
    const code = primary === 'nb' || primary === 'nn' ? 'no' : primary;
    if (supported.includes(code)) return { locale: code, detected: true };
  }
  return { locale: 'en', detected: true };
}

/**
 * The inline script of the English home page (`/`): it sends a visitor whose language (see
 * {@link chooseLocale}) is not English to that locale's home page (`/da`) before anything is
 * painted, and stores a detected language.
 *
 * Why in the browser and not in `proxy.ts` (issue 17, part 1): the server's answer to `/` would
 * then depend on `Accept-Language` and a cookie, and a shared cache (nginx, a CDN) keyed on the
 * URL would hand one visitor's language to the next; Next overwrites a `Vary` header set before
 * it renders. Done here, every visitor gets the same cacheable bytes. Without JavaScript the
 * visitor stays on the English home page, which links every language.
 */
export function localeRedirectScript(): string {
  const supported = JSON.stringify(LOCALES);
  const key = JSON.stringify(LOCALE_STORAGE_KEY);
  const english = JSON.stringify(DEFAULT_LOCALE);
  // `chooseLocale` compiles to plain ES2017 (no imports, no helpers): it is inlined as source.
  return (
    `(function(){try{var choose=${chooseLocale.toString()};` +
    `var c=choose(localStorage.getItem(${key}),navigator.languages||[navigator.language],${supported});` +
    `if(c.detected)localStorage.setItem(${key},c.locale);` +
    `if(c.locale!==${english})location.replace("/"+c.locale+location.search+location.hash)}catch(e){}})()`
  );
}
