/**
 * `npm run audit:publish`: are pages Next regenerates after a publish as light
 * and as fast as the same pages of a fresh build?
 *
 * Starts the loopback Content Lake (`scripts/loopback/content-lake.mjs`), seeds it with
 * `npm run seed`, builds the site reading it into `.next-cms-audit` (skip with `--no-build`),
 * measures the home page, a country page, a service page and the contact page (scripts loaded,
 * gzip KB, Lighthouse mobile and desktop), then publishes an edit of the country and of the site
 * settings (which every page shows) and a 3 MB camera photo as the first hero slide (the
 * home page's LCP element), sends the signed webhooks, and measures the regenerated
 * pages again. Budget (exit 1 when missed): the same scripts as the fresh page, at once and on
 * first use of a form, and on mobile
 * every Lighthouse score 100 and LCP < 1.2 s.
 */
import { rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { Parser } from 'htmlparser2';
import { SANITY_IMAGE_PATH } from '../../lib/images/sanity-image';
import { cameraPhoto } from '../lib/camera-photo';
import { editorClient, sendWebhook, setPhoneEverywhere, WORDS_ONLY } from '../lib/publish';
import { clientJs } from '../bench/client-js';
import { buildSite, startSite, untilSearchReady } from '../lib/prod-server';
import { startSeededLake } from '../lib/seeded-lake';
import { formatTable } from '../lib/table';
import { judgedRun, lighthouseMisses } from './budgets';
import { launchLighthouse, type FormFactor } from './lighthouse';

const PORT = 3204;
const DIST_DIR = '.next-cms-audit';
const PAGES = ['/', '/denmark', '/banking', '/contact'];
const lakeOptions = { port: 3205, token: 'audit-token', projectId: 'audit', dataset: 'audit', secret: 'audit-webhook-secret', apiVersion: '2025-10-01' };

const { values } = parseArgs({ options: { 'no-build': { type: 'boolean' } } });

type Row = (string | number)[];

/**
 * Requests every Sanity image of the page once, through the site's rewrite to the lake's image
 * pipeline (`SANITY_IMAGE_PATH`), so the
 * measured visits get the stored transform as they would from Sanity's CDN edge. Sanity transforms
 * an image on its first request and caches it; a Lighthouse run should measure the page, not that
 * one-off cost, large for a camera photo.
 */
async function warmImages(pageUrl: string): Promise<number> {
  const html = await (await fetch(pageUrl)).text();
  const urls = new Set<string>();
  const parser = new Parser({
    onopentag(_name, attributes) {
      for (const [name, value] of Object.entries(attributes)) {
        if (name === 'src') urls.add(value);
        if (name === 'srcset' || name === 'imagesrcset') // Candidates end with a comma and a space: Sanity's `rect=x,y,w,h` has commas of its own.
          value.split(/,\s+/).forEach((candidate) => urls.add(candidate.trim().split(/\s+/)[0] ?? ''));
      }
    },
  });
  parser.end(html);
  const images = [...urls].map((url) => new URL(url, pageUrl)).filter((url) => url.pathname.startsWith(`${SANITY_IMAGE_PATH}/images/`));
  const headers = { accept: 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8', 'accept-encoding': 'gzip' };
  await Promise.all(images.map(async (url) => (await fetch(url, { headers })).arrayBuffer()));
  if (images.length) console.log(`${new URL(pageUrl).pathname}: ${images.length} image URLs requested once from the lake's image pipeline`);
  return images.length;
}

async function measure(origin: string, state: string, rows: Row[], failures: string[], fresh?: Map<string, string>): Promise<Map<string, string>> {
  const runner = await launchLighthouse('.audit/lighthouse');
  const scriptsByPage = new Map<string, string>();
  try {
    for (const path of PAGES) {
      await warmImages(origin + path);
      const js = await clientJs(origin, path);
      // What loads at once, then what a form page loads on first use of its form.
      const scripts = [...js.scripts, '|', ...js.onUse].map((src) => (src === '|' ? src : new URL(src, origin).pathname)).join(' ');
      scriptsByPage.set(path, scripts);
      if (fresh && fresh.get(path) !== scripts) failures.push(`${path} ${state}: loads ${scripts}, the fresh build ${fresh.get(path)}`);
      for (const formFactor of ['mobile', 'desktop'] as FormFactor[]) {
        const { figures: f, runs } = await judgedRun(runner, origin + path, formFactor, `${state}${path.replaceAll('/', '-')}-${formFactor}`);
        const misses = formFactor === 'mobile' ? lighthouseMisses(f) : [];
        misses.forEach((miss) => failures.push(`${path} ${state} mobile: ${miss}`));
        const onUse = js.onUse.length ? `${js.onUse.length} / ${(js.onUseGzipBytes / 1024).toFixed(1)}` : '-';
        rows.push([path, state, formFactor, js.scripts.length, (js.gzipBytes / 1024).toFixed(1), onUse, f.performance, f.accessibility, f.bestPractices, f.seo, Math.round(f.lcpMs), runs, misses.length ? 'FAIL' : 'ok']);
      }
    }
  } finally {
    await runner.close();
  }
  return scriptsByPage;
}

async function main(): Promise<void> {
  const lake = await startSeededLake(lakeOptions);
  const failures: string[] = [];
  const rows: Row[] = [];
  try {
    if (!values['no-build']) {
      // Not even Next's data cache from the last run: it holds that run's content under the same URLs.
      rmSync(DIST_DIR, { recursive: true, force: true });
      console.log(`Building the site reading the loopback Content Lake into ${DIST_DIR} …`);
      await buildSite({ port: PORT, distDir: DIST_DIR });
    }
    const server = await startSite({ port: PORT, distDir: DIST_DIR });
    try {
      await untilSearchReady(server);
      const fresh = await measure(server.origin, 'fresh', rows, failures);
      const client = editorClient({ ...lakeOptions, apiHost: lake.url });
      await client.patch('jurisdiction-denmark').set({ 'hero.heading': 'Company Registration in Denmark, now in 24 hours' }).commit();
      await setPhoneEverywhere(client, '+45 70 70 70 70');
      const photo = await client.assets.upload('image', await cameraPhoto(), { filename: 'camera.jpg' });
      const hotspot = { _type: 'sanity.imageHotspot', x: 0.78, y: 0.42, width: 0.2, height: 0.3 };
      await client.patch('heroSlide-paris').set({ image: { _type: 'image', alt: 'A city at sunset', asset: { _type: 'reference', _ref: photo._id }, hotspot } }).commit();
      const beforePublish = server.lines.length;
      for (const body of [
        { ...WORDS_ONLY, _type: 'jurisdiction', _id: 'jurisdiction-denmark', slug: 'denmark' },
        { ...WORDS_ONLY, _type: 'siteSettings', _id: 'siteSettings', companyFacts: true },
        { ...WORDS_ONLY, _type: 'heroSlide', _id: 'heroSlide-paris' },
      ]) {
        await sendWebhook(server.origin, body, lakeOptions.secret);
      }
      // One visit regenerates each page; the measured visits then get the stored page.
      for (const path of PAGES) {
        const html = await (await fetch(server.origin + path)).text();
        if (!html.includes('+45 70 70 70 70')) throw new Error(`${path} was not regenerated after the publish`);
        if (path === '/' && !html.includes(photo._id.split('-')[1] ?? photo._id)) throw new Error('the home page does not show the uploaded hero photo');
      }
      // Measured once the server is idle again: the site settings' publish reads every page's
      // search record again.
      await server.waitForLine(/"event":"publish".*"documentType":"siteSettings"/, { from: beforePublish });
      await measure(server.origin, 'regenerated', rows, failures, fresh);
    } finally {
      server.stop();
    }
  } finally {
    await lake.close();
  }
  console.log('\n== Pages regenerated after a publish vs the fresh build (budget: same scripts; mobile scores 100, LCP < 1200 ms)');
  console.log(formatTable(['page', 'state', 'form', 'scripts', 'KB gzip', 'on first use: scripts / KB', 'perf', 'a11y', 'bp', 'seo', 'LCP ms', 'runs', 'budget'], rows));
  if (failures.length) {
    console.log(`FAIL:\n  ${failures.join('\n  ')}`);
    process.exitCode = 1;
  } else {
    console.log('PASS: regenerated pages are as light and as fast as built ones');
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
