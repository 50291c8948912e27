import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient } from '@sanity/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSanitySource } from '@/lib/content/sanity-source';
import { siteSettingsQuery } from '@/lib/content/queries';

/** Contract test: what `@sanity/client` sends to the Content Lake for our queries. */
describe('Sanity content source against a loopback Content Lake', () => {
  const requests: { method: string; url: URL; headers: IncomingMessage['headers'] }[] = [];
  let server: Server;
  let apiHost: string;

  beforeAll(async () => {
    server = createServer((req, res) => {
      requests.push({ method: req.method ?? '', url: new URL(req.url ?? '/', 'http://x'), headers: req.headers });
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ ms: 1, query: 'q', result: { companyName: 'From the lake' } }));
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    apiHost = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  it('sends GET /v{apiVersion}/data/query/{dataset} with the query, JSON params and published perspective', async () => {
    const config = { projectId: 'abc123', dataset: 'production', apiVersion: '2025-10-01' };
    const client = createClient({ ...config, apiHost, useProjectHostname: false, useCdn: true, perspective: 'published' });
    const source = createSanitySource(config, client);

    const result = await source.fetch(siteSettingsQuery, { locale: 'da' });

    expect(result).toEqual({ companyName: 'From the lake' });
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.method).toBe('GET');
    expect(request?.url.pathname).toBe('/v2025-10-01/data/query/production');
    expect(request?.url.searchParams.get('query')).toBe(siteSettingsQuery);
    expect(request?.url.searchParams.get('$locale')).toBe('"da"');
    expect(request?.url.searchParams.get('perspective')).toBe('published');
    expect(request?.headers.authorization).toBeUndefined();
  });
});
