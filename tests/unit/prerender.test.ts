import { describe, expect, it } from 'vitest';
import { DEFAULT_PRERENDERED_JURISDICTIONS, prerenderedJurisdictionCount, prerenderedPages } from '@/lib/routing/prerender';
import { embeddedContentPaths } from '@/lib/routing/embedded-content-paths';
import type { PageSlugsQueryResult } from '@/lib/content/sanity.types';

// The build prerenders the pages visitors reach first, not every country.

describe('what the build prerenders', () => {
  const pages = [
    { _type: 'servicePage', slug: 'banking', order: null },
    { _type: 'jurisdiction', slug: 'zeta', order: null },
    { _type: 'jurisdiction', slug: 'denmark', order: 70 },
    { _type: 'jurisdiction', slug: 'cyprus', order: 80 },
    { _type: 'jurisdiction', slug: 'austria', order: 1000 },
    { _type: 'jurisdiction', slug: 'albania', order: 1000 },
  ] as PageSlugsQueryResult;

  it('keeps every service page and the first jurisdictions by order, then slug', () => {
    expect(prerenderedPages(pages, 3).map((p) => p.slug)).toEqual(['banking', 'denmark', 'cyprus', 'albania']);
    expect(prerenderedPages(pages, 0).map((p) => p.slug)).toEqual(['banking']);
    expect(prerenderedPages(pages, 40)).toEqual(pages);
  });

  it('reads PRERENDER_JURISDICTIONS, and names it when malformed', () => {
    expect(prerenderedJurisdictionCount({})).toBe(DEFAULT_PRERENDERED_JURISDICTIONS);
    expect(prerenderedJurisdictionCount({ PRERENDER_JURISDICTIONS: '0' })).toBe(0);
    expect(() => prerenderedJurisdictionCount({ PRERENDER_JURISDICTIONS: '-1' })).toThrow(/PRERENDER_JURISDICTIONS must be a whole number/);
  });

  it('prerenders all 21 countries of the seed by default, and the proxy still knows every page of the seed', async () => {
    const paths = await embeddedContentPaths()();
    expect(paths.has('/da/denmark')).toBe(true);
    expect(paths.has('/de/compare/cyprus')).toBe(true);
    expect(paths.has('/en/global-registration/europe')).toBe(true);
    expect([...paths].filter((p) => p.startsWith('/en/compare/'))).toHaveLength(21);
    expect(DEFAULT_PRERENDERED_JURISDICTIONS).toBeGreaterThanOrEqual(21);
  });
});
