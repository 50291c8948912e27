import { get } from 'node:http';

/**
 * This instance asking itself for its pages (the start's warm-up). Named "self", not "loopback":
 * the loopback services are the tests' stand-ins for Sanity and Supabase (`scripts/loopback/`).
 */

/**
 * Where this instance reaches its own pages, e.g. `http://localhost:3000`: `SITE_SELF_ORIGIN`,
 * which `server.mjs` sets from its port and host name. `null` under `next dev`, which does not
 * warm its routes.
 */
export function selfOrigin(): string | null {
  return process.env.SITE_SELF_ORIGIN?.trim() || null;
}

/**
 * A GET over `node:http`, as a `Response`; redirects are not followed. Not the global `fetch`,
 * which Next patches for its data cache and which sees the async context of the request that
 * scheduled the call.
 *
 * @throws Error when the page does not answer within 60 s, or the connection fails
 */
export const selfFetch: typeof fetch = (input, init) =>
  new Promise((resolve, reject) => {
    const headers = Object.fromEntries(new Headers(init?.headers));
    const request = get(String(input instanceof Request ? input.url : input), { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const responseHeaders = new Headers();
        for (const [name, value] of Object.entries(response.headers)) if (typeof value === 'string') responseHeaders.set(name, value);
        const status = response.statusCode ?? 500;
        resolve(new Response(status === 204 || status === 304 ? null : Buffer.concat(chunks), { status, headers: responseHeaders }));
      });
    });
    request.setTimeout(60_000, () => request.destroy(new Error(`${String(input)} did not answer in 60 s`)));
    request.on('error', reject);
  });

/**
 * Resolves once `origin` answers a request for `path`, asking once a second.
 * @returns `false` when it did not answer within `attempts` seconds
 */
export async function untilServing(origin: string, path: string, attempts: number): Promise<boolean> {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    if (await selfFetch(new URL(path, origin)).catch(() => null)) return true;
  }
  return false;
}
