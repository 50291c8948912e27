/**
 * `npm run bench`: prints the site's speed and size figures.
 *
 *   npm run bench                        build, then every measurement (about 10 minutes)
 *   npm run bench -- --duration=5        seconds per autocannon run (default 8)
 *   npm run bench -- --proxy-duration=10 seconds per wrk run through nginx (default 30)
 *
 * The site is built and run as in production: reading a Content Lake (the loopback one of
 * `scripts/loopback/content-lake.mjs`, seeded with `npm run seed`), with the webhook secret set.
 *
 * - Build: wall-clock time of `next build` and its page count.
 * - Load: autocannon against `next start` and against a plain static server (sirv) holding the
 *   same prerendered HTML, for a country page, the home page and the 404 page, at 50 and 200
 *   connections. Both servers and autocannon share this machine, so read the ratio, not the
 *   absolute figures.
 * - Proxied load: wrk, 200 connections, through Debian's nginx with
 *   `deploy/nginx/site-proxy.conf` in front of `next start`, against nginx serving the same HTML
 *   as files. Budget: 0 socket errors and at least 0.5x the file server's throughput per page.
 * - Publish through the proxy: an edit of Denmark and its webhook, while visitors keep the page
 *   hot in nginx's cache; ms until the new text shows at the site and through nginx. Budget:
 *   through nginx within 5 s (the publishing budget).
 * - Client JavaScript per template (gzip -9 bytes of every script the page loads), next to a
 *   default Next.js page (`scripts/bench/default-app`, built with the same Next), and whether
 *   any page loads a chunk of the Studio.
 *
 * - Page queries: milliseconds per page query on the embedded source at 21 and 200
 *   jurisdictions (`scripts/bench/queries.ts`, also `npm run bench:queries`); budget 50 ms each at 200.
 * - At scale: build, memory, queries, first visit, publish to visible and to
 *   found by search, at 21 and 200 jurisdictions (`scripts/bench/scale.ts`, also `npm run
 *   bench:scale`, about 15 minutes), with their budgets.
 *
 * - Site search at 21, 200 and 1,000 jurisdictions (`scripts/bench/search.ts`, also `npm run
 *   bench:search`): the records from scratch, query p50 and p95, the dialog's requests and bytes
 *   to the first results, publish to found, and a site-settings publish, with their budgets.
 *
 * - Sharing cards: each template's card, its size and the milliseconds to draw
 *   it on the first request and to serve it from the cache on the second; budget 300 KB each.
 *
 * Budget (exit 1 when missed): every content page ships at most half the client JavaScript of
 * the default Next.js page, and no page but /studio loads Studio code.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { editorClient } from '../lib/publish';
import { MISSING_PATH, TEMPLATE_PAGES } from '../audit/routes';
import { buildSite, startSite, untilSearchReady } from '../lib/prod-server';
import { startSeededLake } from '../lib/seeded-lake';
import { formatTable } from '../lib/table';
import { clientJs, sharedByReactPages, type ClientJs } from './client-js';
import { defaultPageJs } from './default-page';
import { load, startStaticCopy } from './load';
import { proxiedLoad, publishThroughProxy, startProxy } from './proxied';
import { QUERY_BUDGET_MS, queryBench } from './queries';
import { scaleBench } from './scale';
import { searchBench } from './search';
import { CARD_BUDGET_BYTES, SOCIAL_CARD_COLUMNS, socialCardBench } from './social-cards';

const SITE_PORT = 3201;
const STATIC_PORT = 3202;
const DEFAULT_APP_PORT = 3203;
const PROXY_PORT = 3205;
const NGINX_STATIC_PORT = 3206;
const DIST_DIR = '.next-bench';
const PROXY_CONNECTIONS = 200;
/** The publishing budget: a publish shows within 5 s of the webhook. */
const PUBLISH_BOUND_MS = 5000;
const lakeOptions = { token: 'bench-token', projectId: 'bench', dataset: 'bench', secret: 'bench-webhook-secret', apiVersion: '2025-10-01' };
/** Templates that carry a form; the others are the content pages the JavaScript budget covers. */
const FORM_TEMPLATES = new Set(['contact', 'formation']);

