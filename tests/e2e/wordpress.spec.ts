import { expect, test, type APIRequestContext } from '@playwright/test';
import { LOCALES } from '@/lib/i18n/locales';
import { readBuildRoutes } from '@/lib/routing/prerendered-paths';
import { REVALIDATE_HEADER, renderedAgain } from '@/lib/startup/warm-routes';
import { cspViolations, watchCsp } from './csp';
import { WORDPRESS_DIST_DIR } from './wordpress-env';

// Runs in the `wordpress` project only: the seed site's build (built reading the fake
// WordPress's blank site, so its CSP allows the WordPress host) copied into .next-wp and started
// with WORDPRESS_API_URL pointing at tests/fixtures/wordpress-server.mjs's content.
// Fallbacks when WordPress fails are covered by tests/unit/wordpress*.test.ts; the blank
// WordPress of the desktop and phone projects shows the Sanity home page.

const WP = `http://127.0.0.1:${process.env.WP_PORT ?? 3199}`;

async function requestCounts(request: APIRequestContext): Promise<Record<string, number>> {
  const log = (await (await request.get(`${WP}/__requests`)).json()) as { path: string }[];
  const counts: Record<string, number> = { 'hero-slides': 0, pages: 0, services: 0 };
  for (const { path } of log) {
    const endpoint = /^\/wp-json\/wp\/v2\/([^?]+)/.exec(path)?.[1];
    if (endpoint) counts[endpoint] = (counts[endpoint] ?? 0) + 1;
  }
  return counts;
}

test.describe.configure({ mode: 'serial' });

// The build prerendered the home pages from the blank WordPress. Next renders each again on
// demand (its revalidation header, as the server's start-up warm-up does), now reading this
// server's WordPress, as the 5-minute revalidation would on a live site.
test.beforeAll(async ({ request }) => {
  const previewModeId = readBuildRoutes(WORDPRESS_DIST_DIR)?.previewModeId;
  expect(previewModeId, `${WORDPRESS_DIST_DIR} has a build`).toBeTruthy();
  for (const locale of LOCALES) {
    const response = await request.get(`/${locale}`, { headers: { [REVALIDATE_HEADER]: previewModeId ?? '' }, maxRedirects: 0 });
    // Rendered, not served from the cache: the header is a Next.js internal (docs/next-internals.md).
    expect(renderedAgain(new Response(null, { status: response.status(), headers: response.headers() })), `/${locale} rendered again`).toBe(true);
  }
});

test.describe('home page with WORDPRESS_API_URL (docs/requirements.md, §3, §7)', () => {
  test('shows the WordPress slides, statistics and services as plain text', async ({ page }) => {
    await watchCsp(page);
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId('hero-slide')).toHaveCount(3);
    const dots = page.getByRole('button', { name: /^Go to slide \d: / });
    expect(await dots.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('aria-label')))).toEqual([
      'Go to slide 1: Lisbon & Porto',
      'Go to slide 2: Zürich – Switzerland',
      'Go to slide 3: Tallinn e-Residency',
    ]);
    const hero = page.locator('section[aria-roledescription="carousel"]');
    await expect(hero.getByText('Lisbon & Porto', { exact: true })).toBeVisible();
    await expect(hero.getByText('Start your company in Portugal', { exact: true })).toBeVisible();
    await expect(page.locator('img[src$="/wp-content/uploads/lisbon.svg"]')).toHaveAttribute('alt', 'Lisbon at dusk');
    // Loaded, not only referenced: the CSP's img-src allows the WordPress host.
    await expect.poll(() => page.locator('img[src$="/wp-content/uploads/lisbon.svg"]').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await cspViolations(page)).toEqual([]);

    const about = page.locator('section[aria-labelledby="about-heading"] dl');
    await expect(about.locator('dd')).toHaveText(['120+', '6,500+', '30+', '95%']);
    await expect(about.locator('dt')).toHaveText([/countries/i, /clients/i, /years/i, /success/i]);

    const services = page.locator('section[aria-labelledby="services-heading"] article');
    await expect(services.locator('h3')).toHaveText(['Café & Bar Licensing', 'Trust & Foundation Setup', 'Payroll Services']);
    await expect(services.first()).toContainText('Permits for restaurants & bars.');
    await expect(services.locator('b, strong, em, script')).toHaveCount(0);

    const text = await page.locator('main').innerText();
    expect(text).not.toMatch(/&amp;|&#\d+;|&eacute;|<\/?[a-z]/i);
    expect(await page.content()).not.toContain('__wpInjected');
    expect(await page.evaluate(() => 'wpInjected' in window || '__wpInjected' in window)).toBe(false);
  });

  test('a second visit within 5 minutes sends WordPress at most one more request per endpoint', async ({ page, request }) => {
    const before = await requestCounts(request);
    for (const path of ['/', '/', '/da', '/']) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('section[aria-roledescription="carousel"]').getByText('Lisbon & Porto', { exact: true })).toBeVisible();
    }
    const after = await requestCounts(request);
    for (const endpoint of Object.keys(before)) expect(after[endpoint]! - before[endpoint]!, endpoint).toBeLessThanOrEqual(1);
  });
});
