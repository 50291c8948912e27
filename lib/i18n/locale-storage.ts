/**
 * Where the visitor's language lives in the browser (docs/requirements.md, §4 Language: kept in local storage):
 * written by the language switcher (`components/widgets/language-links/enhance.ts`), read and written by
 * the home page's language detection (`./detect.ts`). Its own module, so that `public/enhance.js`
 * bundles this constant and nothing else.
 */
export const LOCALE_STORAGE_KEY = 'locale';
