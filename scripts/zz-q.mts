import { createClient } from '@sanity/client';
import * as q from '../lib/content/queries';
const c = createClient({ projectId: 'e2e', dataset: 'e2e', apiVersion: '2025-10-01', apiHost: 'http://127.0.0.1:3310', useCdn: false, useProjectHostname: false });
const cases: [string, string, Record<string, unknown>][] = [
  ['region', q.regionPageQuery, { locale: 'da', slug: 'europe' }],
  ['country', q.jurisdictionPageQuery, { locale: 'da', slug: 'denmark' }],
  ['home', q.homePageQuery, { locale: 'da' }],
  ['sitemap', q.sitemapQuery, {}],
];
for (const [name, query, params] of cases) {
  const times = [];
  for (let i = 0; i < 3; i++) { const t = performance.now(); await c.fetch(query, params as any); times.push(Math.round(performance.now() - t)); }
  console.log(name, times);
}
