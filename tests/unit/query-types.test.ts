import type { ClientReturn } from '@sanity/client';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { createEmbeddedSource } from '@/lib/content/embedded-source';
import type { getPageSlugs, getPricingPage, getRegionPage, getServicePage } from '@/lib/content';
import * as queries from '@/lib/content/queries';
import {
  comparePageQuery,
  companyFactsQuery,
  homePageQuery,
  jurisdictionPageQuery,
  pageSlugsQuery,
  pricingPageQuery,
  privacyPolicyQuery,
  regionPageQuery,
  regionSlugsQuery,
  searchPageQuery,
  servicePageQuery,
  sitemapQuery,
  siteSettingsQuery,
} from '@/lib/content/queries';
import type {
  CompanyFactsQueryResult,
  ComparePageQueryResult,
  HomePageQueryResult,
  JurisdictionPageQueryResult,
  PageSlugsQueryResult,
  PricingPageQueryResult,
  PrivacyPolicyQueryResult,
  RegionPageQueryResult,
  RegionSlugsQueryResult,
  SearchPageQueryResult,
  ServicePageQueryResult,
  SitemapQueryResult,
  SiteSettingsQueryResult,
} from '@/lib/content/sanity.types';
import type { TypedQuery } from '@/lib/content/source';

/*
 * Type-level tests: `npx tsc --noEmit` checks them, vitest only runs them.
 * A fetch's result type follows from its `defineQuery` string through the `SanityQueries` map
 * typegen writes with `overloadClientMethods` on (https://www.sanity.io/docs/apis-and-sdks/sanity-typegen).
 * The queries run on an empty dataset: the types are the point, not the content.
 */

const source = createEmbeddedSource([]);
const en = { locale: 'en' };
const page = { locale: 'en', slug: 'denmark' };

/** Every `…Query` export of `queries.ts`, as the union of their types. */
type ExportedQuery = { [Name in keyof typeof queries]: Name extends `${string}Query` ? (typeof queries)[Name] : never }[keyof typeof queries];

describe('query result types', () => {
  it('every query of queries.ts is typed as the text typegen registered its result under', () => {
    // A fragment typed `string` instead of its text makes its query `string`, which is no key.
    expectTypeOf<ExportedQuery>().toExtend<TypedQuery>();
    expectTypeOf<string>().not.toExtend<TypedQuery>();
  });

  it('a content source’s fetch returns the generated result of the query it is given', async () => {
    expectTypeOf(await source.fetch(siteSettingsQuery, en)).toEqualTypeOf<SiteSettingsQueryResult>();
    expectTypeOf(await source.fetch(homePageQuery, en)).toEqualTypeOf<HomePageQueryResult>();
    expectTypeOf(await source.fetch(pageSlugsQuery, {})).toEqualTypeOf<PageSlugsQueryResult>();
    expectTypeOf(await source.fetch(regionSlugsQuery, {})).toEqualTypeOf<RegionSlugsQueryResult>();
    expectTypeOf(await source.fetch(servicePageQuery, page)).toEqualTypeOf<ServicePageQueryResult>();
    expectTypeOf(await source.fetch(jurisdictionPageQuery, page)).toEqualTypeOf<JurisdictionPageQueryResult>();
    expectTypeOf(await source.fetch(regionPageQuery, page)).toEqualTypeOf<RegionPageQueryResult>();
    expectTypeOf(await source.fetch(pricingPageQuery, en)).toEqualTypeOf<PricingPageQueryResult>();
    expectTypeOf(await source.fetch(privacyPolicyQuery, en)).toEqualTypeOf<PrivacyPolicyQueryResult>();
    expectTypeOf(await source.fetch(comparePageQuery, { ...en, slugs: [] })).toEqualTypeOf<ComparePageQueryResult>();
    expectTypeOf(await source.fetch(searchPageQuery, en)).toEqualTypeOf<SearchPageQueryResult>();
    expectTypeOf(await source.fetch(sitemapQuery, {})).toEqualTypeOf<SitemapQueryResult>();
    expectTypeOf(await source.fetch(companyFactsQuery, {})).toEqualTypeOf<CompanyFactsQueryResult>();
  });

  it('a query typegen has not seen fetches as unknown, for the caller to state its shape', async () => {
    expectTypeOf(await source.fetch('count(*)', {})).toBeUnknown();
  });

  it('the page loaders return their query’s result without naming it', () => {
    expectTypeOf<Awaited<ReturnType<typeof getPricingPage>>>().toEqualTypeOf<PricingPageQueryResult>();
    expectTypeOf<Awaited<ReturnType<typeof getRegionPage>>>().toEqualTypeOf<RegionPageQueryResult>();
    expectTypeOf<Awaited<ReturnType<typeof getServicePage>>>().toEqualTypeOf<ServicePageQueryResult>();
    expectTypeOf<Awaited<ReturnType<typeof getPageSlugs>>>().toEqualTypeOf<PageSlugsQueryResult>();
  });

  it('@sanity/client’s own fetch reads the same generated map', () => {
    expectTypeOf<ClientReturn<typeof pageSlugsQuery>>().toEqualTypeOf<PageSlugsQueryResult>();
    expectTypeOf<ClientReturn<typeof siteSettingsQuery>>().toEqualTypeOf<SiteSettingsQueryResult>();
  });

  it('a query’s result cannot be taken for another query’s', async () => {
    // Both lines compiled while `fetch<Result>` took its result type from the caller.
    // @ts-expect-error: the home page query does not return the site settings
    const settings: SiteSettingsQueryResult = await source.fetch(homePageQuery, en);
    // @ts-expect-error: no type argument names the result, the query decides it
    const alsoSettings = await source.fetch<SiteSettingsQueryResult>(homePageQuery, en);
    expect([settings, alsoSettings]).toEqual([
      { page: null, slides: [], services: [] },
      { page: null, slides: [], services: [] },
    ]);
  });
});
