import { expect, test } from '@playwright/test';
import { findAll, findOne, textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';
import { LOCALES } from '@/lib/i18n/locales';
import { ROUTES } from './routes';

/*
 * Tried as a visitor in each of the six languages, every page of the
 * route table reads in that language. Per page: the h1 is not the English one, the page is
 * `<html lang>` of its locale, and nothing in `<main>` is marked as another language, which
 * the templates do for every block that falls back to English. The company formation
 * page is Danish in every locale (docs/requirements.md, §2 Company formation page), and says so with `lang="da"`, as links to it do.
 */

const OTHER_LOCALES = LOCALES.filter((locale) => locale !== 'en');

/** The `<html lang>`, the h1 text and the `lang` of every element in `<main>` of a page's HTML. */
async function readPage(request: import('@playwright/test').APIRequestContext, url: string) {
  // Answered as it is, not through a redirect: every route answers 200 in every locale.
  const response = await request.get(url, { maxRedirects: 0 });
  expect(response.status(), url).toBe(200);
  const document = parseDocument(await response.text());
  const named = (name: string) => findOne((element) => element.name === name, document.children);
  const main = named('main');
  return {
    lang: named('html')?.attribs.lang,
    h1: textContent(named('h1') ?? []).trim(),
    // A link to the company formation page names it in Danish, and says so.
    langs: [
      ...new Set(
        findAll((element) => element.attribs.lang !== undefined, main?.children ?? [])
          .filter((element) => !(element.attribs.lang === 'da' && element.attribs.href?.endsWith('/company-formation')))
          .map((element) => element.attribs.lang),
      ),
    ],
  };
}

test.describe('every page in every language', () => {
  test.skip(({ isMobile }) => isMobile, 'HTTP only: one project is enough');

  /** Each route's English h1, read once for the six languages' tests of this worker. */
  const englishH1 = new Map<string, Promise<string>>();
  const englishHeading = (request: import('@playwright/test').APIRequestContext, path: string) => {
    if (!englishH1.has(path)) englishH1.set(path, readPage(request, path).then((page) => page.h1));
    return englishH1.get(path) as Promise<string>;
  };

  for (const locale of OTHER_LOCALES) {
    test(`/${locale}: every route reads in ${locale}, with no English block`, async ({ request }) => {
      const failures: string[] = [];
      for (const { path } of ROUTES) {
        const url = path === '/' ? `/${locale}` : `/${locale}${path}`;
        const [page, english] = await Promise.all([readPage(request, url), englishHeading(request, path)]);
        if (page.lang !== locale) failures.push(`${url}: html lang ${page.lang}`);
        const danish = path === '/company-formation';
        const foreign = page.langs.filter((lang) => lang !== locale && !(danish && lang === 'da'));
        if (foreign.length > 0) failures.push(`${url}: blocks in ${foreign.join(', ')}`);
        if (!danish && page.h1 === english) failures.push(`${url}: English h1 "${page.h1}"`);
      }
      expect(failures).toEqual([]);
    });
  }
});
