import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient } from '@sanity/client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { applySeedPlan, planSeed, readSeedOptions } from '@/lib/content/seed-push';
import { seedDocuments, siteSettings } from '@/seed';

/** A loopback Content Lake that records mutations and uploads. */
describe('npm run seed against a loopback dataset', () => {
  let server: Server;
  let apiHost = '';
  const mutations: { url: string; body: { mutations: Record<string, { _id: string }>[] }; auth?: string }[] = [];
  const uploads: string[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const url = new URL(req.url ?? '/', 'http://x');
        const raw = Buffer.concat(chunks).toString('utf8');
        res.setHeader('content-type', 'application/json');
        if (url.pathname.includes('/assets/images/')) {
          uploads.push(url.searchParams.get('filename') ?? '');
          return res.end(JSON.stringify({ document: { _id: `image-${uploads.length}-1920x1080-svg`, _type: 'sanity.imageAsset' } }));
        }
        if (url.pathname.includes('/data/mutate/')) {
          mutations.push({ url: req.url ?? '', body: JSON.parse(raw), auth: req.headers.authorization });
          return res.end(JSON.stringify({ transactionId: `t${mutations.length}`, results: [] }));
        }
        const query = url.searchParams.get('query') ?? (raw ? (JSON.parse(raw) as { query: string }).query : '');
        if (query.includes('sanity.imageAsset')) return res.end(JSON.stringify({ result: [] }));
        // The dataset already holds the site settings as seeded, and an edited Denmark page.
        const denmark = seedDocuments.find((d) => d._id === 'jurisdiction-denmark');
        return res.end(
          JSON.stringify({
            result: [
              { ...siteSettings, _rev: 'r1', _createdAt: '2026-01-01T00:00:00Z', _updatedAt: '2026-01-01T00:00:00Z' },
              { ...denmark, corporateTax: '21%', _rev: 'r2' },
            ],
          }),
        );
      });
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    apiHost = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));
  beforeEach(() => {
    mutations.length = 0;
    uploads.length = 0;
  });

  const client = () =>
    createClient({ projectId: 'abc123', dataset: 'test', apiVersion: '2025-10-01', token: 'write-token', useCdn: false, apiHost, useProjectHostname: false });

  it('a dry run shows the differences and writes nothing', async () => {
    const plan = await planSeed(client(), seedDocuments, process.cwd(), false);
    expect(plan.unchanged.map((d) => d._id)).toEqual(['siteSettings']);
    expect(plan.replace.map((d) => d._id)).toEqual(['jurisdiction-denmark']);
    expect(plan.create.length).toBe(seedDocuments.filter((d) => d._type !== 'sanity.imageAsset').length - 2);
    expect(plan.uploads).toEqual(['public/images/hero/paris.svg', 'public/images/hero/dubai.svg', 'public/images/hero/singapore.svg']);
    expect(mutations).toHaveLength(0);
    expect(uploads).toHaveLength(0);
  });

  it('a push uploads images, then writes new and changed documents with batched createOrReplace', async () => {
    const c = client();
    const plan = await planSeed(c, seedDocuments, process.cwd(), true);
    expect(uploads).toEqual(['paris.svg', 'dubai.svg', 'singapore.svg']);
    const transactions = await applySeedPlan(c, plan, 50);
    const written = mutations.flatMap((m) => m.body.mutations.map((mutation) => mutation.createOrReplace?._id));
    expect(transactions).toBe(Math.ceil(written.length / 50));
    expect(mutations).toHaveLength(transactions);
    expect(written).toContain('jurisdiction-denmark');
    expect(written).not.toContain('siteSettings');
    expect(new Set(written).size).toBe(written.length);
    expect(mutations[0]?.auth).toBe('Bearer write-token');
    expect(mutations[0]?.url).toMatch(/\/data\/mutate\/test\?.*visibility=sync/);
    const paris = mutations.flatMap((m) => m.body.mutations).map((m) => m.createOrReplace as unknown as { _id: string; image?: { asset: { _ref: string } } }).find((d) => d._id === 'heroSlide-paris');
    expect(paris?.image?.asset._ref).toBe('image-1-1920x1080-svg');
  });
});

describe('seed options', () => {
  const env = { NEXT_PUBLIC_SANITY_PROJECT_ID: 'abc123', NEXT_PUBLIC_SANITY_DATASET: 'staging', SANITY_API_WRITE_TOKEN: 'tok' };

  it('refuses without a named dataset, a wrong dataset, or a token', () => {
    expect(() => readSeedOptions([], env)).toThrow(/--dataset staging/);
    expect(() => readSeedOptions(['--dataset', 'production'], env)).toThrow(/does not match/);
    expect(() => readSeedOptions(['--dataset=staging'], { ...env, SANITY_API_WRITE_TOKEN: '' })).toThrow(/SANITY_API_WRITE_TOKEN/);
    expect(() => readSeedOptions(['--dataset=staging'], { NEXT_PUBLIC_SANITY_DATASET: 'staging' })).toThrow(/NEXT_PUBLIC_SANITY_PROJECT_ID/);
  });

  it('accepts a named dataset, and a dry run without a token', () => {
    expect(readSeedOptions(['--dataset', 'staging'], env)).toMatchObject({ dataset: 'staging', dryRun: false, token: 'tok' });
    expect(readSeedOptions(['--dataset=staging', '--dry-run'], { ...env, SANITY_API_WRITE_TOKEN: '' })).toMatchObject({ dryRun: true });
    expect(readSeedOptions(['--dry-run'], { ...env, SANITY_API_WRITE_TOKEN: '' })).toMatchObject({ dataset: 'staging', dryRun: true });
  });
});
