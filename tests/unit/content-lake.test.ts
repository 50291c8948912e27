import { readFileSync } from 'node:fs';
import { createClient, type SanityClient } from '@sanity/client';
import { stegaClean } from '@sanity/client/stega';
import { vercelStegaDecode } from '@vercel/stega';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clientConfig, type SanityConfig } from '@/lib/content/env';
import { createEmbeddedSource } from '@/lib/content/embedded-source';
import {
  homePageQuery,
  jurisdictionPageQuery,
  pageSlugsQuery,
  pricingPageQuery,
  regionPageQuery,
  regionSlugsQuery,
  servicePageQuery,
  siteSettingsQuery,
} from '@/lib/content/queries';
import { createSanitySource } from '@/lib/content/sanity-source';
import type { QueryParams } from '@/lib/content/source';
import { applySeedPlan, planSeed, type SeedPlan } from '@/lib/content/seed-push';
import { seedDocuments } from '@/seed';
import { startContentLake, type ContentLake, type LakeDocument } from '../../scripts/loopback/content-lake.mjs';

const TOKEN = 'lake-test-token';
const contentDocs = seedDocuments.filter((d) => d._type !== 'sanity.imageAsset');
const imageFiles = seedDocuments.flatMap((d) => (d._type === 'sanity.imageAsset' ? [d.localPath] : []));

/** The value with every `imageUrl` replaced by a marker, and the URLs it held. */
function splitImageUrls(value: unknown, urls: string[] = []): { rest: unknown; urls: string[] } {
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object') {
      return Object.fromEntries(Object.entries(v).map(([k, inner]) => (k === 'imageUrl' && typeof inner === 'string' ? (urls.push(inner), [k, '<image>']) : [k, walk(inner)])));
    }
    return v;
  };
  return { rest: walk(value), urls };
}

