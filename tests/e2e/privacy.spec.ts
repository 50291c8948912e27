import { expect, test } from '@playwright/test';

// Each form says what is stored, why and for how long, and links to /privacy,
// a page from the seeded `privacyPolicy` documents in every locale.

test.describe('privacy', () => {
  test('the contact form says what is kept and for how long, and links to the policy', async ({ page }) => {
    await page.goto('/contact');
    const notice = page.locator('form p', { hasText: 'delete it after 365 days' });
    await expect(notice).toContainText('your name, email address, phone number if given, subject and message');
    await notice.getByRole('link').click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.locator('h1')).toHaveText('Privacy policy');
    await expect(page.getByText('365 days, then they are deleted automatically')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'What we store' })).toBeVisible();
  });

  test('the formation form says it in Danish and links to the policy in the visitor’s language', async ({ page }) => {
    await page.goto('/de/company-formation');
    const notice = page.locator('form p', { hasText: '365' });
    await expect(notice).toHaveCount(1);
    await expect(notice.getByRole('link')).toHaveAttribute('href', '/de/privacy');
  });

  test('the policy exists in every language, is linked from the footer and listed in the sitemap', async ({ page, request }) => {
    // Twelve navigations: beside other workers they outlast the default timeout.
    test.slow();
    const headings: Record<string, RegExp> = {
      da: /Privatlivspolitik/i,
      no: /Personvern/i,
      sv: /Integritetspolicy/i,
      de: /Datenschutz/i,
      fr: /confidentialité/i,
      es: /privacidad/i,
    };
    for (const [locale, heading] of Object.entries(headings)) {
      const response = await page.goto(`/${locale}`);
      expect(response?.status()).toBe(200);
      await page.locator('footer').getByRole('link', { name: heading }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/privacy$`));
      await expect(page.locator('h1')).toHaveText(heading);
      // Written in the page's language, not English marked as such.
      await expect(page.locator('main [lang="en"]')).toHaveCount(0);
    }
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('/privacy</loc>');
    expect(sitemap).toContain('/sv/privacy</loc>');
  });
});
