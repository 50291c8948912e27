import { LOCALE_STORAGE_KEY } from './locale-storage';
import { DEFAULT_LOCALE, LOCALES } from './locales';

/** The `id` of the inline script {@link localeRedirectScript}, so that `stripRuntime` keeps it. */
export const LOCALE_REDIRECT_SCRIPT_ID = 'locale-redirect';

/**
 * The visitor's language for the home page, as docs/requirements.md, §4 Language states it: the one stored in local
 * storage, else the first of the browser's languages (`navigator.languages`, in preference
 * order) that the site offers, matched on the primary subtag (RFC 4647 lookup: `da-DK` -> `da`;
 * Norwegian `nb`/`nn` -> `no`), else English. An unsupported stored value counts as none.
 *
 * The browser runs the same rules as {@link CHOOSE_LOCALE_SOURCE}, inlined by
 * {@link localeRedirectScript}; `tests/unit/locale-detect.test.ts` checks that both agree.
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
 * {@link chooseLocale} as the browser runs it: source text written out, not
 * `chooseLocale.toString()`, whose text would depend on how each bundle compiles it. The
 * Content-Security-Policy allows the script by its SHA-256, which must be
 * the same whether `next.config.ts` computes it or a page renders it.
 */
export const CHOOSE_LOCALE_SOURCE =
  'function(stored,browser,supported){' +
  'if(stored&&supported.indexOf(stored)>=0)return{locale:stored,detected:false};' +
  'for(var i=0;i<browser.length;i++){' +
  'var primary=String(browser[i]).toLowerCase().split("-")[0];' +
  'var code=primary==="nb"||primary==="nn"?"no":primary;' +
  'if(supported.indexOf(code)>=0)return{locale:code,detected:true}}' +
  'return{locale:"en",detected:true}}';

/**
 * The inline script of the English home page (`/`): it sends a visitor whose language (see
 * {@link chooseLocale}) is not English to that locale's home page (`/da`) before anything is
 * painted, and stores a detected language.
 *
 * Why in the browser and not in `proxy.ts`: the server's answer to `/` would
 * then depend on `Accept-Language` and a cookie, and a shared cache (nginx, a CDN) keyed on the
 * URL would hand one visitor's language to the next; Next overwrites a `Vary` header set before
 * it renders. Done here, every visitor gets the same cacheable bytes. Without JavaScript the
 * visitor stays on the English home page, which links every language.
 */
export function localeRedirectScript(): string {
  const supported = JSON.stringify(LOCALES);
  const key = JSON.stringify(LOCALE_STORAGE_KEY);
  const english = JSON.stringify(DEFAULT_LOCALE);
  return (
    `(function(){try{var choose=${CHOOSE_LOCALE_SOURCE};` +
    `var c=choose(localStorage.getItem(${key}),navigator.languages||[navigator.language],${supported});` +
    `if(c.detected)localStorage.setItem(${key},c.locale);` +
    `if(c.locale!==${english})location.replace("/"+c.locale+location.search+location.hash)}catch(e){}})()`
  );
}
