import { defineRouting } from 'next-intl/routing';
import { DEFAULT_LOCALE, LOCALES } from './locales';

/**
 * Locale routing (next-intl): English at no prefix (`/banking`), other locales prefixed
 * (`/da/banking`). Every URL names its language, and the server's answer depends on the URL
 * alone, so shared caches can store pages:
 * - `localeDetection: false`: no redirect by `Accept-Language` or cookie. The home page detects
 *   the visitor's language in the browser instead (docs/requirements.md, §4 Language; `lib/i18n/detect.ts`).
 * - `localeCookie: false`: no `Set-Cookie: NEXT_LOCALE` on every response (shared caches refuse
 *   to store those); the language switcher stores the choice in local storage.
 * - `alternateLinks: false`: no `Link` hreflang header, which next-intl builds from the request's
 *   `Host`; every page lists its alternates in `<head>` from `NEXT_PUBLIC_SITE_URL`.
 */
export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: 'as-needed',
  localeDetection: false,
  localeCookie: false,
  alternateLinks: false,
});
