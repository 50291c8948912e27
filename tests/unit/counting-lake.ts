import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach } from 'vitest';

/** The lakes a test file started, closed after each test. */
const open = new Set<Server>();
afterEach(() => Promise.all([...open].map((server) => new Promise<void>((done) => server.close(() => done())))).then(() => open.clear()));

/**
 * A loopback Content Lake whose `answer(n, res)` handles the n-th request (from 1), closed after
 * the test that started it.
 * @returns the Sanity config that reaches it, its server, and the count of requests so far
 */
export async function countingLake(answer: (n: number, res: ServerResponse) => void) {
  let n = 0;
  const server = createServer((req, res) => answer(++n, res));
  open.add(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const apiHost = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { config: { projectId: 'p1', dataset: 'production', apiVersion: '2025-10-01', apiHost }, server, count: () => n };
}
