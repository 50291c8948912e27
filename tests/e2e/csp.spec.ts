import { expect, test } from '@playwright/test';
import { cspViolations, watchCsp } from './csp';
import { reachForForm } from './forms';
import { randomClient } from './clients';

// With a script-src of 'self' and hashes only, every template renders, its
// widgets work and its forms load React and submit, without one CSP violation. Every route of
// docs/requirements.md, §2 is checked at both widths in layout.spec.ts.

/**
 * Pages beside the routes of the requirements, which layout.spec.ts checks for violations as it visits
 * them: other languages, a comparison with countries chosen, and the 404.
 */
const PAGES = ['/da', '/de/cyprus', '/fr/privacy', '/compare?c=cyprus,denmark', '/es/compare', '/no-such-page'];

test.describe('a strict Content-Security-Policy on every template', () => {
  // One test per page: together they outlast a test's timeout on a loaded CI machine.
  for (const path of PAGES) {
    test(`${path} runs with no violation`, async ({ page }) => {
      await watchCsp(page);
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await cspViolations(page)).toEqual([]);
    });
  }

  test('the site search finds pages as the visitor types with no violation', async ({ page }) => {
    await watchCsp(page);
    await page.goto('/denmark');
    await page.getByRole('link', { name: 'Search' }).click();
    await page.getByRole('dialog').getByRole('searchbox').fill('Malta');
    await expect(page.getByRole('dialog').getByRole('list').getByRole('link').first()).toBeVisible();
    expect(await cspViolations(page)).toEqual([]);
  });

  test('form pages load React on first use and submit with no violation', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': randomClient() });
    await watchCsp(page);
    await page.goto('/contact');
    await reachForForm(page);
    await page.getByLabel(/^First Name/).fill('Ada');
    await page.getByLabel(/^Last Name/).fill('Lovelace');
    await page.getByLabel(/^Email/).fill('ada@example.com');
    await page.getByLabel(/^Subject/).fill('CSP check');
    await page.getByLabel(/^Message/).fill('Sent under a strict policy.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Message sent!')).toBeVisible();
    expect(await cspViolations(page)).toEqual([]);

    await page.goto('/da/company-formation');
    await reachForForm(page);
    await page.getByLabel(/Antal stiftere/).selectOption('1');
    expect(await cspViolations(page)).toEqual([]);
  });
});
