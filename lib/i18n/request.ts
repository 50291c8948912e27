import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { routing } from './routing';
import en from '../../messages/en.json';

type Messages = typeof en;

/** Deep-merges `override` onto the English catalog so a missing key shows English, not a key path. */
function withEnglishFallback(override: Partial<Messages> | undefined): Messages {
  const merge = (base: Record<string, unknown>, over: Record<string, unknown> | undefined): Record<string, unknown> => {
    if (!over) return base;
    const out: Record<string, unknown> = { ...base };
    for (const [key, value] of Object.entries(over)) {
      const baseValue = base[key];
      out[key] =
        value && typeof value === 'object' && baseValue && typeof baseValue === 'object'
          ? merge(baseValue as Record<string, unknown>, value as Record<string, unknown>)
          : value;
    }
    return out;
  };
  return merge(en, override as Record<string, unknown> | undefined) as Messages;
}

/**
 * next-intl request configuration: the locale of the route segment and its messages, with
 * English as the fallback for catalogs that lack a key (spec §1: English default and fallback).
 */
export default getRequestConfig(async ({ requestLocale, locale: explicit }) => {
  // A locale passed explicitly (`getTranslations({ locale })`) wins: reading `requestLocale`
  // without `setRequestLocale` falls back to the request headers, which turns a static page
  // rendered at run time (a page regenerated after a publish, a path like `/missing.txt`) into
  // a dynamic one, and Next then fails it ("Page changed from static to dynamic at runtime").
  const requested = explicit ?? (await requestLocale);
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  const own =
    locale === 'en'
      ? undefined
      : ((await import(`../../messages/${locale}.json`).then((m: { default: Partial<Messages> }) => m.default).catch(() => undefined)) as
          | Partial<Messages>
          | undefined);
  return { locale, messages: withEnglishFallback(own) };
});