const { values } = parseArgs({ options: { duration: { type: 'string', default: '8' }, 'proxy-duration': { type: 'string', default: '30' } } });
const seconds = Number(values.duration);
if (!Number.isFinite(seconds) || seconds <= 0) throw new Error(`--duration must be a number of seconds, got "${values.duration}"`);
const proxySeconds = Number(values['proxy-duration']);
if (!Number.isFinite(proxySeconds) || proxySeconds <= 0) throw new Error(`--proxy-duration must be a number of seconds, got "${values['proxy-duration']}"`);

const kb = (bytes: number) => Number((bytes / 1024).toFixed(1));
const failures: string[] = [];

async function main(): Promise<void> {
  const lake = await startSeededLake(lakeOptions);
  try {
    await measure(lake.url);
  } finally {
    await lake.close();
  }
  const scale = await scaleBench();
  console.log(`\n== At scale: 21 and 200 jurisdictions, each in its own loopback Content Lake\n${scale.table}`);
  failures.push(...scale.failures);
  const search = await searchBench();
  console.log(`\n== Site search at 21, 200 and 1,000 jurisdictions\n${search.table}`);
  failures.push(...search.failures);
  console.log(failures.length ? `\nFAIL: ${failures.length} budgets missed\n  ${failures.join('\n  ')}` : '\nPASS: every budget met');
  if (failures.length) process.exitCode = 1;
}

