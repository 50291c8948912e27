/** next-intl's locale cookie: name and attributes of its defaults (session cookie, `SameSite=Lax`). */
const LOCALE_COOKIE = 'NEXT_LOCALE';

/**
 * Stores the chosen language before the language switcher's link is followed (spec §2 Header,
 * issue 4: a chosen language is remembered). The proxy sets the cookie when it serves a prefixed
 * page (`/sv/fees`), but English pages have no prefix and the proxy would send a visitor with a
 * stored `sv` back to `/sv/…`; so, as next-intl's own `Link` does, the cookie is written first.
 *
 * Markup: a list `[data-enhance="language-links"]` of `a[hreflang]` links.
 */
export function enhanceLanguageLinks(root: HTMLElement): void {
  root.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[hreflang]') : null;
    if (!link) return;
    document.cookie = `${LOCALE_COOKIE}=${encodeURIComponent(link.hreflang)}; path=/; SameSite=Lax`;
  });
}
