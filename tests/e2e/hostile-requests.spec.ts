import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { problemLines } from '../../scripts/lib/server-log';
import { hostileRequests, sendRaw } from './hostile-requests';
import { SCALE } from './scale-env';

// Runs in the `scale` project: the fuzz of bad input, sent
// raw to instance A (`npm start`, server.mjs, of the publishing build, webhook secret set) and through nginx
// (deploy/nginx/site-proxy.conf) in front of both instances. Nothing may answer 5xx or drop the
// connection, and the instances may log no error or warning meanwhile.

const A = `http://localhost:${SCALE.instancePorts[0]}`;
const PROXY = `http://127.0.0.1:${SCALE.proxyPort}`;

/** Error and warning lines the instances logged after `offsets` (each log's length before). */
function newLogErrors(offsets: number[]): string[] {
  return SCALE.logs.flatMap((log, i) => problemLines(readFileSync(log, 'utf8').slice(offsets[i])));
}

test('hostile and malformed requests get a 4xx, never a 5xx, and log nothing', async () => {
  test.setTimeout(120_000);
  const offsets = SCALE.logs.map((log) => readFileSync(log, 'utf8').length);
  const rows: { target: string; name: string; method: string; status: number; allow?: string }[] = [];
  for (const [target, origin] of [
    ['npm start', A],
    ['nginx', PROXY],
  ] as const) {
    for (const request of hostileRequests(origin)) {
      rows.push({ target, name: request.name, method: request.method, ...(await sendRaw(origin, request)) });
    }
  }
  console.log(rows.map((r) => `${String(r.status).padEnd(4)} ${r.target.padEnd(10)} ${r.name}`).join('\n'));
  expect(rows.filter((r) => r.status >= 500 || r.status < 200)).toEqual([]);
  // Methods Next cannot take (fetch forbids TRACE, TRACK and CONNECT in a Request; Node's parser
  // does not know FOO or TRACK) are refused by server.mjs, or by nginx in front, with 405 and Allow.
  const refused = rows.filter((r) => ['TRACE', 'TRACK', 'CONNECT', 'FOO'].includes(r.method));
  expect(refused).toHaveLength(10);
  expect(refused.filter((r) => r.status !== 405 || !r.allow?.includes('GET'))).toEqual([]);
  expect(newLogErrors(offsets)).toEqual([]);
});
