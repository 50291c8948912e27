import { expect, test } from '@playwright/test';
import { cspViolations, watchCsp } from './csp';
import { orphanGrids } from './layout';
import { ROUTES } from './routes';

// Every route, in one page, at a 1366 px desktop and a 390 px phone: no grid of cards ends with
// one lonely card, and no page logs a console error or a Content-Security-Policy violation, later
// slides and enhancements included. Accessibility is checked once per template
// (every-route.spec.ts): a template renders the same markup at every slug, but its number of cards
// and its pictures are the page's own.

for (const width of [1366, 390]) {
  test(`every route at ${width} px: no orphan cards, no console error, no CSP violation`, async ({ browser, isMobile }) => {
    test.skip(isMobile, 'the width is set here');
    test.setTimeout(300_000);
    const page = await browser.newPage({ viewport: { width, height: width > 800 ? 900 : 844 } });
    await watchCsp(page);
    const problems: string[] = [];
    let path = '';
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`${path}: console error: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`${path}: uncaught: ${error.message}`));
    for (const route of ROUTES) {
      path = route.path;
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      problems.push(...(await page.evaluate(orphanGrids)).map((orphan) => `${path}: ${orphan}`));
      await page.waitForLoadState('networkidle');
      problems.push(...(await cspViolations(page)).map((violation) => `${path}: CSP: ${JSON.stringify(violation)}`));
    }
    await page.close();
    expect(problems).toEqual([]);
  });
}
