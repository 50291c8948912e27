import { expect, test } from '@playwright/test';

// Inner-page heroes carry a visual that fits the page on wide screens (a
// country's flag, its region's flags, a service's icon); phones, which have no room for it,
// never download it.

const visual = '[data-hero-visual]';

test('country, region and service heroes show their own visual on desktop', async ({ page, isMobile }) => {
  test.skip(isMobile, 'the visual shows from lg');
  await page.goto('/denmark');
  await expect(page.locator(`${visual}[data-hero-visual="flag"] img`)).toHaveAttribute('src', '/flags/dk.svg');
  await expect(page.locator(`${visual} img`)).toHaveJSProperty('complete', true);
  expect(await page.locator(`${visual} img`).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await page.goto('/global-registration/europe');
  await expect(page.locator(`${visual}[data-hero-visual="flags"] img`)).toHaveCount(16);
  await page.goto('/global-registration/asia-pacific');
  await expect(page.locator(`${visual} img`)).toHaveCount(2);
  await page.goto('/banking');
  await expect(page.locator(`${visual}[data-hero-visual="icon"] svg`)).toBeVisible();
  // The visual sits beside the text, inside the band, and leaves no empty half.
  const box = await page.locator(visual).boundingBox();
  const heading = await page.locator('h1').boundingBox();
  expect(box && heading && box.x > heading.x + heading.width - 1).toBe(true);
});

test('phones show no hero visual and download no flag', { tag: '@phone' }, async ({ page, isMobile }) => {
  test.skip(!isMobile, 'phone layout');
  const flags: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/flags/')) flags.push(request.url());
  });
  await page.goto('/denmark');
  await page.waitForLoadState('load');
  await expect(page.locator(visual)).toBeHidden();
  expect(flags).toEqual([]);
});
