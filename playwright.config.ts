import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, testChromiumPath } from './scripts/lib/chromium';
import { PUBLISHING, publishingLakeEnv, publishingSiteEnv } from './tests/e2e/publishing-env';
import { SCALE, scaleInstanceEnv } from './tests/e2e/scale-env';
import { WORDPRESS_DIST_DIR } from './tests/e2e/wordpress-env';
import { BLANK_SITE_PATH } from './tests/fixtures/wordpress-server.mjs';

const PORT = Number(process.env.E2E_PORT ?? 3100);
/** The seed site's build started again with `WORDPRESS_API_URL` pointing at the fake WordPress's content. */
const WP_SITE_PORT = Number(process.env.E2E_WP_PORT ?? 3101);
/** The fake WordPress REST API (`tests/fixtures/wordpress-server.mjs`). */
const WP_PORT = Number(process.env.WP_PORT ?? 3199);
const executablePath = testChromiumPath();
// Debian's Chromium headless shell as root, without the background traffic this offline machine refuses.
const launchOptions = {
  executablePath,
  args: [...CHROMIUM_ARGS, '--disable-background-networking', '--disable-component-update'],
};
const WORDPRESS_SPEC = /wordpress\.spec\.ts/;
const PUBLISHING_SPEC = /publishing\.spec\.ts/;
/** The real Studio driven as an editor, on the publishing build and lake. */
const STUDIO_EDITOR_SPEC = /studio-editor\.spec\.ts/;
/** HTTP-only specs run against the scale setup (two instances behind nginx). */
const SCALE_SPEC = /(scale|hostile-requests)\.spec\.ts/;

/** Projects named with `--project` on the command line (none = all), to start only their servers. */
const chosenProjects = process.argv.flatMap((arg, i, args) =>
  arg === '--project' ? [args[i + 1] ?? ''] : arg.startsWith('--project=') ? [arg.slice('--project='.length)] : [],
);
const runs = (...names: string[]) => chosenProjects.length === 0 || chosenProjects.some((name) => names.includes(name));
const serverDefaults = { timeout: 300_000, reuseExistingServer: !process.env.CI, stdout: 'ignore', stderr: 'pipe' } as const;

/** The seed site's environment (the embedded content source and enquiry store). */
const EMBEDDED_SITE_ENV = { ENQUIRY_STORE: 'embedded', ENQUIRY_CLIENT_IP_HEADER: 'x-forwarded-for' };

/**
 * `from` copied to `to` without Next's build cache (286 MB of the 645 MB), timed; without the
 * search database either, which the server on `from` holds open: the copy's server makes its own
 * at start.
 */
const COPY_BUILD = (from: string, to: string) =>
  `node scripts/test/timed.mjs "copy of the build for WordPress" "rm -rf ${to} && mkdir -p ${to} && tar -C ${from} --exclude=./cache --exclude=./search-db --exclude=./search-db.lock -cf - . | tar -C ${to} -xf -"`;

/** The command that makes the publishing project's lake fail this share of queries from then on. */
const LAKE_FAULTS = (rate: number) => `node scripts/loopback/set-faults.mjs http://127.0.0.1:${PUBLISHING.lakePort} ${rate}`;

/**
 * This Playwright run, for its builds: the runner sets it, and its web servers' commands inherit it.
 */
process.env.E2E_RUN_ID ??= String(process.pid);

/**
 * The build before a web server's start: the code compiled once per run, into the first site's
 * folder and copied to the others' (`copies`), then the site's pages prerendered from its own
 * content (scripts/test/build-site.mjs), each step timed for `npm test`'s table. With
 * `E2E_REUSE_BUILD=1` (`npm run test:quick`) a folder that holds a prerendered build is used as it is.
 */
function build(label: string, distDir: string, copies: string[] = []): string {
  return `node scripts/test/build-site.mjs "${label}" ${distDir} ${copies.join(' ')} && `;
}

