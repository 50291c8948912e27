import { spawn } from 'node:child_process';
import type { SanityClient } from '@sanity/client';
import { sendWebhook, WORDS_ONLY } from '../lib/publish';
import { nginxArgs, nginxConfig } from '../lib/nginx';
import { killGroup, waitForServer, type RunningServer } from '../lib/prod-server';
import { type Snapshot, writeSnapshot } from './load';
import { wrk } from './wrk';

/** Where {@link startProxy} puts nginx: the proxy in front of the site, and a static server. */
export interface ProxyPorts {
  proxy: number;
  static: number;
}

/**
 * Starts Debian's nginx with `deploy/nginx/site-proxy.conf` in front of `next start` on
 * `sitePort`, and beside it a plain nginx file server of the same pages' HTML (copied from the
 * site into `dir/static`): the ceiling the proxied site is compared with.
 * @throws Error when nginx exits or does not answer within 60 s
 */
export async function startProxy(siteOrigin: string, sitePort: number, pages: Snapshot[], ports: ProxyPorts, dir: string): Promise<RunningServer> {
  await writeSnapshot(siteOrigin, pages, `${dir}/static`);
  nginxConfig({ dir, port: ports.proxy, upstreamPorts: [sitePort], static: { root: `${dir}/static`, port: ports.static } });
  const child = spawn('nginx', nginxArgs(dir), { stdio: ['ignore', 'ignore', 'inherit'], detached: true });
  const origin = `http://127.0.0.1:${ports.proxy}`;
  await waitForServer(origin, child);
  await waitForServer(`http://127.0.0.1:${ports.static}`, child);
  return { origin, stop: () => killGroup(child) };
}

/** One row of the proxied load table, and what it missed of the budget. */
export interface ProxiedRow {
  row: (string | number)[];
  failures: string[];
}

/**
 * Loads one page from `next start` alone, through the proxy and from the static server,
 * `connections` for `seconds` each (wrk). Budget: no socket error through the proxy, at least
 * half the static throughput, and a p99 at most 3x the static one; `next start` alone is the
 * figure to compare with.
 */
export async function proxiedLoad(name: string, pagePath: string, sitePort: number, ports: ProxyPorts, connections: number, seconds: number): Promise<ProxiedRow> {
  const alone = await wrk(`http://127.0.0.1:${sitePort}${pagePath}`, connections, seconds);
  await untilIdle(`http://127.0.0.1:${sitePort}${pagePath}`);
  const proxied = await wrk(`http://127.0.0.1:${ports.proxy}${pagePath}`, connections, seconds);
  const plain = await wrk(`http://127.0.0.1:${ports.static}${pagePath}`, connections, seconds);
  const ratio = Number((proxied.requestsPerSecond / plain.requestsPerSecond).toFixed(2));
  const failures: string[] = [];
  if (proxied.errors) failures.push(`proxied ${name} @${connections}: ${proxied.errors} socket errors`);
  if (ratio < 0.5) failures.push(`proxied ${name} @${connections}: ${ratio}x of nginx serving the file (budget 0.5x)`);
  // A steady tail: one request in a hundred may not wait much longer than for the file.
  if (proxied.p99Ms > 3 * plain.p99Ms) failures.push(`proxied ${name} @${connections}: p99 ${proxied.p99Ms} ms, over 3x nginx serving the file (${plain.p99Ms} ms)`);
  return {
    row: [name, connections, alone.requestsPerSecond, alone.p99Ms, alone.errors, proxied.requestsPerSecond, proxied.p50Ms, proxied.p99Ms, proxied.errors, plain.requestsPerSecond, plain.p50Ms, plain.p99Ms, ratio],
    failures,
  };
}

/**
 * Waits until `url` answers within 50 ms three times in a row (at most 60 s). The run of `next
 * start` alone overloads it: wrk gives up on its connections, but Node renders the queued
 * requests for seconds after, on the same 2 cores as nginx and wrk. Measured right after, the
 * proxy's p99 was that CPU contention, not nginx's.
 */
async function untilIdle(url: string): Promise<void> {
  const deadline = performance.now() + 60_000;
  let fast = 0;
  while (fast < 3 && performance.now() < deadline) {
    const started = performance.now();
    await (await fetch(url)).arrayBuffer();
    fast = performance.now() - started < 50 ? fast + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** How long a publish took to show, in ms after the webhook was sent. */
export interface PublishTimes {
  /** At `next start` itself. */
  originMs: number;
  /** Through nginx's cache, while visitors keep it hot. */
  proxiedMs: number;
}

/**
 * An editor's publish seen through the proxy: while wrk keeps `/denmark` hot
 * in nginx's cache (50 connections), changes Denmark's hero heading in the Content Lake, sends
 * the signed webhook to the site, and polls the page every 20 ms at the site and through nginx
 * until both show the new heading.
 * @throws Error when either has not shown it after 20 s
 */
export async function publishThroughProxy(
  { siteOrigin, proxyOrigin, client, secret }: { siteOrigin: string; proxyOrigin: string; client: SanityClient; secret: string },
): Promise<PublishTimes> {
  const load = wrk(`${proxyOrigin}/denmark`, 50, 12);
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const heading = `Company Registration in Denmark, edited at ${new Date().toISOString()}`;
  await client.patch('jurisdiction-denmark').set({ 'hero.heading': heading }).commit();
  const sent = performance.now();
  await sendWebhook(siteOrigin, { ...WORDS_ONLY, _type: 'jurisdiction', _id: 'jurisdiction-denmark', slug: 'denmark' }, secret);
  const visibleAt = async (origin: string): Promise<number> => {
    while (performance.now() - sent < 20_000) {
      if ((await (await fetch(`${origin}/denmark`)).text()).includes(heading)) return Math.round(performance.now() - sent);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`${origin}/denmark did not show the published heading within 20 s`);
  };
  const [originMs, proxiedMs] = await Promise.all([visibleAt(siteOrigin), visibleAt(proxyOrigin)]);
  await load;
  return { originMs, proxiedMs };
}
