import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { readMessages } from './messages';
import { routing } from './routing';

/**
 * next-intl request configuration: the locale of the route segment and its messages, with
 * English as the fallback for catalogs that lack a key (docs/requirements.md, §1: English default and fallback).
 */
export default getRequestConfig(async ({ requestLocale, locale: explicit }) => {
  // A locale passed explicitly (`getTranslations({ locale })`) wins: reading `requestLocale`
  // without `setRequestLocale` falls back to the request headers, which turns a static page
  // rendered at run time (a page regenerated after a publish, a path like `/missing.txt`) into
  // a dynamic one, and Next then fails it ("Page changed from static to dynamic at runtime").
  const requested = explicit ?? (await requestLocale);
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return { locale, messages: readMessages(locale) };
});
