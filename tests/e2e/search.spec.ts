import { expect, test } from '@playwright/test';
import { randomClient } from './clients';
import { scriptsLoaded } from './page-scripts';

// The site search: pages of the visitor's language found as they type (one request to
// /api/search per pause), by keyboard, and without JavaScript through /search?q=, rendered on
// the server as a light page.

/** What the search asks of the network: its code and its answers. */
const isSearchRequest = (url: string) => /^\/(search\.js|api\/search)$/.test(new URL(url).pathname);

test('the header search opens a dialog that finds countries as you type, in the visitor’s language', { tag: '@phone' }, async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (isSearchRequest(request.url())) asked.push(new URL(request.url()).pathname);
  });
  await page.goto('/da/banking');
  await page.waitForLoadState('load');
  expect(asked, 'nothing of search loads before it opens').toEqual([]);
  await page.getByRole('link', { name: 'Søg' }).click();
  const dialog = page.getByRole('dialog', { name: 'Søg på sitet' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('searchbox')).toBeFocused();
  await page.keyboard.type('Cypern');
  const results = dialog.getByRole('list', { name: 'Søgeresultater' }).getByRole('link');
  await expect(dialog.getByRole('status')).toContainText('for “Cypern”');
  // Cyprus's own page first, and Danish pages only, linked within /da.
  await expect(results.first()).toHaveAttribute('href', '/da/cyprus');
  for (const href of await results.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) expect(href).toMatch(/^\/da(\/|$)/);
  await expect(results.first().locator('mark').first()).toHaveText(/Cypern/i);
  expect(asked[0]).toBe('/search.js');
  expect(asked.filter((path) => path === '/api/search').length, 'one search per pause in typing, not per key').toBeLessThanOrEqual(2);
});

test('keyboard: / opens, arrows move through results, Enter follows, Escape closes and returns focus', async ({ page, isMobile }) => {
  test.skip(isMobile, 'a physical keyboard');
  await page.goto('/');
  await page.keyboard.press('/');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.keyboard.type('Denmark');
  // The results of the whole word: a prefix's list, shown first, is replaced when they come, and
  // the focus with it.
  const first = dialog.locator('ol[data-query="Denmark"]').getByRole('link').first();
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
  // The results of the whole word, not of a prefix typed before it: Enter opens the first result
  // of the words in the field, and otherwise submits them to the results page.
  await expect(dialog.locator('ol[data-query="Prenuptial"]').getByRole('link').first()).toHaveAttribute('href', '/pricing');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/pricing$/);
});

test('ranks what visitors ask for: Danish “Cypern”, “bank accounts”, German “Gesellschaften gründen”, and a typo', async ({ request }) => {
  const first = async (q: string, locale: string) => {
    const response = await request.get(`/api/search?${new URLSearchParams({ q, locale })}`);
    expect(response.status(), q).toBe(200);
    const body = (await response.json()) as { results: { url: string }[] };
    return body.results.map((result) => result.url);
  };
  expect((await first('Cypern', 'da'))[0]).toBe('/da/cyprus');
  expect(await first('bank accounts', 'en')).toContain('/banking');
  expect((await first('Gesellschaften gründen', 'de')).slice(0, 3)).toContain('/de/company-registration');
  expect((await first('Cyprs', 'en'))[0]).toBe('/cyprus');
});

