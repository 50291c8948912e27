import { chromium, devices } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
for (const [form, opts] of [['desktop', { viewport: { width: 1366, height: 900 } }], ['phone', devices['Pixel 7']]]) {
  const context = await browser.newContext(opts);
  const page = await context.newPage();
  page.on('console', (m) => console.log('console', m.type(), m.text()));
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  await page.goto('http://localhost:3100/da/banking', { waitUntil: 'load' });
  await page.getByRole('link', { name: 'Søg' }).click();
  await page.keyboard.type(process.env.Q ?? 'skat');
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/shots/${form}-search-dialog.png` });
  console.log(await page.locator('[data-search-status]').first().textContent());
  await context.close();
}
await browser.close();
