import { expect, test } from '@playwright/test';

// Issue 16, part 1: site search over every page in the visitor's language, results as you type,
// by keyboard, its code loaded only when search opens.

const searchCode = (url: string) => /\/(search\.js|pagefind\/)/.test(new URL(url).pathname);

test('the header search opens a dialog that finds countries as you type, in the visitor’s language', { tag: '@phone' }, async ({ page }) => {
  const loaded: string[] = [];
  page.on('request', (request) => {
    if (searchCode(request.url())) loaded.push(new URL(request.url()).pathname);
  });
  await page.goto('/da/banking');
  await page.waitForLoadState('load');
  expect(loaded, 'nothing of search loads before it opens').toEqual([]);
  await page.getByRole('link', { name: 'Søg' }).click();
  const dialog = page.getByRole('dialog', { name: 'Søg på sitet' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('searchbox')).toBeFocused();
  await page.keyboard.type('Cyprus');
  const results = dialog.getByRole('list', { name: 'Søgeresultater' }).getByRole('link');
  await expect(results.first()).toBeVisible();
  // Danish pages only, linked within /da.
  for (const href of await results.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) expect(href).toMatch(/^\/da(\/|$)/);
  await expect(dialog.getByRole('status')).toContainText('for “Cyprus”');
  expect(loaded.some((path) => path === '/search.js')).toBe(true);
  expect(loaded.some((path) => path.startsWith('/pagefind/'))).toBe(true);
});

test('keyboard: / opens, arrows move through results, Enter follows, Escape closes and returns focus', async ({ page, isMobile }) => {
  test.skip(isMobile, 'a physical keyboard');
  await page.goto('/');
  await page.keyboard.press('/');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.keyboard.type('Denmark');
  const first = dialog.getByRole('list').getByRole('link').first();
  await expect(first).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(first).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(dialog.getByRole('searchbox')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // From the header link, Escape hands focus back to it.
  const link = page.getByRole('link', { name: 'Search' });
  await link.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(link).toBeFocused();
  // Enter opens the first result.
  await link.click();
  await page.keyboard.type('Prenuptial');
  await expect(dialog.getByRole('list').getByRole('link').first()).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/pricing#/);
});

test('finds FAQs and private pricing items, and a pricing result opens its tab', async ({ page }) => {
  // Two searches and two navigations: it ran out of 30 s twice in CI's two workers.
  test.slow();
  await page.goto('/');
  await page.getByRole('link', { name: 'Search' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('searchbox').fill('Prenuptial Agreement');
  const pricing = dialog.getByRole('list').getByRole('link').first();
  await expect(pricing).toHaveAttribute('href', /^\/pricing#/);
  await pricing.click();
  await expect(page.getByRole('tab', { name: 'Private' })).toHaveAttribute('aria-selected', 'true');
  // A FAQ answer: the result leads to the FAQ section of its page.
  await page.getByRole('link', { name: 'Search' }).click();
  await page.getByRole('dialog').getByRole('searchbox').fill('legal fees calculated');
  const faq = page.getByRole('dialog').getByRole('list').getByRole('link').first();
  await expect(faq).toHaveAttribute('href', '/legal-services#frequently-asked-questions');
  await faq.click();
  await expect(page.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeInViewport();
});

test('without JavaScript the search link opens /search, which lists every page', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/sv/denmark');
  await page.getByRole('link', { name: 'Sök' }).click();
  await expect(page).toHaveURL(/\/sv\/search$/);
  await expect(page.getByRole('searchbox')).toBeHidden();
  const list = page.locator('#all-pages').locator('..');
  await expect(list.getByRole('link', { name: 'Europa' })).toBeVisible();
  await expect(list.getByRole('link')).toHaveCount(await list.getByRole('link').count());
  expect(await list.getByRole('link').count()).toBeGreaterThan(21 + 3 + 10);
  await list.getByRole('link', { name: 'Cypern' }).click();
  await expect(page).toHaveURL(/\/sv\/cyprus$/);
  await context.close();
});