async function measure(lakeUrl: string): Promise<void> {
  const queries = queryBench();
  console.log(`== Page queries on the embedded source, ms (budget: median ${QUERY_BUDGET_MS} ms at 200 jurisdictions)\n${queries.table}\n`);
  failures.push(...queries.failures);
  console.log('Building the site (next build) …');
  const build = await buildSite({ port: SITE_PORT, distDir: DIST_DIR });
  console.log('Building the default Next.js page …');
  const defaultBytes = await defaultPageJs(DEFAULT_APP_PORT);

  const site = await startSite({ port: SITE_PORT, distDir: DIST_DIR });
  try {
    // Measured once the start's check of the search records is done.
    await untilSearchReady(site);
    const pages = [
      { name: 'country', path: '/denmark', file: 'denmark.html' },
      { name: 'home', path: '/', file: 'index.html' },
      { name: '404', path: MISSING_PATH, file: '404.html' },
    ];
    const staticServer = await startStaticCopy(site.origin, pages, mkdtempSync(path.join(tmpdir(), 'bench-static-')), STATIC_PORT);
    const loadRows: (string | number)[][] = [];
    try {
      for (const page of pages) {
        for (const connections of [50, 200]) {
          const next = await load(site.origin + page.path, connections, seconds);
          const plain = await load(`http://localhost:${STATIC_PORT}${page.path}`, connections, seconds);
          if (next.errors || plain.errors) failures.push(`load ${page.name} @${connections}: ${next.errors} + ${plain.errors} socket errors`);
          loadRows.push([page.name, connections, next.requestsPerSecond, next.p50Ms, next.p99Ms, plain.requestsPerSecond, plain.p50Ms, plain.p99Ms, Number((next.requestsPerSecond / plain.requestsPerSecond).toFixed(2))]);
        }
      }
    } finally {
      staticServer.close();
    }

    const studio = await clientJs(site.origin, '/studio');
    const perTemplate = new Map<string, ClientJs>();
    for (const { template, path: pagePath } of TEMPLATE_PAGES) perTemplate.set(template, await clientJs(site.origin, pagePath));
    // The Studio's own chunks: what /studio loads beyond the Next.js runtime that every page
    // running React loads (content pages load none of it, so they cannot serve as the baseline).
    const studioOnly = new Set(studio.scripts.filter((src) => !sharedByReactPages([...perTemplate.values()]).has(src)));
    const jsRows: (string | number)[][] = [];
    for (const { template, path: pagePath } of TEMPLATE_PAGES) {
      const js = perTemplate.get(template) ?? { scripts: [], gzipBytes: 0, onUse: [], onUseGzipBytes: 0 };
      const studioChunks = [...js.scripts, ...js.onUse].filter((src) => studioOnly.has(src)).length;
      const isContent = !FORM_TEMPLATES.has(template);
      const withinBudget = js.gzipBytes <= defaultBytes / 2;
      if (studioChunks) failures.push(`${template} loads ${studioChunks} Studio chunks`);
      if (isContent && !withinBudget) failures.push(`${template}: ${kb(js.gzipBytes)} KB > half of the default page (${kb(defaultBytes / 2)} KB)`);
      const onUse = js.onUse.length ? `${js.onUse.length} / ${kb(js.onUseGzipBytes)}` : '-';
      jsRows.push([template, pagePath, js.scripts.length, kb(js.gzipBytes), Number((js.gzipBytes / defaultBytes).toFixed(2)), onUse, studioChunks, isContent ? (withinBudget ? 'ok' : 'FAIL') : 'n/a (form)']);
    }
    jsRows.push(['studio', '/studio', studio.scripts.length, kb(studio.gzipBytes), Number((studio.gzipBytes / defaultBytes).toFixed(2)), '-', studioOnly.size, 'n/a']);
    const cards = await socialCardBench(site.origin);
    failures.push(...cards.failures);

    console.log(`\n== Build\nnext build: ${(build.ms / 1000).toFixed(1)} s, ${build.pages ?? '?'} pages`);
    console.log(`\n== Load: autocannon, ${seconds} s per run; next start vs the same HTML from a static server (sirv)`);
    console.log(formatTable(['page', 'conn', 'next req/s', 'p50 ms', 'p99 ms', 'static req/s', 'p50 ms', 'p99 ms', 'next/static'], loadRows));
    console.log(`\n== Client JavaScript (gzip -9); default Next.js page: ${kb(defaultBytes)} KB, budget for content pages: ${kb(defaultBytes / 2)} KB`);
    console.log(formatTable(['template', 'path', 'scripts', 'KB gzip', 'x default', 'on first use: scripts / KB', 'Studio chunks', 'budget'], jsRows));
    console.log(`\n== Sharing cards: 1200×630 PNG, drawn on first request, then cached (budget ${CARD_BUDGET_BYTES / 1024} KB each)`);
    console.log(formatTable(SOCIAL_CARD_COLUMNS, cards.rows));

    console.log(`\nProxied load: nginx in front of next start, ${proxySeconds} s per wrk run …`);
    const proxy = await startProxy(site.origin, SITE_PORT, pages, { proxy: PROXY_PORT, static: NGINX_STATIC_PORT }, mkdtempSync(path.join(tmpdir(), 'bench-nginx-')));
    try {
      const proxiedRows: (string | number)[][] = [];
      for (const page of pages) {
        const { row, failures: missed } = await proxiedLoad(page.name, page.path, SITE_PORT, { proxy: PROXY_PORT, static: NGINX_STATIC_PORT }, PROXY_CONNECTIONS, proxySeconds);
        proxiedRows.push(row);
        failures.push(...missed);
      }
      const client = editorClient({ apiHost: lakeUrl, projectId: lakeOptions.projectId, dataset: lakeOptions.dataset, apiVersion: lakeOptions.apiVersion, token: lakeOptions.token });
      const publish = await publishThroughProxy({ siteOrigin: site.origin, proxyOrigin: proxy.origin, client, secret: lakeOptions.secret });
      if (publish.proxiedMs > PUBLISH_BOUND_MS) failures.push(`publish through nginx: ${publish.proxiedMs} ms > ${PUBLISH_BOUND_MS} ms`);
      console.log(`\n== Proxied load: wrk, ${proxySeconds} s per run; next start alone, nginx proxy_cache in front of it, and nginx serving the same HTML as files`);
      console.log(formatTable(['page', 'conn', 'next alone req/s', 'p99 ms', 'errors', 'proxied req/s', 'p50 ms', 'p99 ms', 'errors', 'nginx file req/s', 'p50 ms', 'p99 ms', 'proxied/file'], proxiedRows));
      console.log(`\n== Publish through the proxy (Denmark edited, webhook sent, /denmark under load)`);
      console.log(`visible at next start after ${publish.originMs} ms; through nginx after ${publish.proxiedMs} ms (budget ${PUBLISH_BOUND_MS} ms)`);
    } finally {
      proxy.stop();
    }
  } finally {
    site.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
