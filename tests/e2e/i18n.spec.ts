import { expect, test } from '@playwright/test';
import { findAll, findOne } from 'domutils';
import { parseDocument } from 'htmlparser2';
import { ROUTES } from './routes';

// That every route answers 200 in every locale, as it is (no redirect): translated-pages.spec.ts,
// which reads them all.

test.describe('locales (URLs, detection, hreflang)', () => {
  test('the home page detects the browser language, prefers the stored choice, and falls back to English (docs/requirements.md, §4 Language)', async ({ browser, baseURL, isMobile }) => {
    test.skip(isMobile, 'one project is enough');
    /** Opens `/` in a browser speaking `locale`; returns where it ends up and what it stored. */
    const landing = async (locale: string, expectedPath: string, stored?: string) => {
      const context = await browser.newContext({ baseURL, locale });
      // Before the first visit only: the page's own writes must not be overwritten on the next one.
      if (stored) await context.addInitScript((value) => localStorage.getItem('locale') ?? localStorage.setItem('locale', value), stored);
      const page = await context.newPage();
      // The detection replaces the location while `/` parses, before the page has loaded: a
      // page that leaves has asked for the other document by then.
      const documents: string[] = [];
      page.on('request', (request) => {
        if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents.push(new URL(request.url()).pathname);
      });
      await page.goto('/', { waitUntil: 'commit' });
      await page.waitForURL((url) => url.pathname === expectedPath, { waitUntil: 'load' });
      if (expectedPath === '/') expect(documents, 'the English home page stays').toEqual(['/']);
      const result = { path: new URL(page.url()).pathname, lang: await page.locator('html').getAttribute('lang'), stored: await page.evaluate(() => localStorage.getItem('locale')) };
      await context.close();
      return result;
    };
    expect(await landing('da-DK', '/da')).toEqual({ path: '/da', lang: 'da', stored: 'da' });
    expect(await landing('nb-NO', '/no')).toEqual({ path: '/no', lang: 'no', stored: 'no' });
    expect(await landing('da-DK', '/sv', 'sv')).toEqual({ path: '/sv', lang: 'sv', stored: 'sv' });
    expect(await landing('da-DK', '/', 'en')).toEqual({ path: '/', lang: 'en', stored: 'en' });
    expect(await landing('ja-JP', '/')).toEqual({ path: '/', lang: 'en', stored: 'en' });
    // Only the home page detects: a link to an English page stays English.
    const context = await browser.newContext({ baseURL, locale: 'da-DK' });
    const page = await context.newPage();
    await page.goto('/denmark');
    expect(new URL(page.url()).pathname).toBe('/denmark');
    await context.close();
  });

  test('html lang follows the locale and pages list hreflang alternates with x-default', async ({ request, isMobile }) => {
    test.skip(isMobile, 'HTTP only: one project is enough');
    for (const [url, lang] of [
      ['/da/banking', 'da'],
      ['/no/denmark', 'no'],
      ['/de/pricing', 'de'],
    ] as const) {
      const nodes = parseDocument(await (await request.get(url)).text()).children;
      expect(findOne((element) => element.name === 'html', nodes)?.attribs.lang).toBe(lang);
      const links = findAll((element) => element.name === 'link', nodes);
      const hreflangs = links.filter((l) => l.attribs.rel === 'alternate' && l.attribs.hreflang).map((l) => l.attribs.hreflang).sort();
      expect(hreflangs).toEqual(['da', 'de', 'en', 'es', 'fr', 'no', 'sv', 'x-default']);
      expect(links.find((l) => l.attribs.rel === 'canonical')?.attribs.href).toMatch(new RegExp(`${url}$`));
    }
  });

  test('the company formation page stays Danish in every locale', async ({ page }) => {
    await page.goto('/fr/company-formation');
    await expect(page.locator('h1')).toHaveText('Selskabsstiftelse');
    await expect(page.locator('main [lang="da"]').first()).toBeVisible();
  });

  test('a chosen language is remembered on the next visit', { tag: '@phone' }, async ({ page, isMobile }) => {
    await page.goto('/fees');
    if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
    else await page.getByRole('button', { name: /Language/ }).click();
    await page.getByRole('link', { name: /Svenska/ }).last().click();
    await expect(page).toHaveURL(/\/sv\/fees$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/sv$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
  });

  test('sitemap.xml lists every page in every locale with alternates; robots.txt points at it', async ({ request, isMobile }) => {
    test.skip(isMobile, 'HTTP only: one project is enough');
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname);
    expect(urls).toHaveLength(ROUTES.length * 7);
    expect(urls).toEqual(expect.arrayContaining(['/', '/da', '/banking', '/de/denmark', '/es/global-registration/europe']));
    expect(sitemap).toContain('hreflang="x-default"');
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/Sitemap: .+\/sitemap\.xml/);
    expect(robots).toMatch(/Disallow: \/studio/);
  });
});
