import { chromium, devices } from '@playwright/test';
const base = process.env.BASE ?? 'http://localhost:3100';
const pages = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
const js = process.env.NOJS ? false : true;
for (const [form, opts] of [['desktop', { viewport: { width: 1366, height: 900 } }], ['phone', devices['Pixel 7']]]) {
  const context = await browser.newContext({ ...opts, javaScriptEnabled: js });
  const page = await context.newPage();
  for (const path of pages) {
    await page.goto(base + path, { waitUntil: 'load' });
    await page.waitForTimeout(300);
    const name = `/tmp/shots/${form}${js ? '' : '-nojs'}-${path.replace(/[^a-z0-9]+/gi, '_')}.png`;
    await page.screenshot({ path: name, fullPage: process.env.FULL ? true : false });
    console.log(name);
  }
  await context.close();
}
await browser.close();
