import { defineRouting } from 'next-intl/routing';
import { DEFAULT_LOCALE, LOCALES } from './locales';

/**
 * Locale routing (next-intl): English at no prefix (`/banking`), other locales prefixed
 * (`/da/banking`). The proxy redirects `/` by the stored choice (NEXT_LOCALE cookie) or
 * `Accept-Language`.
 */
export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: 'as-needed',
});
