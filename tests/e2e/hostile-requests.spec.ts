import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { hostileRequests, sendRaw } from './hostile-requests';
import { SCALE } from './scale-env';

// Runs in the `scale` project (issue 15, part 5): the fuzz of bad input, sent raw to instance A
// (`next start` of the publishing build, webhook secret set) and through nginx
// (deploy/nginx/site-proxy.conf) in front of both instances. Nothing may answer 5xx or drop the
// connection, and the instances may log no error or warning meanwhile.

const A = `http://localhost:${SCALE.instancePorts[0]}`;
const PROXY = `http://127.0.0.1:${SCALE.proxyPort}`;

/** Error and warning lines the instances logged after `offsets` (each log's length before). */
function newLogErrors(offsets: number[]): string[] {
  return SCALE.logs.flatMap((log, i) =>
    readFileSync(log, 'utf8')
      .slice(offsets[i])
      .split('\n')
      .map((line) => line.replace(/\u001b\[[0-9;]*m/g, ''))
      .filter((line) => /error|⨯|warn/i.test(line) && !line.startsWith('npm warn')),
  );
}

test('hostile and malformed requests get a 4xx, never a 5xx, and log nothing', async () => {
  test.setTimeout(120_000);
  const offsets = SCALE.logs.map((log) => readFileSync(log, 'utf8').length);
  const rows: { target: string; name: string; status: number }[] = [];
  for (const [target, origin] of [
    ['next start', A],
    ['nginx', PROXY],
  ] as const) {
    for (const request of hostileRequests(origin)) {
      // TRACE never reaches the site behind its edge: nginx answers 405 itself (checked below).
      // `next start` alone builds a fetch Request for its proxy first, which refuses the method
      // ("'TRACE' HTTP method is unsupported"), before any code of ours runs.
      if (target === 'next start' && request.method === 'TRACE') continue;
      rows.push({ target, name: request.name, status: await sendRaw(origin, request) });
    }
  }
  console.log(rows.map((r) => `${String(r.status).padEnd(4)} ${r.target.padEnd(10)} ${r.name}`).join('\n'));
  expect(rows.filter((r) => r.status >= 500 || r.status < 200)).toEqual([]);
  expect(rows.filter((r) => r.target === 'nginx' && r.name.startsWith('TRACE')).map((r) => r.status)).toEqual([405, 405]);
  expect(newLogErrors(offsets)).toEqual([]);
});
