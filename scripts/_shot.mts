import { chromium, devices } from 'playwright';
import { chromiumPath, CHROMIUM_ARGS } from '/work/main/scripts/lib/chromium';
const [base, ...paths] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS] });
for (const path of paths) {
  for (const [name, opts] of [['desk', { viewport: { width: 1366, height: 900 } }], ['phone', devices['Pixel 7']]] as const) {
    const page = await browser.newPage(opts as never);
    await page.goto(base + path, { waitUntil: 'networkidle' });
    const file = `/tmp/scratch/shot-${name}-${path.replace(/[^a-z0-9]+/gi, '_')}.png`;
    const sel = process.env.SEL; if (sel) await page.locator(sel).first().screenshot({ path: file }); else await page.screenshot({ path: file });
    console.log(file);
    await page.close();
  }
}
await browser.close();