test('the search API refuses what is not a search with a 400, and a client past its budget with a 429', async ({ request }) => {
  for (const query of ['', 'locale=en', 'q=&locale=en', `q=${'a'.repeat(101)}&locale=en`, 'q=Cyprus&locale=xx', 'q=%00&locale=en', 'q=den%00mark&locale=en']) {
    const response = await request.get(`/api/search?${query}`);
    expect(response.status(), query).toBe(400);
    expect(response.headers()['cache-control'], query).toMatch(/no-store/);
    expect((await response.json()) as { error: string }).toHaveProperty('error');
  }
  // One client of its own (the test server counts X-Forwarded-For), past the default 120 a minute.
  const headers = { 'x-forwarded-for': randomClient() };
  const statuses: number[] = [];
  for (let i = 0; i < 125; i += 1) statuses.push((await request.get('/api/search?q=tax&locale=en', { headers })).status());
  expect(statuses.slice(0, 120).every((status) => status === 200)).toBe(true);
  const refused = await request.get('/api/search?q=tax&locale=en', { headers });
  expect(refused.status()).toBe(429);
  expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0);

  // The results page draws from the same budget: refused too, in the visitor's language, with
  // the search form to try again, and kept by no cache.
  const page = await request.get('/da/search?q=tax', { headers });
  expect(page.status()).toBe(429);
  expect(Number(page.headers()['retry-after'])).toBeGreaterThan(0);
  expect(page.headers()['cache-control']).toMatch(/no-store/);
  const html = await page.text();
  expect(html).toContain('<html lang="da"');
  expect(html).toContain('Du har søgt mange gange på kort tid. Vent et minut, og søg så igen.');
  expect(html).toMatch(/<form[^>]*role="search"[^>]*action="\/da\/search"/);
  // The page that says so is no page of its own.
  expect((await request.get('/da/search-limited', { maxRedirects: 0 })).status()).toBe(404);
});

test('a results page spends the same budget as the search API', async ({ request }) => {
  const headers = { 'x-forwarded-for': randomClient() };
  for (let i = 0; i < 119; i += 1) expect((await request.get('/api/search?q=tax&locale=en', { headers })).status()).toBe(200);
  const page = await request.get('/search?q=tax', { headers });
  expect(page.status()).toBe(200);
  expect(await page.text()).toMatch(/\d+ results? for “tax”/);
  expect((await request.get('/api/search?q=tax&locale=en', { headers })).status()).toBe(429);
});

test('control characters in a search are no words: the API refuses them, the results page shows the search page', async ({ request }) => {
  const page = await request.get('/search?q=%00', { maxRedirects: 0 });
  expect(page.status()).toBe(200);
  const html = await page.text();
  expect(html).toContain('<h1');
  // The status line says nothing: no search was made, so none failed.
  expect(html).toMatch(/<p id="site-search-inline-status" role="status"[^>]*><\/p>/);
  // Between words, a control character is a space.
  const words = await request.get('/search?q=bank%00accounts', { maxRedirects: 0 });
  expect(words.status()).toBe(200);
  expect(await words.text()).toMatch(/results? for “bank accounts”/);
});

test('without JavaScript the search link opens /search, whose form shows ranked results rendered on the server', { tag: '@phone' }, async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/sv/denmark');
  await page.getByRole('link', { name: 'Sök' }).click();
  await expect(page).toHaveURL(/\/sv\/search$/);
  const box = page.getByRole('main').getByRole('searchbox');
  await expect(box).toBeVisible();
  await box.fill('Cypern');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/sv\/search\?q=Cypern$/);
  await expect(page.getByRole('main').getByRole('searchbox')).toHaveValue('Cypern');
  await expect(page.getByRole('main').getByRole('status')).toContainText('Cypern');
  const results = page.getByRole('main').getByRole('list').getByRole('link');
  await expect(results.first()).toHaveAttribute('href', '/sv/cyprus');
  expect(await results.count()).toBeLessThan(20);
  await results.first().click();
  await expect(page).toHaveURL(/\/sv\/cyprus$/);
  await context.close();
});

test('the results page is a light page: no Next.js runtime, and not indexed by search engines', async ({ page }) => {
  const scripts = await scriptsLoaded(page, '/de/search?q=Steuer');
  expect(scripts.filter((path) => path.startsWith('/_next/'))).toEqual([]);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByRole('main').getByRole('list').getByRole('link').first()).toBeVisible();
});
