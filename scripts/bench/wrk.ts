import { runCommand } from '../lib/prod-server';
import type { LoadFigures } from './load';

/**
 * Runs Debian's `wrk` (2 threads) against `url` with `connections` for `seconds`. Used where the
 * server is nginx: autocannon, running on Node, tops out below what nginx serves here.
 *
 * @returns requests/s, latency p50/p99 in ms, and socket errors (connect, read, write, timeout).
 *   `non2xx` counts answers outside 2xx/3xx, which for the 404 page are all of them.
 * @throws Error when wrk is missing or its output has no "Requests/sec" line
 */
export async function wrk(url: string, connections: number, seconds: number): Promise<LoadFigures> {
  const output = await runCommand('wrk', ['-t2', `-c${connections}`, `-d${seconds}s`, '--latency', url], { quiet: true });
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(output);
  if (!rps) throw new Error(`wrk printed no throughput:\n${output}`);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const errors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
  return {
    requestsPerSecond: Math.round(Number(rps[1])),
    p50Ms: latencyMs(output, '50%'),
    p99Ms: latencyMs(output, '99%'),
    non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0),
    errors,
  };
}

/** A percentile line of wrk's latency distribution ("99%   12.34ms"), in ms. */
function latencyMs(output: string, percentile: string): number {
  const match = new RegExp(`^\\s*${percentile}\\s+([\\d.]+)(us|ms|s)\\b`, 'm').exec(output);
  if (!match) return Number.NaN;
  const value = Number(match[1]);
  return Number((match[2] === 'us' ? value / 1000 : match[2] === 's' ? value * 1000 : value).toFixed(2));
}
