import { DEFAULT_LOCALE, type Locale } from '../i18n/locales';

/**
 * The generated sharing card of every page: what LinkedIn, X, Slack and
 * messengers show beside a shared link. 1200×630 is the 1.91:1 size LinkedIn's Post Inspector
 * and X's `summary_large_image` both take without cropping.
 * https://www.linkedin.com/help/linkedin/answer/a521928, https://developer.x.com/en/docs/x-for-websites/cards/overview/summary-card-with-large-image
 */
export const SOCIAL_CARD = { width: 1200, height: 630, type: 'image/png' } as const;

/** Where the cards are served (`app/og/[locale]/[[...path]]/route.tsx`), outside the locale prefixes. */
export const SOCIAL_CARD_PREFIX = '/og';

/**
 * The site-relative URL of a page's card: `/og/{locale}{path}`, with the locale always present
 * (`/og/en` for `/`, `/og/da/denmark` for `/da/denmark`).
 * @param path - the page's path without locale, starting with `/`; `/` for the home page
 */
export function socialCardPath(locale: Locale, path: string): string {
  return `${SOCIAL_CARD_PREFIX}/${locale}${path === '/' ? '' : path}`;
}

/**
 * The page path (with its locale, as the `[locale]` route segments see it: `/en/pricing`) whose card
 * `pathname` asks for, or `null` when it is no card URL.
 */
export function pageOfSocialCard(pathname: string): string | null {
  const match = /^\/og\/([a-z]{2})((?:\/[^/]+)*)$/.exec(pathname);
  if (!match) return null;
  return `/${match[1] ?? DEFAULT_LOCALE}${match[2] ?? ''}`;
}
