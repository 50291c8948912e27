import { describe, expect, it } from 'vitest';
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
  sitemapQuery,
} from '@/lib/content/queries';
import { QUERY_TAGS } from '@/lib/content/tags';
import { seedDocuments } from '@/seed';

/** Each loader's query with parameters that reach its references (links, FAQs, regions). */
const CASES: { name: keyof typeof QUERY_TAGS; query: string; params: Record<string, string> }[] = [
  { name: 'siteSettings', query: siteSettingsQuery, params: { locale: 'da' } },
  { name: 'homePage', query: homePageQuery, params: { locale: 'da' } },
  { name: 'servicePage', query: servicePageQuery, params: { locale: 'en', slug: 'legal-services' } },
  { name: 'servicePage', query: servicePageQuery, params: { locale: 'en', slug: 'global-company-registration' } },
  { name: 'jurisdictionPage', query: jurisdictionPageQuery, params: { locale: 'en', slug: 'denmark' } },
  { name: 'jurisdictionPage', query: jurisdictionPageQuery, params: { locale: 'en', slug: 'luxembourg' } },
  { name: 'regionPage', query: regionPageQuery, params: { locale: 'en', slug: 'europe' } },
  { name: 'regionPage', query: regionPageQuery, params: { locale: 'en', slug: 'asia-pacific' } },
  { name: 'pricingPage', query: pricingPageQuery, params: { locale: 'en' } },
  { name: 'pricingPage', query: pricingPageQuery, params: { locale: 'da' } },
  { name: 'servicePage', query: servicePageQuery, params: { locale: 'de', slug: 'legal-services' } },
  { name: 'sitemap', query: sitemapQuery, params: {} },
  { name: 'pageSlugs', query: pageSlugsQuery, params: {} },
  { name: 'regionSlugs', query: regionSlugsQuery, params: {} },
];

/** Image assets never change under an id (a new image is a new asset); publishing the slide that uses one is what counts. */
const types = [...new Set(seedDocuments.map((d) => d._type))].filter((type) => type !== 'sanity.imageAsset');

describe('cache tags cover every document type a page reads (issue 13, part 4)', () => {
  for (const { name, query, params } of CASES) {
    it(`${name} ${JSON.stringify(params)}`, async () => {
      const all = await createEmbeddedSource().fetch(query, params);
      const read: string[] = [];
      for (const type of types) {
        const without = await createEmbeddedSource(seedDocuments.filter((d) => d._type !== type)).fetch(query, params);
        if (JSON.stringify(without) !== JSON.stringify(all)) read.push(type);
      }
      // The check itself must see something: every query reads at least its own type.
      expect(read.length).toBeGreaterThan(0);
      expect(QUERY_TAGS[name], `types read: ${read.join(', ')}`).toEqual(expect.arrayContaining(read));
      // One evaluation per document type, on 800 documents: the pricing query takes ~0.3 s each.
    }, 30_000);
  }
});
