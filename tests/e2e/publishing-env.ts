/**
 * The `publishing` project: a production build that reads a loopback Content Lake
 * (`scripts/loopback/content-lake.mjs`) seeded with `npm run seed`, with the webhook secret set.
 * Shared by `playwright.config.ts` (which starts both) and `publishing.spec.ts`.
 */
export const PUBLISHING = {
  /** The site (`next start`, build in `.next-cms`). */
  sitePort: Number(process.env.E2E_CMS_PORT ?? 3102),
  /** Its build's folder: the code compiled for the seed site, its pages prerendered from the lake. */
  distDir: '.next-cms',
  /** The loopback Content Lake. */
  lakePort: Number(process.env.CONTENT_LAKE_PORT ?? 3310),
  projectId: 'e2e',
  dataset: 'e2e',
  apiVersion: '2025-10-01',
  token: 'e2e-editor-token',
  webhookSecret: 'e2e-webhook-secret',
  /** The loopback DeepL (`scripts/loopback/deepl.ts`) the Studio's "Translate from English" reaches through the site. */
  deeplPort: Number(process.env.DEEPL_PORT ?? 3320),
  deeplKey: 'e2e-deepl-key',
  /** What `next start` prints; the spec fails on any error in it. */
  serverLog: '.data/cms-server.log',
} as const;

/**
 * The loopback lake's environment: this project and dataset, and the GROQ-powered
 * webhook of docs/integrations.md to the site on every change to a published document, as Sanity
 * sends it after an editor's Publish or Delete.
 */
export function publishingLakeEnv(): Record<string, string> {
  return {
    CONTENT_LAKE_PORT: String(PUBLISHING.lakePort),
    CONTENT_LAKE_TOKEN: PUBLISHING.token,
    NEXT_PUBLIC_SANITY_PROJECT_ID: PUBLISHING.projectId,
    NEXT_PUBLIC_SANITY_DATASET: PUBLISHING.dataset,
    CONTENT_LAKE_WEBHOOK_URL: `http://localhost:${PUBLISHING.sitePort}/api/revalidate`,
    CONTENT_LAKE_WEBHOOK_SECRET: PUBLISHING.webhookSecret,
  };
}

/** The site's environment: Sanity configured, pointed at the loopback Content Lake. */
export function publishingSiteEnv(): Record<string, string> {
  return {
    NEXT_DIST_DIR: PUBLISHING.distDir,
    // Absolute URLs come from here; unset, the server warns (and the spec fails on warnings).
    NEXT_PUBLIC_SITE_URL: `http://localhost:${PUBLISHING.sitePort}`,
    NEXT_PUBLIC_SANITY_PROJECT_ID: PUBLISHING.projectId,
    NEXT_PUBLIC_SANITY_DATASET: PUBLISHING.dataset,
    NEXT_PUBLIC_SANITY_API_VERSION: PUBLISHING.apiVersion,
    SANITY_API_HOST: `http://127.0.0.1:${PUBLISHING.lakePort}`,
    // The embedded Studio (the Studio tests of the `publishing` project) reaches the same lake over HTTPS and
    // HTTP/2, at `https://e2e.localhost:<port>`: over HTTP/1.1 its ~7 listeners exceed Chromium's
    // 6 connections per host and it stalls.
    NEXT_PUBLIC_SANITY_API_HOST: `https://localhost:${PUBLISHING.lakePort}`,
    SANITY_API_WRITE_TOKEN: PUBLISHING.token,
    SANITY_API_READ_TOKEN: PUBLISHING.token,
    SANITY_REVALIDATE_SECRET: PUBLISHING.webhookSecret,
    // Machine translation on, through the loopback DeepL.
    DEEPL_API_KEY: PUBLISHING.deeplKey,
    DEEPL_SERVER_URL: `http://127.0.0.1:${PUBLISHING.deeplPort}`,
    // Its own enquiry folder: two servers on one PGlite folder would corrupt it.
    ENQUIRY_DATA_DIR: '.data/enquiries-cms',
    ENQUIRY_STORE: 'embedded',
    ENQUIRY_CLIENT_IP_HEADER: 'x-forwarded-for',
  };
}
