import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
await page.goto('http://localhost:3100/');
for (const q of process.argv.slice(2)) {
  const r = await page.evaluate(async (q) => {
    const pf = await import('/pagefind/pagefind.js');
    await pf.init();
    const s = await pf.search(q);
    const d = await Promise.all(s.results.slice(0, 4).map((x) => x.data()));
    return d.map((x) => ({ url: x.url, title: x.meta.title, subs: x.sub_results.slice(0, 3).map((s) => s.url + ' | ' + s.title) }));
  }, q);
  console.log(q, JSON.stringify(r, null, 1));
}
await browser.close();
