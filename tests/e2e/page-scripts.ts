import type { Page } from '@playwright/test';

/** Paths of the scripts a page requests while it loads; the list keeps growing afterwards. */
export async function scriptsLoaded(page: Page, path: string): Promise<string[]> {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  return scripts;
}
