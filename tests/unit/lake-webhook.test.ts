import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_FILTER, WEBHOOK_PROJECTION, WEBHOOK_TYPES } from '@/lib/content/webhook-config.mjs';
import { readSignedWebhook } from '@/lib/content/webhook';
import { createEmbeddedSource } from '@/lib/content/embedded-source';
import { homePageQuery, pricingPageQuery, privacyPolicyQuery, regionPageQuery, servicePageQuery, siteSettingsQuery } from '@/lib/content/queries';
import { seedDocuments } from '@/seed';
import { startContentLake, type ContentLake } from '../../scripts/loopback/content-lake.mjs';

const TOKEN = 'webhook-token';
const SECRET = 'webhook-secret';
const auth = { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' };

describe('the webhook docs/integrations.md configures', () => {
  it('is quoted in docs/integrations.md exactly as the lake sends it', () => {
    const guide = readFileSync('docs/integrations.md', 'utf8');
    expect(guide).toContain(`Filter: \`${WEBHOOK_FILTER}\``);
    expect(guide).toContain(`Projection: \`${WEBHOOK_PROJECTION}\``);
  });

  it('covers every document type a page query reads', async () => {
    // Each type whose removal changes what a page shows (tests/unit/cache-tags.test.ts checks each document).
    const types = new Set(seedDocuments.map((doc) => doc._type));
    const source = createEmbeddedSource();
    const read = new Set<string>();
    const pages = [
      [homePageQuery, { locale: 'da' }],
      [servicePageQuery, { locale: 'de', slug: 'legal-services' }],
      [regionPageQuery, { locale: 'da', slug: 'europe' }],
      [pricingPageQuery, { locale: 'da' }],
      [privacyPolicyQuery, { locale: 'da' }],
      [siteSettingsQuery, { locale: 'da' }],
    ] as const;
    for (const type of types) {
      if (type === 'sanity.imageAsset') continue;
      const without = createEmbeddedSource(seedDocuments.filter((doc) => doc._type !== type));
      for (const [query, params] of pages) {
        if (JSON.stringify(await without.fetch(query, params)) !== JSON.stringify(await source.fetch(query, params))) read.add(type);
      }
    }
    expect(read.size).toBeGreaterThan(5);
    for (const type of read) expect(WEBHOOK_TYPES, type).toContain(type);
  });
});

describe('the loopback lake sends it on every publish and delete', () => {
  let lake: ContentLake;
  let receiver: Server;
  const received: { status: number; body: unknown; operation: string | undefined }[] = [];

  beforeAll(async () => {
    // A stand-in for /api/revalidate that verifies each call as the site does.
    receiver = createServer(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const request = new Request('http://site/api/revalidate', { method: 'POST', headers: req.headers as Record<string, string>, body: Buffer.concat(chunks) });
      const verified = await readSignedWebhook(request, SECRET);
      received.push({ status: verified.ok ? 200 : verified.status, body: verified.ok ? verified.body : null, operation: req.headers['sanity-operation'] as string | undefined });
      res.writeHead(verified.ok ? 200 : verified.status).end();
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const address = receiver.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    lake = await startContentLake({
      token: TOKEN,
      dataset: 'test',
      documents: [{ _id: 'jurisdiction-denmark', _type: 'jurisdiction', name: 'Denmark', slug: { _type: 'slug', current: 'denmark' } }],
      webhook: { url: `http://127.0.0.1:${port}/api/revalidate`, secret: SECRET },
    });
  });
  afterAll(async () => {
    await lake?.close();
    receiver?.close();
  });

  const mutate = async (mutations: object[]) => {
    const response = await fetch(`${lake.url}/v2025-02-19/data/mutate/test`, { method: 'POST', headers: auth, body: JSON.stringify({ mutations }) });
    expect(response.status).toBe(200);
    await lake.webhooksSettled();
  };
  const act = async (actions: object[]) => {
    const response = await fetch(`${lake.url}/v2025-02-19/data/actions/test`, { method: 'POST', headers: auth, body: JSON.stringify({ actions }) });
    expect(response.status).toBe(200);
    await lake.webhooksSettled();
  };

  it('projects a published change, signed so the site accepts it; drafts and other types send nothing', async () => {
    await mutate([{ patch: { id: 'jurisdiction-denmark', set: { name: 'Danmark' } } }]);
    expect(received.at(-1)).toMatchObject({ status: 200, body: { _type: 'jurisdiction', _id: 'jurisdiction-denmark', slug: 'denmark', previousSlug: 'denmark', listed: true }, operation: 'update' });
    // A change of words only: the lists that show names, slugs and order keep their pages.
    await mutate([{ patch: { id: 'jurisdiction-denmark', set: { hero: { heading: 'Start here' } } } }]);
    expect(received.at(-1)).toMatchObject({ body: { _id: 'jurisdiction-denmark', listed: false } });
    const before = received.length;
    await mutate([{ createOrReplace: { _id: 'drafts.jurisdiction-denmark', _type: 'jurisdiction', name: 'Draft', slug: { _type: 'slug', current: 'denmark' } } }]);
    await mutate([{ create: { _id: 'note-1', _type: 'editorNote', text: 'not a page' } }]);
    expect(received).toHaveLength(before);
  });

  it("sends Publish and Delete from the Studio's actions API, a delete projected from the document as it was", async () => {
    await act([{ actionType: 'sanity.action.document.publish', draftId: 'drafts.jurisdiction-denmark', publishedId: 'jurisdiction-denmark' }]);
    expect(received.at(-1)).toMatchObject({ status: 200, body: { _type: 'jurisdiction', slug: 'denmark' }, operation: 'update' });
    await act([{ actionType: 'sanity.action.document.delete', publishedId: 'jurisdiction-denmark', includeDrafts: [] }]);
    expect(received.at(-1)).toMatchObject({ status: 200, body: { _type: 'jurisdiction', _id: 'jurisdiction-denmark', slug: 'denmark', listed: true }, operation: 'delete' });
    expect(lake.webhooks.every((delivery) => delivery.status === 200)).toBe(true);
  });
});
