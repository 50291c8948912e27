import { useLocale } from 'next-intl';
import type { ReactNode } from 'react';
import { fallbackLang } from '@/lib/i18n/fallback';
import type { Locale } from '@/lib/i18n/locales';

/**
 * Marks the content of one document with its language when it is not the page's:
 * an English fallback on `/da/…` is wrapped in `<div lang="en">` (`display: contents`,
 * so the layout is unchanged); in the page's language it renders its children as they are.
 * Documents nested in another (FAQs, pricing items, country cards) mark their own element
 * with `lang`, so a translated FAQ inside an English page reads as Danish.
 */
export function DocumentLanguage({ language, children }: { language: string | null | undefined; children: ReactNode }) {
  const lang = fallbackLang(language, useLocale() as Locale);
  return lang ? (
    <div lang={lang} className="contents">
      {children}
    </div>
  ) : (
    children
  );
}
