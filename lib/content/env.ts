import { z } from 'zod';

/**
 * Content-source configuration read from the environment.
 *
 * With no project id the site runs on the embedded seed (groq-js, in-process); with one it reads
 * Sanity's Content Lake. A malformed value fails at start-up with a message naming the variable.
 *
 * - `NEXT_PUBLIC_SANITY_PROJECT_ID`: Sanity project id (lowercase letters, digits, dashes).
 * - `NEXT_PUBLIC_SANITY_DATASET`: dataset name, default `production`.
 * - `NEXT_PUBLIC_SANITY_API_VERSION`: API date, default `2025-10-01`.
 * - `SANITY_API_HOST`: another host for the Content Lake API, e.g. `http://127.0.0.1:3310` for
 *   the loopback Content Lake of the tests (`scripts/loopback/content-lake.mjs`); unset = Sanity's
 *   own `https://<projectId>.api.sanity.io`. Server-side only.
 */
export interface SanityConfig {
  projectId: string;
  dataset: string;
  apiVersion: string;
  /** `SANITY_API_HOST` when set (origin, no trailing slash). */
  apiHost?: string;
}

const schema = z.object({
  NEXT_PUBLIC_SANITY_PROJECT_ID: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'must be a Sanity project id: lowercase letters, digits and dashes')
    .optional(),
  NEXT_PUBLIC_SANITY_DATASET: z
    .string()
    .regex(/^[a-z0-9_-]{1,64}$/, 'must be a dataset name: lowercase letters, digits, _ and -')
    .default('production'),
  NEXT_PUBLIC_SANITY_API_VERSION: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date such as 2025-10-01')
    .default('2025-10-01'),
  SANITY_API_HOST: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL such as http://127.0.0.1:3310' })
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
});

/**
 * Reads and checks the Sanity variables.
 * @returns the configuration, or `null` when no project id is set (embedded seed source).
 * @throws Error naming the first invalid variable, e.g. `NEXT_PUBLIC_SANITY_DATASET must be …`.
 */
export function readSanityConfig(env: Record<string, string | undefined> = process.env): SanityConfig | null {
  const blankToUndefined = (v: string | undefined) => (v === undefined || v.trim() === '' ? undefined : v.trim());
  const parsed = schema.safeParse({
    NEXT_PUBLIC_SANITY_PROJECT_ID: blankToUndefined(env.NEXT_PUBLIC_SANITY_PROJECT_ID),
    NEXT_PUBLIC_SANITY_DATASET: blankToUndefined(env.NEXT_PUBLIC_SANITY_DATASET),
    NEXT_PUBLIC_SANITY_API_VERSION: blankToUndefined(env.NEXT_PUBLIC_SANITY_API_VERSION),
    SANITY_API_HOST: blankToUndefined(env.SANITY_API_HOST),
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${String(issue?.path[0])} ${issue?.message ?? 'is invalid'}`);
  }
  const {
    NEXT_PUBLIC_SANITY_PROJECT_ID: projectId,
    NEXT_PUBLIC_SANITY_DATASET: dataset,
    NEXT_PUBLIC_SANITY_API_VERSION: apiVersion,
    SANITY_API_HOST: apiHost,
  } = parsed.data;
  if (!projectId) return null;
  return apiHost ? { projectId, dataset, apiVersion, apiHost } : { projectId, dataset, apiVersion };
}

/**
 * `SANITY_API_HOST` alone (origin, no trailing slash), whether or not a project is configured: a
 * build's image rewrite (`next.config.ts`) is fixed before the server it serves learns its project,
 * so one build can serve the embedded content and, started with a project, that host's lake.
 * @returns the host, or `undefined` when unset (Sanity's own hosts)
 * @throws Error naming the variable when it is not an http(s) URL
 */
export function readSanityApiHost(env: Record<string, string | undefined> = process.env): string | undefined {
  const raw = env.SANITY_API_HOST?.trim();
  if (!raw) return undefined;
  const parsed = schema.shape.SANITY_API_HOST.safeParse(raw);
  if (!parsed.success) throw new Error(`SANITY_API_HOST ${parsed.error.issues[0]?.message ?? 'is invalid'}`);
  return parsed.data;
}

/**
 * The `@sanity/client` options that address the configured project: project, dataset, API
 * version and, with `SANITY_API_HOST`, that host instead of the project's own host name.
 * Callers add `useCdn`, `perspective` and `token`; `publishedClient` (`./published-client.ts`) adds
 * those of a published read.
 */
export function clientConfig(config: SanityConfig): {
  projectId: string;
  dataset: string;
  apiVersion: string;
  apiHost?: string;
  useProjectHostname?: boolean;
} {
  const { projectId, dataset, apiVersion, apiHost } = config;
  return apiHost ? { projectId, dataset, apiVersion, apiHost, useProjectHostname: false } : { projectId, dataset, apiVersion };
}
