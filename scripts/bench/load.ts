import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import autocannon from 'autocannon';
import sirv from 'sirv';

/** Throughput and latency of one autocannon run: requests/s (mean), latency ms (p50, p99). */
export interface LoadFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

/** Runs autocannon against `url` with `connections` for `seconds`. */
export async function load(url: string, connections: number, seconds: number): Promise<LoadFigures> {
  const result = await autocannon({ url, connections, duration: seconds });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** A page of the site to copy: its path on the site and the file the static server serves it from. */
export interface Snapshot {
  path: string;
  file: string;
}

/** Copies the HTML `next start` serves for each page into `dir`, byte for byte. */
export async function writeSnapshot(origin: string, pages: Snapshot[], dir: string): Promise<void> {
  mkdirSync(dir, { recursive: true });
  for (const page of pages) writeFileSync(path.join(dir, page.file), await (await fetch(origin + page.path)).text());
}

/**
 * Copies the HTML `next start` serves for each page into `dir` (the prerendered pages, byte for
 * byte) and serves that folder with sirv on `port`; any other path gets `404.html` with status 404,
 * as a static host's error page would.
 */
export async function startStaticCopy(origin: string, pages: Snapshot[], dir: string, port: number): Promise<Server> {
  await writeSnapshot(origin, pages, dir);
  const notFoundPage = readFileSync(path.join(dir, '404.html'));
  const serve = sirv(dir, {
    extensions: ['html'],
    onNoMatch: (_req, res) => {
      res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': notFoundPage.length });
      res.end(notFoundPage);
    },
  });
  const server = createServer((req, res) => serve(req, res));
  await new Promise<void>((resolve) => server.listen(port, resolve));
  return server;
}
