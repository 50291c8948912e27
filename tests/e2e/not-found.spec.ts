import { expect, test } from '@playwright/test';

for (const path of ['/no-such-page', '/holding-companies', '/global-registration/nowhere', '/a/b/c', '/missing.txt', '/page-not-found']) {
  test(`${path} shows the not-found page with status 404 and logs the path`, async ({ page }) => {
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    const home = page.getByRole('link', { name: 'Return to Home' });
    await expect(home).toHaveAttribute('href', '/');
    await expect.poll(() => logged.some((line) => line.includes(path))).toBe(true);
  });
}

test('a 404 below a locale is that locale\'s page, prerendered, with its header and language links', async ({ page }) => {
  const response = await page.goto('/da/ingen-side');
  expect(response?.status()).toBe(404);
  expect(await response?.text()).toContain('<html lang="da"');
  await expect(page).toHaveTitle(/^Siden blev ikke fundet/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  expect(page.url()).toMatch(/\/da\/ingen-side$/);
});
