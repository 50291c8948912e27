import type { RedirectsQueryResult } from '../content/sanity.types';
import { DEFAULT_LOCALE, LOCALES } from '../i18n/locales';

/**
 * The old internal paths of renamed pages (`/en/hong-kong`, `/da/hong-kong`), each with the
 * internal path of the page in the same language now (`/da/hongkong`), or `null` when its
 * document was deleted.
 */
export type RedirectPaths = ReadonlyMap<string, string | null>;

/** Where a page of each document type lives, after the locale: regions under their own folder. */
const PREFIX: Record<string, string> = { region: 'global-registration/' };

/**
 * Every old path of `redirects` (the `redirectsQuery` result) in every locale, with its target:
 * a document's pages are at its English slug in every language, so one old slug is one old path
 * per locale. Since a redirect names its document, not a path, a chain of renames
 * (`a` → `b` → `c`) leads from each old slug straight to the current one.
 */
export function redirectPaths(redirects: RedirectsQueryResult): Map<string, string | null> {
  const paths = new Map<string, string | null>();
  for (const { from, documentType, to } of redirects) {
    const prefix = PREFIX[documentType] ?? '';
    for (const locale of LOCALES) paths.set(`/${locale}/${prefix}${from}`, to ? `/${locale}/${prefix}${to}` : null);
  }
  return paths;
}

/** What answers a path that is no page: a permanent redirect to `location` (internal path), `gone`, or nothing known. */
export type RedirectAnswer = { location: string } | 'gone' | null;

/**
 * The answer to `pathname` (internal, `/da/hong-kong`) from the old addresses of renamed pages.
 * A page wins: a slug given to another document since is that document's page, whatever
 * redirect names it. A redirect whose document was deleted is `gone`; one whose target is no
 * page (a slug renamed back to itself, a page not yet in `pages`) is nothing, so the visitor gets
 * the 404 page rather than a redirect to a 404.
 * @param pages - the internal paths that are pages now
 */
export function resolveRedirect(pathname: string, redirects: RedirectPaths, pages: ReadonlySet<string>): RedirectAnswer {
  if (pages.has(pathname) || !redirects.has(pathname)) return null;
  const target = redirects.get(pathname);
  if (target === null || target === undefined) return 'gone';
  return target !== pathname && pages.has(target) ? { location: target } : null;
}

/**
 * The slug a page has now that was asked for by `slug` in `locale`, as {@link resolveRedirect}
 * answers its address (`/da/<slug>`): the current slug of a renamed page, `null` for one whose
 * document was deleted, and `slug` itself otherwise (a page there wins; whether an unknown slug
 * is a page is for the caller to check). For the slugs a shared comparison names
 * (`/compare?c=hong-kong`), which no redirect of an address reaches: each follows a rename as the
 * page's old address does.
 * @param pages - the internal paths that are pages now
 */
export function slugNow(slug: string, locale: string, redirects: RedirectPaths, pages: ReadonlySet<string>): string | null {
  const answer = resolveRedirect(`/${locale}/${slug}`, redirects, pages);
  if (answer === 'gone') return null;
  // An address at the top level leads to one there, in the same locale (`redirectPaths`).
  return answer ? answer.location.slice(`/${locale}/`.length) : slug;
}

/**
 * The address visitors see for an internal path: English without its prefix (`/en/hongkong` →
 * `/hongkong`), the other locales with theirs (`/da/hongkong`).
 */
export function publicPath(internal: string): string {
  const match = /^\/([a-z]{2})(\/.*)?$/.exec(internal);
  if (!match || match[1] !== DEFAULT_LOCALE) return internal;
  return match[2] ?? '/';
}

/**
 * The status of a permanent redirect for `method`: 301 for GET and HEAD, which every client and
 * search engine knows as "moved permanently"; 308 otherwise, which keeps a form post's method
 * and body (a 301 lets clients turn it into a GET).
 */
export function redirectStatus(method: string): 301 | 308 {
  return method === 'GET' || method === 'HEAD' ? 301 : 308;
}
