import { createClient } from '@sanity/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientConfig, type SanityConfig } from '@/lib/content/env';
import { createEmbeddedSource } from '@/lib/content/embedded-source';
import { readLatestPublish } from '@/lib/content/revision';
import { createSanitySource } from '@/lib/content/sanity-source';
import { startContentLake, type ContentLake } from '../../scripts/loopback/content-lake.mjs';

const TOKEN = 'revision-test-token';

// The search records' revision: a record read from older content must never replace a newer one.
describe('readLatestPublish', () => {
  let lake: ContentLake;
  let config: SanityConfig;

  beforeAll(async () => {
    lake = await startContentLake({ token: TOKEN, projectId: 'rev', dataset: 'test' });
    config = { projectId: 'rev', dataset: 'test', apiVersion: '2025-10-01', apiHost: lake.url };
  });
  afterAll(() => lake?.close());

  it('is one fixed time for the seed, which records no publish', async () => {
    expect(await readLatestPublish(createEmbeddedSource())).toBe(await readLatestPublish(createEmbeddedSource()));
  });

  it('moves forward with every publish in the Content Lake, and not with a draft', async () => {
    const writer = createClient({ ...clientConfig(config), token: TOKEN, useCdn: false, perspective: 'raw' });
    const source = createSanitySource(config, undefined, { readToken: undefined });
    await writer.createOrReplace({ _id: 'jurisdiction-a', _type: 'jurisdiction', name: 'A' });
    const start = await readLatestPublish(source);
    expect(start).toMatch(/^\d{4}-\d\d-\d\dT/);
    await writer.createOrReplace({ _id: 'drafts.jurisdiction-a', _type: 'jurisdiction', name: 'A, draft' });
    expect(await readLatestPublish(source)).toBe(start);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await writer.createOrReplace({ _id: 'jurisdiction-a', _type: 'jurisdiction', name: 'A, published' });
    expect(Date.parse(await readLatestPublish(source))).toBeGreaterThan(Date.parse(start));
  });
});
