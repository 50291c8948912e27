import { expect, test } from '@playwright/test';

// The jurisdiction comparison at /compare?c=…, server-rendered from the query
// string, in every locale, linked from every country page and the overview's card.

test('a country page links to the comparison with itself chosen; choosing another compares them', async ({ page }) => {
  await page.goto('/denmark');
  await page.getByRole('link', { name: 'Compare Denmark with other countries' }).click();
  await expect(page).toHaveURL(/\/compare\?c=denmark$/);
  await expect(page.getByRole('status')).toContainText('Choose at least one more country to compare with Denmark.');
  const selects = page.locator('select[name="c"]');
  await expect(selects.nth(0)).toHaveValue('denmark');
  await selects.nth(1).selectOption('cyprus');
  await page.getByRole('button', { name: 'Compare', exact: true }).click();
  // The picker's `c=denmark&c=cyprus&c=&c=` becomes one canonical, shareable URL.
  await expect(page).toHaveURL(/\/compare\?c=cyprus,denmark$/);
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText(['Cyprus', 'Denmark']);
  await expect(table.getByRole('row', { name: /Corporate tax/ })).toContainText('12.5%');
  await expect(table.getByRole('row', { name: /Corporate tax/ })).toContainText('22%');
  await expect(table.getByRole('row', { name: /VAT/ })).toContainText('19%');
  await expect(table.getByRole('row', { name: /Minimum capital/ })).toContainText('ApS: DKK 40,000');
  await expect(table.getByRole('row', { name: /Minimum capital/ })).toContainText('Public company: €25,629');
  // What the requirements do not give is not invented.
  await expect(table.getByRole('row', { name: /Incorporation time/ })).toContainText('Not stated');
  await expect(table.getByRole('row', { name: /Directors/ }).getByText('Not stated')).toHaveCount(2);
});

test('works without JavaScript, in another locale, with four countries and the locale formats', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/de/compare');
  const selects = page.locator('select[name="c"]');
  await selects.nth(0).selectOption('portugal');
  await selects.nth(1).selectOption('austria');
  await selects.nth(2).selectOption('germany');
  await selects.nth(3).selectOption('hong-kong');
  await page.getByRole('button', { name: 'Vergleichen', exact: true }).click();
  await expect(page).toHaveURL(/\/de\/compare\?c=austria,germany,hong-kong,portugal$/);
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveCount(4);
  await expect(table.getByRole('row', { name: /Gründungsdauer/ })).toContainText('4–6 Wochen');
  await expect(table.getByRole('row', { name: /Gründungsdauer/ })).toContainText('1–2 Wochen');
  await expect(table.getByRole('row', { name: /Körperschaftsteuer/ })).toContainText('etwa 30 %');
  await expect(table.getByRole('row', { name: /Mindestkapital/ })).toContainText('GmbH: 35.000 €');
  await expect(table.getByRole('row', { name: /Geschäftsführung/ })).toContainText('Kein ortsansässiger Geschäftsführer erforderlich');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await context.close();
});

test('every way of asking for countries is redirected to one URL; unknown ones are dropped', async ({ request }) => {
  const cases: [string, string][] = [
    ['/compare?c=denmark&c=cyprus', '/compare?c=cyprus,denmark'],
    ['/compare?c=Denmark,cyprus,denmark', '/compare?c=cyprus,denmark'],
    ['/da/compare?c=malta,atlantis', '/da/compare?c=malta'],
    ['/compare?c=atlantis', '/compare'],
    ['/compare?c=austria,belgium,cyprus,denmark,estonia', '/compare?c=austria,belgium,cyprus,denmark'],
  ];
  for (const [asked, canonical] of cases) {
    const response = await request.get(asked, { maxRedirects: 0 });
    expect(response.status(), asked).toBe(303);
    expect(response.headers().location, asked).toBe(canonical);
  }
  const page = await request.get('/compare?c=cyprus,denmark', { maxRedirects: 0 });
  expect(page.status()).toBe(200);
  const html = await page.text();
  expect(html).toContain('<meta name="robots" content="noindex, follow"/>');
  expect(html).toMatch(/<link rel="canonical" href="[^"]*\/compare\?c=cyprus,denmark"/);
  // The comparison's route segment is reached only through the query string.
  expect((await request.get('/compare/cyprus,denmark')).status()).toBe(404);
});

test("the overview's Country Comparisons card leads to the comparison", async ({ page }) => {
  await page.goto('/global-company-registration');
  await page.getByRole('link', { name: 'Compare countries' }).click();
  await expect(page).toHaveURL(/\/compare$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Compare Jurisdictions');
});

test('the table scrolls sideways on a phone, inside a focusable region, with nothing cut off the page', { tag: '@phone' }, async ({ page, isMobile }) => {
  test.skip(!isMobile, 'phone layout');
  await page.goto('/compare?c=austria,denmark,malta,portugal');
  const region = page.getByRole('region', { name: /compared/ });
  await expect(region).toHaveAttribute('tabindex', '0');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBe(0);
  expect(await region.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
});
