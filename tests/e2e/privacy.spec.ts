import { expect, test } from '@playwright/test';
import { findAll, textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';

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

  test('the policy exists in every language, is linked from the footer and listed in the sitemap', async ({ request }) => {
    const headings: Record<string, RegExp> = {
      da: /Privatlivspolitik/i,
      no: /Personvern/i,
      sv: /Integritetspolicy/i,
      de: /Datenschutz/i,
      fr: /confidentialité/i,
      es: /privacidad/i,
    };
    /** A page's HTML, parsed, after checking it answered 200. */
    const read = async (path: string) => {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      return parseDocument(await response.text()).children;
    };
    const named = (nodes: ReturnType<typeof parseDocument>['children'], name: string) => findAll((element) => element.name === name, nodes);
    for (const [locale, heading] of Object.entries(headings)) {
      // The footer's link, by its name, leads to the policy in the page's language...
      const footer = named(await read(`/${locale}`), 'footer');
      const link = named(footer, 'a').find((a) => heading.test(textContent(a)));
      expect(link?.attribs.href, `/${locale}: the footer's link to the policy`).toBe(`/${locale}/privacy`);
      // ...which is written in that language, not English marked as such.
      const policy = await read(link?.attribs.href ?? '');
      expect(textContent(named(policy, 'h1'))).toMatch(heading);
      const main = named(policy, 'main');
      expect(findAll((element) => element.attribs.lang === 'en', main)).toHaveLength(0);
    }
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('/privacy</loc>');
    expect(sitemap).toContain('/sv/privacy</loc>');
  });
});
