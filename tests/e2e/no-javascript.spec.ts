import { expect, test } from '@playwright/test';
import { DisclosureContract } from '@/components/widgets/disclosure/contract';

// Nothing on a page is dead without JavaScript. (With JavaScript the widgets
// behave as before: header.spec.ts, pricing.spec.ts, slideshow.spec.ts.)

test.use({ javaScriptEnabled: false });

test('the phone menu opens and its links work', { tag: '@phone' }, async ({ page, isMobile }) => {
  test.skip(!isMobile, 'the menu button shows below lg');
  await page.goto('/denmark');
  const menu = page.locator('#mobile-menu');
  await expect(menu).toBeHidden();
  await page.getByRole('link', { name: 'Open menu' }).click();
  await expect(menu).toBeVisible();
  await menu.getByRole('link', { name: 'Jurisdictions' }).click();
  await expect(page).toHaveURL(/\/global-company-registration$/);
  // The language list is in the menu, and leads to the same page in that language.
  await page.getByRole('link', { name: 'Open menu' }).click();
  await page.locator('#mobile-menu').getByRole('link', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(/\/de\/global-company-registration$/);
});

test('the Services dropdown and the language switcher open on desktop', async ({ page, isMobile }) => {
  test.skip(isMobile, 'these show from lg');
  await page.goto('/denmark');
  await page.locator('header').getByRole('link', { name: 'Services' }).click();
  await page.locator('#services-menu').getByRole('link', { name: 'Banking' }).click();
  await expect(page).toHaveURL(/\/banking$/);
  await page.locator(`header ${DisclosureContract.NojsTriggerSelector}[href="#languages-desktop"]`).click();
  await page.locator('#languages-desktop').getByRole('link', { name: 'Svenska' }).click();
  await expect(page).toHaveURL(/\/sv\/banking$/);
  await expect(page.locator('h1')).toBeVisible();
});

test('the pricing page shows both lists, each under its heading', async ({ page }) => {
  await page.goto('/pricing');
  await expect(page.getByRole('tablist')).toBeHidden();
  await expect(page.getByRole('heading', { level: 2, name: 'Business Customers' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Private Customers' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Limited Company ApS' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Lease Agreement' })).toBeVisible();
  // A link to a private category lands on it.
  await page.goto('/pricing#housing');
  await expect(page.locator('section#housing')).toBeInViewport();
});

test('the location picker submits as a form and opens the country page', async ({ page }) => {
  await page.goto('/da');
  await page.locator('select[name="location"]').selectOption('dubai');
  await page.getByRole('button', { name: 'Gå', exact: true }).click();
  await expect(page).toHaveURL(/\/da\/dubai$/);
  // A 303 to a path: no Host or X-Forwarded-Host in it.
  const redirect = await page.request.get('/da?location=dubai', { maxRedirects: 0, headers: { 'x-forwarded-host': 'evil.example' } });
  expect(redirect.status()).toBe(303);
  expect(redirect.headers().location).toBe('/da/dubai');
  // A slug that is no page leaves the visitor on the home page.
  const response = await page.goto('/?location=atlantis');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/\?location=atlantis$/);
});
