import { expect, test } from '@playwright/test';

for (const path of ['/no-such-page', '/holding-companies', '/global-registration/nowhere', '/a/b/c', '/missing.txt']) {
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
