import { createClient } from '@sanity/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientConfig, type SanityConfig } from '@/lib/content/env';
import { createEmbeddedSource } from '@/lib/content/embedded-source';
import { readContentRevision } from '@/lib/content/revision';
import { createSanitySource } from '@/lib/content/sanity-source';
import { seedDocuments } from '@/seed';
import { startContentLake, type ContentLake } from '../../scripts/loopback/content-lake.mjs';

const TOKEN = 'revision-test-token';

describe('readContentRevision', () => {
  let lake: ContentLake;
  let config: SanityConfig;

  beforeAll(async () => {
    lake = await startContentLake({ token: TOKEN, projectId: 'rev', dataset: 'test' });
    config = { projectId: 'rev', dataset: 'test', apiVersion: '2025-10-01', apiHost: lake.url };
  });
  afterAll(() => lake?.close());

  it('is the same for the same seed, from the embedded source’s index and from plain documents', async () => {
    const first = await readContentRevision(createEmbeddedSource());
    expect(first).toMatch(/^embedded \d+ /);
    expect(await readContentRevision(createEmbeddedSource())).toBe(first);
    expect(Number(first.split(' ')[1])).toBe(seedDocuments.length);
  });

  it('changes with every publish, creation and deletion in the Content Lake, and not without one', async () => {
    const writer = createClient({ ...clientConfig(config), token: TOKEN, useCdn: false, perspective: 'raw' });
    const source = createSanitySource(config, undefined, { readToken: undefined });
    await writer.createOrReplace({ _id: 'jurisdiction-a', _type: 'jurisdiction', name: 'A' });
    await writer.createOrReplace({ _id: 'jurisdiction-b', _type: 'jurisdiction', name: 'B' });
    const seen = new Set<string>();
    const step = async (what: string) => {
      const revision = await readContentRevision(source);
      expect(seen.has(revision), `${what}: ${revision} was seen before`).toBe(false);
      seen.add(revision);
      return revision;
    };
    const start = await step('start');
    expect(start).toMatch(/^sanity:rev\/test 2 \d{4}-/);
    expect(await readContentRevision(source), 'asked again, nothing changed').toBe(start);
    // A draft is not published content.
    await writer.createOrReplace({ _id: 'drafts.jurisdiction-a', _type: 'jurisdiction', name: 'A, draft' });
    expect(await readContentRevision(source)).toBe(start);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await writer.createOrReplace({ _id: 'jurisdiction-a', _type: 'jurisdiction', name: 'A, published' });
    await step('publish');
    await writer.delete('jurisdiction-b');
    await step('delete');
    await new Promise((resolve) => setTimeout(resolve, 5));
    await writer.create({ _id: 'jurisdiction-c', _type: 'jurisdiction', name: 'C' });
    await step('create');
  });
});
