import { expect, test } from '@playwright/test';
import { reachForForm } from './forms';
import { scriptsLoaded } from './page-scripts';

test.describe('client JavaScript per template', () => {
  test.skip(({ isMobile }) => isMobile, 'the scripts do not depend on the viewport');

  for (const path of ['/', '/denmark', '/da/global-registration/europe', '/banking', '/pricing', '/da/no-such-page']) {
    test(`${path} loads only the enhancement script, no Next.js runtime`, async ({ page }) => {
      expect(await scriptsLoaded(page, path)).toEqual(['/enhance.js']);
    });
  }

  for (const path of ['/contact', '/da/company-formation']) {
    test(`${path} loads React only when the visitor reaches for the form, and hydrates cleanly`, async ({ page }) => {
      const errors: string[] = [];
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      page.on('pageerror', (error) => errors.push(error.message));
      const scripts = await scriptsLoaded(page, path);
      expect(scripts).toEqual(['/enhance.js']);
      const payload = page.waitForResponse((response) => response.request().headers()['rsc'] === '1');
      await reachForForm(page);
      expect((await payload).headers()['content-type']).toContain('text/x-component');
      expect(scripts.filter((script) => script.startsWith('/_next/static/')).length).toBeGreaterThan(3);
      // A hydration mismatch would make React re-render the page on the client and say so.
      await page.waitForLoadState('networkidle');
      expect(errors).toEqual([]);
    });
  }
});
