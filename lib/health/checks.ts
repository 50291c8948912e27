import { randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createClient } from '@redis/client';
import type { SanityClient } from '@sanity/client';
import { clientConfig, readSanityConfig, type SanityConfig } from '../content/env';
import { publishedClient } from '../content/published-client';
import { getEnquiryStore } from '../enquiries';
import { readSupabaseConfig } from '../enquiries/env';
import { readRedisUrl } from '../light-pages/shared-cache';
import { processSingleton, processSlot } from '../process/singleton';
import { readSearchDatabaseConfig, searchDatabase } from '../search/database';
import type { ReadinessCheck } from './readiness';
import { hasStarted } from './started';

/** The smallest question the Content Lake answers from its index. */
const LAKE_PROBE_QUERY = 'count(*[_id == "siteSettings"])';

/**
 * The checks of `/api/ready` for this configuration (see `./readiness.ts` for local and shared):
 * - `started` (local): the start-up checks of `instrumentation.ts` passed;
 * - `pageCache` (local, without `REDIS_URL`): Next's cache folders in `NEXT_DIST_DIR` take a file;
 *   `redis` (shared, with it): Redis answers PING;
 * - `contentLake` (shared, with a Sanity project): a one-document count, past Next's data cache
 *   and the pages' request slots, in one attempt;
 * - `enquiryStore`: `public.enquiry_store_ready()` as the anon role, shared on Supabase and local
 *   when embedded;
 * - `searchStore`: one row of `public.search_pages`, shared on `SEARCH_DATABASE_URL` and local
 *   when embedded.
 *
 * Each probe takes the check's abort signal, and makes no retry of its own.
 * @throws Error naming a malformed variable (the server would not have started with it)
 */
export function readinessChecks(env: Readonly<Record<string, string | undefined>> = process.env): ReadinessCheck[] {
  const redisUrl = readRedisUrl({ ...env });
  const distDir = env.NEXT_DIST_DIR?.trim() || '.next';
  const sanity = readSanityConfig({ ...env });
  return [
    {
      name: 'started',
      scope: 'local',
      probe: async () => {
        if (!hasStarted()) throw new Error('the start-up checks have not finished');
      },
    },
    redisUrl
      ? { name: 'redis', scope: 'shared', probe: (signal) => pingRedis(redisUrl, signal) }
      : { name: 'pageCache', scope: 'local', probe: () => takesFiles([path.join(distDir, 'cache'), path.join(distDir, 'server')]) },
    ...(sanity ? [{ name: 'contentLake', scope: 'shared', probe: (signal) => askLake(sanity, signal) } satisfies ReadinessCheck] : []),
    { name: 'enquiryStore', scope: readSupabaseConfig({ ...env }) ? 'shared' : 'local', probe: (signal) => getEnquiryStore().ready(signal) },
    {
      name: 'searchStore',
      scope: readSearchDatabaseConfig(env).kind === 'postgres' ? 'shared' : 'local',
      probe: async (signal) => (await searchDatabase()).probe(signal),
    },
  ];
}

/** Writes and removes a file in each folder: what Next does when it stores a page or a query's result. */
async function takesFiles(folders: readonly string[]): Promise<void> {
  for (const folder of folders) {
    const probe = path.join(/* turbopackIgnore: true */ folder, `.ready-${randomUUID()}`);
    await writeFile(probe, '');
    await rm(probe, { force: true });
  }
}

/** The probe's own client: once per process, per configuration. */
const lakeProbe = processSlot<{ key: string; client: SanityClient }>('lake-probe');

/**
 * Asks the Content Lake directly, not through the content source: the pages' queries wait for a
 * few request slots and retry a failure, and a probe must neither take a visitor's slot nor
 * outlive its time limit. One attempt, which `signal` ends.
 */
async function askLake(config: SanityConfig, signal: AbortSignal): Promise<void> {
  const key = JSON.stringify(clientConfig(config));
  let probe = lakeProbe.get();
  if (probe?.key !== key) {
    probe = { key, client: publishedClient(config, { maxRetries: 0 }) };
    lakeProbe.set(probe);
  }
  const count = await probe.client.fetch(LAKE_PROBE_QUERY, {}, { signal, cache: 'no-store' });
  if (typeof count !== 'number') throw new Error('the Content Lake answered something other than a count');
}

/** The client, as far as the probe uses it. */
type ProbeClient = { readonly isReady: boolean; ping(): Promise<string> };

/** One Redis client per process for the probe, kept between calls: it connects once and reconnects by itself. */
async function pingRedis(url: string, signal: AbortSignal): Promise<void> {
  const client = processSingleton('redis-probe', (): ProbeClient => {
    const made = createClient({ url, socket: { connectTimeout: 1000 } });
    // The cache handler reports an outage; the probe's answer says it here.
    made.on('error', () => {});
    made.connect().catch(() => {});
    return made;
  });
  if (!client.isReady) throw new Error('not connected');
  signal.throwIfAborted();
  if ((await client.ping()) !== 'PONG') throw new Error('PING was not answered with PONG');
}
