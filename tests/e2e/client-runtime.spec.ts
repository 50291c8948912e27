import { expect, test, type Page } from '@playwright/test';

/** Paths of the scripts a page requests while it loads. */
async function scriptsLoaded(page: Page, path: string): Promise<string[]> {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  return scripts;
}

test.describe('client JavaScript per template (issue 7, part 4)', () => {
  test.skip(({ isMobile }) => isMobile, 'the scripts do not depend on the viewport');

  for (const path of ['/', '/denmark', '/da/global-registration/europe', '/banking', '/pricing', '/da/no-such-page']) {
    test(`${path} loads only the enhancement script, no Next.js runtime`, async ({ page }) => {
      expect(await scriptsLoaded(page, path)).toEqual(['/enhance.js']);
    });
  }

  test('the contact form page keeps React for its form', async ({ page }) => {
    const scripts = await scriptsLoaded(page, '/contact');
    expect(scripts).toContain('/enhance.js');
    expect(scripts.filter((script) => script.startsWith('/_next/static/')).length).toBeGreaterThan(3);
  });
});