/** The loopback Content Lake that stands in for Sanity in the tests. */
describe('loopback Content Lake', () => {
  let lake: ContentLake;
  let config: SanityConfig;
  let writer: SanityClient;
  let reader: SanityClient;
  let firstPlan: SeedPlan;
  let transactions = 0;
  let seeded: LakeDocument[] = [];

  beforeAll(async () => {
    lake = await startContentLake({ token: TOKEN, projectId: 'lake', dataset: 'test' });
    config = { projectId: 'lake', dataset: 'test', apiVersion: '2025-10-01', apiHost: lake.url };
    // As `npm run seed` creates its client (scripts/seed.ts), and as the site reads.
    writer = createClient({ ...clientConfig(config), token: TOKEN, useCdn: false, perspective: 'raw' });
    reader = createClient({ ...clientConfig(config), useCdn: true, perspective: 'published' });
    firstPlan = await planSeed(writer, seedDocuments, process.cwd(), true);
    transactions = await applySeedPlan(writer, firstPlan);
    seeded = [...lake.documents.values()];
  });
  afterAll(() => lake?.close());

  describe('after npm run seed', () => {
    it('holds every seed document, with Sanity system fields, written in batched transactions', () => {
      expect(firstPlan.create).toHaveLength(contentDocs.length);
      expect(transactions).toBe(Math.ceil(contentDocs.length / 50));
      for (const doc of contentDocs) {
        const stored = lake.documents.get(doc._id);
        expect(stored, doc._id).toBeDefined();
        expect(stored).toMatchObject({ _type: doc._type, _rev: expect.any(String), _createdAt: expect.any(String), _updatedAt: expect.any(String) });
      }
    });

    it('uploaded each hero image once, found again by SHA-1 and served back from its url', async () => {
      const assets = seeded.filter((d) => d._type === 'sanity.imageAsset');
      expect(firstPlan.uploads).toEqual(imageFiles);
      expect(assets).toHaveLength(imageFiles.length);
      expect(assets[0]).toMatchObject({ _id: expect.stringMatching(/^image-[0-9a-f]{40}-1920x1080-svg$/), mimeType: 'image/svg+xml', extension: 'svg', originalFilename: 'paris.svg' });
      expect(lake.documents.get('heroSlide-paris')).toMatchObject({ image: { asset: { _ref: assets[0]?._id } } });

      const again = await planSeed(writer, seedDocuments, process.cwd(), true);
      expect({ create: again.create.length, replace: again.replace.length, uploads: again.uploads }).toEqual({ create: 0, replace: 0, uploads: [] });
      expect(again.unchanged).toHaveLength(contentDocs.length);
      expect(lake.documents.size).toBe(seeded.length);

      // Sanity answers a repeated upload with the asset it already has.
      expect(await writer.assets.upload('image', readFileSync(imageFiles[0] ?? ''), { filename: 'paris.svg' })).toEqual(assets[0]);

      const response = await fetch(String(assets[0]?.url));
      expect(response.headers.get('content-type')).toBe('image/svg+xml');
      expect(Buffer.from(await response.arrayBuffer()).equals(readFileSync(imageFiles[0] ?? ''))).toBe(true);
    });
  });

  describe('the site reading it', () => {
    beforeEach(() => lake.reset(seeded));
    const embedded = createEmbeddedSource();
    const cases: [string, string, QueryParams][] = [
      ['siteSettingsQuery', siteSettingsQuery, { locale: 'da' }],
      ['homePageQuery', homePageQuery, { locale: 'da' }],
      ['pageSlugsQuery', pageSlugsQuery, {}],
      ['regionSlugsQuery', regionSlugsQuery, {}],
      ['jurisdictionPageQuery', jurisdictionPageQuery, { locale: 'en', slug: 'denmark' }],
      ['jurisdictionPageQuery', jurisdictionPageQuery, { locale: 'da', slug: 'denmark' }],
      ['regionPageQuery', regionPageQuery, { locale: 'de', slug: 'europe' }],
      ['servicePageQuery', servicePageQuery, { locale: 'fr', slug: 'company-formation' }],
      ['pricingPageQuery', pricingPageQuery, { locale: 'da' }],
    ];

    it.each(cases)('%s %o gives the embedded source’s result (image URLs aside)', async (_name, query, params) => {
      const fromLake = splitImageUrls(await createSanitySource(config, reader).fetch(query, params));
      const fromSeed = splitImageUrls(await embedded.fetch(query, params));
      expect(fromLake.rest).not.toBeNull();
      expect(fromLake.rest).toEqual(fromSeed.rest);
      expect(fromLake.urls).toHaveLength(fromSeed.urls.length);
      for (const url of fromLake.urls) expect(url).toMatch(new RegExp(`^${lake.url}/images/lake/test/[0-9a-f]{40}-1920x1080\\.svg$`));
    });

    it('answers a query too long for a URL, which the client sends as POST with the perspective in the query string', async () => {
      lake.requests.length = 0;
      const padding = 'x'.repeat(12_000);
      const result = await reader.fetch<string[]>('*[_type == "region" && language == "en" && $padding != ""] | order(order asc).slug.current', { padding });
      expect(result).toEqual(await embedded.fetch(regionSlugsQuery, {}));
      expect(lake.requests).toEqual([{ method: 'POST', path: expect.stringMatching(/^\/v2025-10-01\/data\/query\/test\?.*perspective=published/) }]);
    });

    it('answers Sanity’s queryParseError with a code frame for a query that does not parse', async () => {
      await expect(reader.fetch('*[_type == "region"')).rejects.toMatchObject({ statusCode: 400, message: expect.stringMatching(/^GROQ query parse error:\n> 1 \|/) });
    });

    it('shows a draft only in the drafts perspective, with a token, under the published id', async () => {
      await writer.createOrReplace({ ...lake.documents.get('jurisdiction-denmark'), _id: 'drafts.jurisdiction-denmark', _type: 'jurisdiction', regionCardSummary: 'Corporate tax 18%' });
      await writer.create({ _id: 'drafts.jurisdiction-norway', _type: 'jurisdiction', language: 'en', name: 'Norway', slug: { _type: 'slug', current: 'norway' } });
      const taxes = '*[_type == "jurisdiction" && slug.current in ["denmark", "norway"] && language == "en"]{ _id, regionCardSummary }';

      expect(await reader.fetch(taxes)).toEqual([{ _id: 'jurisdiction-denmark', regionCardSummary: 'Corporate tax {corporateTax}' }]);
      expect(await reader.fetch(taxes, {}, { perspective: 'drafts', useCdn: false, token: TOKEN })).toEqual([
        { _id: 'jurisdiction-denmark', regionCardSummary: 'Corporate tax 18%' },
        { _id: 'jurisdiction-norway', regionCardSummary: null },
      ]);
      await expect(reader.fetch(taxes, {}, { perspective: 'drafts', useCdn: false })).rejects.toMatchObject({ statusCode: 401 });
      expect((await writer.fetch<{ _id: string }[]>(taxes)).map((d) => d._id)).toEqual(['jurisdiction-denmark', 'drafts.jurisdiction-denmark', 'drafts.jurisdiction-norway']);
      expect(await writer.getDocument('drafts.jurisdiction-denmark')).toMatchObject({ regionCardSummary: 'Corporate tax 18%' });
    });

    it('answers a Content Source Map when asked, so the site’s draft mode encodes edit links to the field each text came from', async () => {
      const denmark = lake.documents.get('jurisdiction-denmark') as LakeDocument & { hero: { heading: string } };
      await writer.createOrReplace({ ...denmark, _id: 'drafts.jurisdiction-denmark', _type: 'jurisdiction', hero: { ...denmark.hero, heading: 'Company Registration in Denmark (draft)' } });
      const preview = createSanitySource(config, createClient({ ...clientConfig(config), useCdn: false, perspective: 'published' }), { readToken: TOKEN });
      const href = (text = '') => (vercelStegaDecode(text) as { href?: string } | undefined)?.href ?? '';

      const en = await preview.fetch(jurisdictionPageQuery, { locale: 'en', slug: 'denmark' }, { preview: true });
      expect(stegaClean(en?.hero.heading)).toBe('Company Registration in Denmark (draft)');
      expect(href(en?.hero.heading)).toMatch(/^\/studio\/intent\/edit\/mode=presentation;id=jurisdiction-denmark;type=jurisdiction;path=hero\.heading\?/);
      const firstType = en?.companyTypes?.items?.[0];
      expect(href(firstType?.name)).toContain(`path=${encodeURIComponent(`companyTypes.items[_key=="${firstType?._key}"].name`)}`);
      // The same name is in all seven language versions: the query's locale decides.
      const da = await preview.fetch(jurisdictionPageQuery, { locale: 'da', slug: 'denmark' }, { preview: true });
      expect(href(da?.name)).toContain(';id=jurisdiction-denmark-da;');
      // Published reads ask for no map and get none.
      lake.requests.length = 0;
      expect((await createSanitySource(config, reader).fetch(jurisdictionPageQuery, { locale: 'en', slug: 'denmark' }))?.hero.heading).toBe(denmark.hero.heading);
      expect(lake.requests[0]?.path).not.toContain('resultSourceMap');
    });

    it('refuses writes without the token (401) and changes nothing', async () => {
      const anonymous = createClient({ ...clientConfig(config), useCdn: false });
      const impostor = createClient({ ...clientConfig(config), token: 'wrong', useCdn: false });
      for (const client of [anonymous, impostor]) {
        await expect(client.delete('jurisdiction-denmark')).rejects.toMatchObject({ statusCode: 401 });
        await expect(client.assets.upload('image', Buffer.from('<svg/>'), { filename: 'x.svg' })).rejects.toMatchObject({ statusCode: 401 });
      }
      expect(lake.documents.has('jurisdiction-denmark')).toBe(true);
      expect(lake.documents.size).toBe(seeded.length);
    });

    it('drops a deleted jurisdiction from the published pages, including its region’s cards', async () => {
      const source = createSanitySource(config, reader);
      const europe = async () => JSON.stringify(await source.fetch(regionPageQuery, { locale: 'en', slug: 'europe' }));
      expect(await europe()).toContain('/cyprus');

      const { results } = await writer.delete('jurisdiction-cyprus');
      expect(results).toEqual([{ id: 'jurisdiction-cyprus', operation: 'delete' }]);
      expect(await source.fetch(jurisdictionPageQuery, { locale: 'en', slug: 'cyprus' })).toBeNull();
      expect(await source.fetch(pageSlugsQuery, {})).not.toContainEqual(expect.objectContaining({ slug: 'cyprus' }));
      expect(await europe()).not.toContain('/cyprus');

      await writer.delete({ query: '*[_type == "faq"]' });
      expect(await reader.fetch('count(*[_type == "faq"])')).toBe(0);
    });

    it('applies a patch, and the next query shows the new corporate tax and hero heading', async () => {
      const before = lake.documents.get('jurisdiction-denmark');
      const patched = await writer.patch('jurisdiction-denmark').set({ 'comparison.corporateTax.percent': 21, 'hero.heading': 'Denmark, in 24 hours' }).commit();
      expect(patched).toMatchObject({ _id: 'jurisdiction-denmark', comparison: { corporateTax: { percent: 21 } }, _createdAt: before?._createdAt });
      expect(patched._rev).not.toBe(before?._rev);

      const page = await createSanitySource(config, reader).fetch(jurisdictionPageQuery, { locale: 'en', slug: 'denmark' });
      expect(page?.jurisdictionFacts?.corporateTax?.percent).toBe(21);
      expect(page?.hero.heading).toBe('Denmark, in 24 hours');
      expect(page?.hero.intro).toBe((before?.hero as { intro: string }).intro);

      await expect(writer.patch('jurisdiction-denmark').set({ 'sections[0].heading': 'x' }).commit()).rejects.toMatchObject({ statusCode: 400 });
      await expect(writer.patch('jurisdiction-atlantis').set({ name: 'Atlantis' }).commit()).rejects.toMatchObject({ statusCode: 409 });
    });
  });
});
