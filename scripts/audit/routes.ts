import { parseDocument } from 'htmlparser2';
import { getElementsByTagName, textContent } from 'domutils';

/** A path that matches no route: the not-found template, answered with 404. */
export const MISSING_PATH = '/this-page-does-not-exist';

/** A comparison of four countries: pages the sitemap cannot list, one checked. */
export const COMPARISON_PATH = '/compare?c=austria,denmark,malta,portugal';

/**
 * Every page the site publishes, as paths: the `<loc>` entries of `/sitemap.xml` (every route in
 * every locale, see `app/sitemap.ts`), plus {@link MISSING_PATH} for the 404 template and
 * {@link COMPARISON_PATH} for a comparison with its table.
 * @throws Error when the sitemap does not answer 200 or lists no page.
 */
export async function sitemapPaths(origin: string): Promise<string[]> {
  const res = await fetch(`${origin}/sitemap.xml`);
  if (!res.ok) throw new Error(`${origin}/sitemap.xml answered ${res.status}`);
  const doc = parseDocument(await res.text(), { xmlMode: true });
  const paths = getElementsByTagName('loc', doc).map((loc) => new URL(textContent(loc).trim()).pathname);
  if (paths.length === 0) throw new Error('The sitemap lists no page');
  return [...new Set(paths), MISSING_PATH, COMPARISON_PATH];
}

/**
 * One page of each template (docs/requirements.md, §2), the pages Lighthouse measures; `noindex` for a page that
 * keeps search engines out on purpose.
 */
export const TEMPLATE_PAGES: { template: string; path: string; noindex?: boolean }[] = [
  { template: 'home', path: '/' },
  { template: 'country', path: '/denmark' },
  { template: 'region', path: '/global-registration/europe' },
  { template: 'service', path: '/banking' },
  { template: 'pricing', path: '/pricing' },
  { template: 'contact', path: '/contact' },
  { template: 'formation', path: '/company-formation' },
  // Comparisons are `noindex, follow`: thousands of combinations, one indexed /compare.
  { template: 'compare', path: COMPARISON_PATH, noindex: true },
  { template: 'search', path: '/search' },
  { template: 'not-found', path: MISSING_PATH },
];