/**
 * Browser tests against production builds (`next start`) of one compilation, prerendered twice:
 * - the seed site (`.next`) on port 3100 for the desktop and phone projects, and a copy of it on
 *   port 3101 reading the fake WordPress on port 3199 (project wordpress);
 * - the site reading the loopback Content Lake (`.next-cms`, port 3102; the lake on 3310) for the
 *   publishing project, and two more instances of it behind nginx (ports 3103-3105) for scale.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // The same with or without CI. With two workers on this 2-core machine the serial chains
  // (publishing, scale) held one and left the desktop tests one; with three, at most two for the
  // desktop and one for the phone project, the chains keep a worker of their own and the desktop
  // project two, which made the desktop project and the whole `npm test` faster.
  workers: 3,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['./tests/reporters/project-times.ts'], ...(process.env.CI ? [['html', { open: 'never' }] as const] : [])],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    // A test that failed once is traced on its retry (with `CI`, or `--retries 1`): actions,
    // network, console and a DOM snapshot at each step. Recording every test instead, to keep
    // only the failures', snapshots the DOM before and after every action in every test: the
    // suite runs on two cores with no idle time, and the Studio's large DOM made those snapshots
    // a good part of its renderer's work. Without the screencast: its frames, composited in
    // software and encoded as JPEGs, cost more still. The failure's last screen is always saved.
    trace: { mode: 'on-first-retry', screenshots: false },
    screenshot: 'only-on-failure',
  },
  // One phase: Playwright runs a project that has dependencies only after every project of the
  // phase before has ended, so the Studio, as a project depending on `publishing`, waited for the
  // desktop tests too. The editor's chain (the publishing spec,
  // then the Studio) is one project on one worker instead, beside the desktop tests from the
  // start; the short projects take a worker as the desktop tests free one.
  projects: [
    {
      // What an editor's publish does: publishes through the lake's API, then the real
      // Studio driven as an editor, which edits what the publishing spec edits (Denmark,
      // the site settings). One worker, so the two files run one after the other, in alphabetical
      // order (publishing.spec.ts first), as Playwright runs a single worker's files. The Studio
      // alone: `npx playwright test --project=publishing tests/e2e/studio-editor.spec.ts`.
      name: 'publishing',
      testMatch: [PUBLISHING_SPEC, STUDIO_EDITOR_SPEC],
      workers: 1,
      fullyParallel: false,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1366, height: 900 },
        baseURL: `http://localhost:${PUBLISHING.sitePort}`,
        launchOptions,
      },
    },
    {
      name: 'desktop',
      testIgnore: [WORDPRESS_SPEC, PUBLISHING_SPEC, SCALE_SPEC, STUDIO_EDITOR_SPEC],
      workers: 2,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 }, launchOptions },
    },
    {
      // Two instances sharing Redis behind nginx, over HTTP; a browser for the
      // site search they share. It changes only Luxembourg, which no other
      // spec touches.
      name: 'scale',
      testMatch: SCALE_SPEC,
      use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${SCALE.proxyPort}`, launchOptions },
    },
    {
      name: 'wordpress',
      testMatch: WORDPRESS_SPEC,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 }, baseURL: `http://localhost:${WP_SITE_PORT}`, launchOptions },
    },
    // Only what depends on the viewport (tests tagged @phone): the header and its menu, the hero,
    // the compare table, the no-JS menu, slideshow controls, one page of each template.
    {
      name: 'phone',
      grep: /@phone/,
      workers: 1,
      testIgnore: [WORDPRESS_SPEC, PUBLISHING_SPEC, SCALE_SPEC, STUDIO_EDITOR_SPEC],
      use: { ...devices['Pixel 7'], launchOptions },
    },
  ],
  webServer: [
    ...(runs('desktop', 'phone', 'wordpress')
      ? [
          {
            ...serverDefaults,
            command: 'node tests/fixtures/wordpress-server.mjs',
            url: `http://127.0.0.1:${WP_PORT}/__requests`,
            env: { WP_PORT: String(WP_PORT) },
            timeout: 10_000,
          },
          {
            ...serverDefaults,
            // The seed site, built and started reading a WordPress without content: its home page
            // shows the Sanity content (a WordPress list that is empty falls back to it), and its
            // Content-Security-Policy, fixed at build, allows the WordPress host's images.
            command: `${build('embedded content', '.next', runs('publishing', 'scale') ? [PUBLISHING.distDir] : [])}npm run start -- --port ${PORT}`,
            url: `http://localhost:${PORT}/`,
            timeout: 600_000,
            env: { ...EMBEDDED_SITE_ENV, WORDPRESS_API_URL: `http://127.0.0.1:${WP_PORT}${BLANK_SITE_PATH}` },
          },
        ]
      : []),
    ...(runs('wordpress')
      ? [
          {
            ...serverDefaults,
            // The same build, copied (two servers must not share a folder Next writes pages to) and
            // started reading the fake WordPress with content. No `-H`: see proxy.ts.
            command: `${COPY_BUILD('.next', WORDPRESS_DIST_DIR)} && npm run start -- --port ${WP_SITE_PORT}`,
            url: `http://localhost:${WP_SITE_PORT}/`,
            reuseExistingServer: false,
            // Its own enquiry folder: two servers on one PGlite folder would corrupt it.
            env: { ...EMBEDDED_SITE_ENV, NEXT_DIST_DIR: WORDPRESS_DIST_DIR, WORDPRESS_API_URL: `http://127.0.0.1:${WP_PORT}`, ENQUIRY_DATA_DIR: '.data/enquiries-wp' },
          },
        ]
      : []),
    // The scale project runs the publishing build, so it starts the lake and that build too.
    ...(runs('publishing', 'scale')
      ? [
          {
            ...serverDefaults,
            // Fresh for every run: the publishing spec changes its content.
            reuseExistingServer: false,
            command: 'node --import tsx scripts/loopback/content-lake.mjs',
            url: `http://127.0.0.1:${PUBLISHING.lakePort}/v${PUBLISHING.apiVersion}/data/query/${PUBLISHING.dataset}?query=count(*)`,
            env: publishingLakeEnv(),
            timeout: 10_000,
          },
          {
            ...serverDefaults,
            // Fresh for every run: the Studio's journey reads what it was sent.
            reuseExistingServer: false,
            command: `npx tsx scripts/loopback/deepl.ts ${PUBLISHING.deeplPort}`,
            url: `http://127.0.0.1:${PUBLISHING.deeplPort}/__loopback/requests`,
            timeout: 30_000,
          },
          {
            ...serverDefaults,
            reuseExistingServer: false,
            // Seeded as an editor would (`npm run seed`), its pages prerendered reading the lake
            // while it fails a tenth of the queries (a build must survive a bad minute of it),
            // then started with its output in a file the spec reads.
            command:
              `mkdir -p .data && npm run seed -- --dataset ${PUBLISHING.dataset} && ${LAKE_FAULTS(0.1)} && ${build('Content Lake', PUBLISHING.distDir)}` +
              `${LAKE_FAULTS(0)} && npm run start -- --port ${PUBLISHING.sitePort} > ${PUBLISHING.serverLog} 2>&1`,
            url: `http://localhost:${PUBLISHING.sitePort}/`,
            timeout: 600_000,
            env: publishingSiteEnv(),
          },
        ]
      : []),
    // After the publishing build above: webServers start one after the other.
    ...(runs('scale')
      ? [
          {
            ...serverDefaults,
            reuseExistingServer: false,
            command: `redis-server --port ${SCALE.redisPort} --bind 127.0.0.1 --save "" --appendonly no`,
            port: SCALE.redisPort,
            timeout: 10_000,
          },
          {
            ...serverDefaults,
            reuseExistingServer: false,
            command: `npx tsx tests/fixtures/postgres.ts ${SCALE.postgresPort}`,
            port: SCALE.postgresPort,
            timeout: 30_000,
          },
          {
            ...serverDefaults,
            reuseExistingServer: false,
            command: `npx tsx scripts/loopback/supabase-rest.ts ${SCALE.supabasePort} ${SCALE.supabaseControlPort} postgres://postgres@127.0.0.1:${SCALE.postgresPort}/postgres`,
            url: `http://127.0.0.1:${SCALE.supabaseControlPort}/__loopback/stats`,
            timeout: 30_000,
            env: { SUPABASE_ANON_KEY: SCALE.supabaseAnonKey, ENQUIRY_OUTBOX_SECRET: SCALE.outboxSecret },
          },
          {
            ...serverDefaults,
            reuseExistingServer: false,
            command: `npx tsx scripts/loopback/otlp-receiver.ts ${SCALE.otlpPort}`,
            url: `http://127.0.0.1:${SCALE.otlpPort}/spans`,
            timeout: 30_000,
          },
          ...SCALE.instancePorts.map((port, index) => ({
            ...serverDefaults,
            reuseExistingServer: false,
            command: `npm run start -- --port ${port} > ${SCALE.logs[index]} 2>&1`,
            url: `http://localhost:${port}/`,
            timeout: 60_000,
            env: scaleInstanceEnv(index),
          })),
          {
            ...serverDefaults,
            reuseExistingServer: false,
            command: `npx tsx tests/fixtures/nginx.ts ${SCALE.nginxDir} ${SCALE.proxyPort} ${SCALE.instancePorts.join(',')}`,
            url: `http://127.0.0.1:${SCALE.proxyPort}/`,
            timeout: 30_000,
          },
          {
            ...serverDefaults,
            reuseExistingServer: false,
            command: `npx tsx tests/fixtures/prometheus.ts ${SCALE.prometheusDir} ${SCALE.prometheusPort} ${SCALE.metricsPorts.join(',')}`,
            url: `http://127.0.0.1:${SCALE.prometheusPort}/-/ready`,
            timeout: 30_000,
          },
        ]
      : []),
  ],
});
