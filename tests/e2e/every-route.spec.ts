import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { findAll, findOne, textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';
import { cspViolations, watchCsp } from './csp';
import { ROUTES } from './routes';

/**
 * One page of each template (docs/requirements.md, §2): a template renders the same markup at every slug, so what
 * needs a browser (accessibility, console errors, the Content-Security-Policy, the phone's layout
 * and menu, contrast over the hero) is checked once per template and viewport. What the HTML
 * says (status, h1, language, meta tags, header and footer) is checked on every route, over HTTP.
 * Orphan cards on every route, at both widths: layout.spec.ts.
 */
const TEMPLATE_PATHS = ['/', '/company-registration', '/global-company-registration', '/global-registration/europe', '/banking', '/contact', '/pricing', '/company-formation', '/privacy', '/compare', '/search', '/denmark'];

test.describe('every route over HTTP', () => {
  test.skip(({ isMobile }) => isMobile, 'HTTP only: one project is enough');

  for (const { path, h1 } of ROUTES) {
    test(`${path} answers 200 with its h1, language, meta tags, header and footer`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const document = parseDocument(await response.text());
      const all = (name: string) => findAll((element) => element.name === name, document.children);
      const meta = (attribute: 'name' | 'property', value: string) => findOne((element) => element.name === 'meta' && element.attribs[attribute] === value, document.children)?.attribs.content;

      const headings = all('h1');
      expect(headings).toHaveLength(1);
      expect(textContent(headings).trim()).toMatch(h1);
      expect(all('html')[0]?.attribs.lang).toBe('en');
      expect(textContent(all('title')).trim().length).toBeGreaterThan(5);
      expect(meta('name', 'description')).toMatch(/.{40,}/);
      const canonical = findOne((element) => element.name === 'link' && element.attribs.rel === 'canonical', document.children)?.attribs.href;
      expect(canonical).toMatch(new RegExp(`${path === '/' ? '/?' : path}$`));
      for (const property of ['og:title', 'og:description', 'og:url']) expect(meta('property', property), property).toMatch(/.+/);
      expect(all('header')).not.toHaveLength(0);
      expect(textContent(all('footer'))).toContain('Covent Garden');
    });
  }
});

for (const path of TEMPLATE_PATHS) {
  test(`${path}: its template shows its header and footer, with no console errors, no serious axe violations and no CSP violation`, { tag: ['@phone'] }, async ({ page }) => {
    await watchCsp(page);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));

    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.locator('header')).toBeVisible();
    await expect(page.locator('footer')).toContainText('Covent Garden');

    const { violations } = await new AxeBuilder({ page }).analyze();
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    expect(errors).toEqual([]);

    // A strict Content-Security-Policy: nothing blocked, later slides and
    // enhancements included.
    await page.waitForLoadState('networkidle');
    expect(await cspViolations(page)).toEqual([]);
  });
}

test('a country page is readable with JavaScript off', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/portugal');
  await expect(page.locator('h1')).toContainText('Portugal');
  await expect(page.getByText('Empresa na Hora').first()).toBeVisible();
  await expect(page.getByText('23%').first()).toBeVisible();
  await context.close();
});
