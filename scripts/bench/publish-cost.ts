/**
 * What one publish costs a running server: an editor's change committed to
 * the loopback lake, whose webhook tells the server as Sanity's does, measured from the commit
 * until the server is idle again. For `scripts/bench/scale.ts`, at 21 and 200 jurisdictions.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { SanityClient } from '@sanity/client';
import type { SeededLake } from '../lib/seeded-lake';
import { logEvents } from '../lib/server-log';
import { pageOf, searchResults } from '../lib/site-search';
import { waitFor } from '../lib/wait-for';

/** One publish's cost; times in ms, CPU in seconds. */
export type PublishCost = {
  /** GROQ queries the lake answered, the webhook's lookup and every render's included. */
  queries: number;
  /** Pages Next rendered and stored (HTML files written in the build folder's `server`). */
  rendered: number;
  /** CPU seconds of the server's processes (user and system). */
  cpuSeconds: number;
  /** Writing the search records of the pages the publish expired, as its log line says. */
  indexMs: number;
  /** That log line: records read, written, deleted (`app/api/revalidate`). */
  indexLine: string;
  /** From the commit until the changed page shows the change. */
  visibleMs: number;
  /** From the commit until the site search finds the new word; `null` when the change is outside the indexed part. */
  foundMs: number | null;
};

/** A change an editor publishes, and where a visitor sees it. */
export type Publish = {
  id: string;
  set: Record<string, string>;
  /** The page that shows the change, and the text it then contains. */
  path: string;
  shows: string;
  /** A word of the change the search must find on `path`; omitted when the change is not in the indexed part. */
  word?: string;
};

/**
 * CPU seconds (user + system, with the waited-for children's) of every process in a process
 * group, from `/proc/<pid>/stat` (proc(5): fields 5 pgrp, 14-17 utime, stime, cutime, cstime, in
 * clock ticks of 1/100 s).
 */
export function groupCpuSeconds(pgid: number): number {
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue;
    }
    // The fields after the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(fields[2]) !== pgid) continue;
    ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
  }
  return ticks / 100;
}

/** HTML files written under `folder` after `since` (ms): the pages Next rendered and stored. */
function htmlWrittenSince(folder: string, since: number): number {
  let count = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) count += htmlWrittenSince(full, since);
    else if (entry.name.endsWith('.html') && statSync(full).mtimeMs > since) count += 1;
  }
  return count;
}

/** Resolves once the lake has answered no query for `quietMs`. */
export async function untilLakeQuiet(lake: SeededLake, quietMs = 5000, timeoutMs = 900_000): Promise<void> {
  let last = await lake.queries();
  let since = Date.now();
  await waitFor(async () => {
    const now = await lake.queries();
    if (now !== last) {
      last = now;
      since = Date.now();
    }
    return Date.now() - since >= quietMs;
  }, timeoutMs, 'the lake to be quiet');
}

/**
 * Commits `publish` to the lake and measures it until the server is idle: the webhook has logged
 * the search records it wrote and the lake has been quiet for 5 s.
 * @param server - the server's process group, build folder and log so far
 * @throws Error when the page does not change within 30 s or the search does not find the word within 5 minutes
 */
export async function measurePublish(
  client: SanityClient,
  lake: SeededLake,
  server: { origin: string; pgid: number; distDir: string; log: () => string },
  browserPage: Page,
  publish: Publish,
): Promise<PublishCost> {
  await untilLakeQuiet(lake);
  const queriesBefore = await lake.queries();
  const cpuBefore = groupCpuSeconds(server.pgid);
  const logBefore = server.log().length;
  const committed = Date.now();
  await client.patch(publish.id).set(publish.set).commit();
  await waitFor(async () => (await (await fetch(server.origin + publish.path)).text()).includes(publish.shows), 30_000, `${publish.path} showing the change`);
  const visibleMs = Date.now() - committed;
  let foundMs: number | null = null;
  if (publish.word) {
    const word = publish.word;
    await waitFor(async () => (await searchResults(browserPage, word, server.origin)).map(pageOf).includes(publish.path), 300_000, `${word} in the search`);
    foundMs = Date.now() - committed;
  }
  // The publish's log line, once its search records are written.
  const published = await waitFor(() => logEvents(server.log().slice(logBefore), 'publish', (line) => line.search !== undefined)[0], 900_000, 'the search records after the publish');
  await untilLakeQuiet(lake);
  return {
    queries: (await lake.queries()) - queriesBefore,
    // Built pages are in `server/app`, pages rendered at run time in `server/route-cache`.
    rendered: htmlWrittenSince(path.join(server.distDir, 'server'), committed),
    cpuSeconds: Number((groupCpuSeconds(server.pgid) - cpuBefore).toFixed(1)),
    indexMs: (published.search as { ms: number }).ms,
    indexLine: published.msg ?? '',
    visibleMs,
    foundMs,
  };
}
