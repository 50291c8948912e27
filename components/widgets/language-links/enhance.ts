import { LOCALE_STORAGE_KEY } from '@/lib/i18n/locale-storage';

/**
 * Stores the chosen language when a language switcher link is followed (docs/requirements.md, §2 Header and footer, §4 Language:
 * the language is "cached in local storage"), so the home page (`/`) later opens in it
 * (`lib/i18n/detect.ts`). Local storage and not a cookie: the server never sees the choice, so
 * every page's response is the same for every visitor and shared caches can keep it.
 *
 * Markup (`./LanguageLinks.tsx`, names in `./contract.ts`): a list
 * `[data-enhance="language-links"]` of `a[hreflang]` links.
 */
export function enhanceLanguageLinks(root: HTMLElement): void {
  root.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[hreflang]') : null;
    if (!link) return;
    try {
      localStorage.setItem(LOCALE_STORAGE_KEY, link.hreflang);
    } catch {
      // Storage disabled (private mode, policy): the link still leads to the language.
    }
  });
}
