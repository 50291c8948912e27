import { existsSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './scripts/lib/chromium';
import { PUBLISHING, publishingLakeEnv, publishingSiteEnv } from './tests/e2e/publishing-env';
import { SCALE, scaleInstanceEnv } from './tests/e2e/scale-env';

const PORT = Number(process.env.E2E_PORT ?? 3100);
/** The second build, with `WORDPRESS_API_URL` pointing at the fake WordPress (issue 5). */
const WP_SITE_PORT = Number(process.env.E2E_WP_PORT ?? 3101);
/** The fake WordPress REST API (`tests/fixtures/wordpress-server.mjs`). */
const WP_PORT = Number(process.env.WP_PORT ?? 3199);
const executablePath = chromiumPath();
// Debian's Chromium as root, without the background traffic this offline machine refuses.
const launchOptions = {
  executablePath,
  args: [...CHROMIUM_ARGS, '--disable-background-networking', '--disable-component-update'],
};
const WORDPRESS_SPEC = /wordpress\.spec\.ts/;
const PUBLISHING_SPEC = /publishing\.spec\.ts/;
/** The real Studio driven as an editor (issue 24), on the publishing build and lake, after the publishing spec. */
const STUDIO_EDITOR_SPEC = /studio-editor\.spec\.ts/;
/** HTTP-only specs run against the scale setup (two instances behind nginx). */
const SCALE_SPEC = /(scale|hostile-requests)\.spec\.ts/;

/** Projects named with `--project` on the command line (none = all), to start only their servers. */
const chosenProjects = process.argv.flatMap((arg, i, args) =>
  arg === '--project' ? [args[i + 1] ?? ''] : arg.startsWith('--project=') ? [arg.slice('--project='.length)] : [],
);
const runs = (...names: string[]) => chosenProjects.length === 0 || chosenProjects.some((name) => names.includes(name));
const serverDefaults = { timeout: 300_000, reuseExistingServer: !process.env.CI, stdout: 'ignore', stderr: 'pipe' } as const;

/**
 * The build before a web server's start, timed for `npm test`'s table (scripts/test/timed.mjs).
 * With `E2E_REUSE_BUILD=1` (`npm run test:quick`) a build folder that holds a build is used as it is.
 */
function build(label: string, distDir: string): string {
  if (process.env.E2E_REUSE_BUILD === '1' && existsSync(path.join(distDir, 'BUILD_ID'))) return '';
  return `node scripts/test/timed.mjs "${label}" npm run build && `;
}

/**
 * Browser tests against production builds (`next build && next start`): the seed site on port
 * 3100 (projects desktop, phone), and a second build in `.next-wp` on port 3101 whose home page
 * reads a fake WordPress on port 3199 (project wordpress, `tests/e2e/wordpress.spec.ts`).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // One worker a core (this machine has 2), with or without CI: a third worker made tests time
  // out that pass alone.
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['./tests/reporters/project-times.ts'], ...(process.env.CI ? [['html', { open: 'never' }] as const] : [])],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: { baseURL: `http://localhost:${PORT}`, trace: 'retain-on-failure' },
  // The long serial chains first, so they start at once and the desktop tests fill the other
  // worker around them.
  projects: [
    {
      // Publishing without a rebuild (issue 13), then editors in the real Studio (issue 24), one
      // after the other in one worker: both edit the lake this build reads (Denmark, the site
      // settings), so they must not run at the same time. Each puts back or deletes what it
      // changes before it starts again. The Studio alone: `npx playwright test --project=publishing studio-editor`.
      name: 'publishing',
      testMatch: [PUBLISHING_SPEC, STUDIO_EDITOR_SPEC],
      workers: 1,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1366, height: 900 },
        baseURL: `http://localhost:${PUBLISHING.sitePort}`,
        launchOptions,
      },
    },
    {
      // Two instances sharing Redis behind nginx (issue 17, part 3), over HTTP; a browser for the
      // site search they share (issue 26, part 4). It changes only Luxembourg, which no other
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
    { name: 'desktop', testIgnore: [WORDPRESS_SPEC, PUBLISHING_SPEC, SCALE_SPEC, STUDIO_EDITOR_SPEC], use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 }, launchOptions } },
    // Only what depends on the viewport (tests tagged @phone): the header and its menu, the hero,
    // the compare table, the no-JS menu, slideshow controls, one page of each template.
    { name: 'phone', grep: /@phone/, testIgnore: [WORDPRESS_SPEC, PUBLISHING_SPEC, SCALE_SPEC, STUDIO_EDITOR_SPEC], use: { ...devices['Pixel 7'], launchOptions } },
  ],
  webServer: [
    ...(runs('desktop', 'phone')
      ? [{ ...serverDefaults, command: `${build('build (embedded content)', '.next')}npm run start -- --port ${PORT}`, url: `http://localhost:${PORT}/`, env: { ENQUIRY_STORE: 'embedded', ENQUIRY_CLIENT_IP_HEADER: 'x-forwarded-for' } }]
      : []),
    ...(runs('wordpress')
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
            // No `-H`: see proxy.ts. The build reads WordPress, so the fake must be up first.
            command: `${build('build (WordPress home)', '.next-wp')}npm run start -- --port ${WP_SITE_PORT}`,
            url: `http://localhost:${WP_SITE_PORT}/`,
            timeout: 600_000,
            // Its own enquiry folder: two servers on one PGlite folder would corrupt it.
            env: { NEXT_DIST_DIR: '.next-wp', WORDPRESS_API_URL: `http://127.0.0.1:${WP_PORT}`, ENQUIRY_DATA_DIR: '.data/enquiries-wp', ENQUIRY_STORE: 'embedded', ENQUIRY_CLIENT_IP_HEADER: 'x-forwarded-for' },
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
            command: 'node --import tsx tests/fixtures/content-lake.mjs',
            url: `http://127.0.0.1:${PUBLISHING.lakePort}/v${PUBLISHING.apiVersion}/data/query/${PUBLISHING.dataset}?query=count(*)`,
            env: publishingLakeEnv(),
            timeout: 10_000,
          },
          {
            ...serverDefaults,
            reuseExistingServer: false,
            // Seeded as an editor would (`npm run seed`), built reading the lake, then started with
            // its output in a file the spec reads.
            command:
              `mkdir -p .data && npm run seed -- --dataset ${PUBLISHING.dataset} && ${build('build (Content Lake)', '.next-cms')}` +
              `npm run start -- --port ${PUBLISHING.sitePort} > ${PUBLISHING.serverLog} 2>&1`,
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
        ]
      : []),
  ],
});
