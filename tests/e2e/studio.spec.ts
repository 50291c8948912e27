import { expect, test } from '@playwright/test';

test('the embedded Studio at /studio renders its shell', async ({ page, isMobile }) => {
  test.skip(isMobile, 'one viewport is enough for the Studio shell');
  // The Studio's bundle is several MB: beside another worker its load can outlast the default
  // timeout, with no error on the page.
  test.slow();
  const response = await page.goto('/studio');
  expect(response?.status()).toBe(200);
  // Offline the Studio cannot reach Sanity; its own shell (not the site's) still renders.
  await expect(page.locator('#sanity, [data-ui="Card"], [data-ui="Flex"]').first()).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('Meridian Corporate', { exact: true })).toHaveCount(0);
});
