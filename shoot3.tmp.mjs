import { chromium, devices } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const [form, opts] of [['desktop', { viewport: { width: 1366, height: 900 } }], ['phone', devices['Pixel 7']]]) {
  const context = await browser.newContext(opts);
  const page = await context.newPage();
  await page.goto('http://localhost:3100/compare?c=austria,denmark,malta,portugal', { waitUntil: 'load' });
  await page.locator('#compare-heading').scrollIntoViewIfNeeded();
  await page.locator('[data-compare-table] img').last().evaluate((img) => img.decode?.());
  await page.waitForTimeout(500);
  await page.locator('[role=region][aria-labelledby=compare-caption]').screenshot({ path: `/tmp/shots/${form}-compare-table.png` });
  await context.close();
}
await browser.close();
