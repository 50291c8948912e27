import { expect, test } from '@playwright/test';
import { ROUTES } from './routes';

const OTHER_LOCALES = ['da', 'no', 'sv', 'de', 'fr', 'es'];

test.describe('locales (issue 4: URLs, detection, hreflang)', () => {
  test('every route answers 200 in every locale', async ({ request, isMobile }) => {
    test.skip(isMobile, 'HTTP only: one project is enough');
    const failures: string[] = [];
    for (const locale of OTHER_LOCALES) {
      for (const { path } of ROUTES) {
        const url = path === '/' ? `/${locale}` : `/${locale}${path}`;
        const response = await request.get(url, { maxRedirects: 0 });
        if (response.status() !== 200) failures.push(`${url} -> ${response.status()}`);
      }
    }
    expect(failures).toEqual([]);
  });

  test('detects the browser language, prefers the stored choice, and falls back to English', async ({ playwright, baseURL, isMobile }) => {
    test.skip(isMobile, 'HTTP only: one project is enough');
    const get = async (headers: Record<string, string>) => {
      const context = await playwright.request.newContext({ baseURL });
      const response = await context.get('/', { headers, maxRedirects: 0 });
      const result = { status: response.status(), location: response.headers().location ?? '' };
      await context.dispose();
      return result;
    };
    expect(await get({ 'accept-language': 'da-DK,da;q=0.9,en;q=0.5' })).toMatchObject({ status: 307, location: expect.stringMatching(/\/da$/) });
    expect(await get({ 'accept-language': 'da', cookie: 'NEXT_LOCALE=sv' })).toMatchObject({ location: expect.stringMatching(/\/sv$/) });
    expect((await get({ 'accept-language': 'ja,zh;q=0.8' })).status).toBe(200);
  });

  test('html lang follows the locale and pages list hreflang alternates with x-default', async ({ page }) => {
    for (const [url, lang] of [
      ['/da/banking', 'da'],
      ['/no/denmark', 'no'],
      ['/de/pricing', 'de'],
    ] as const) {
      await page.goto(url);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      const hreflangs = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) =>
        links.map((l) => l.getAttribute('hreflang')).sort(),
      );
      expect(hreflangs).toEqual(['da', 'de', 'en', 'es', 'fr', 'no', 'sv', 'x-default']);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${url}$`));
    }
  });

  test('the company formation page stays Danish in every locale', async ({ page }) => {
    await page.goto('/fr/company-formation');
    await expect(page.locator('h1')).toHaveText('Selskabsstiftelse');
    await expect(page.locator('main [lang="da"]').first()).toBeVisible();
  });

  test('a chosen language is remembered on the next visit', async ({ page, isMobile }) => {
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
