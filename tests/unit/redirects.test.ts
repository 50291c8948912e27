import { describe, expect, it } from 'vitest';
import { logger } from '@/lib/log/logger';
import { recordRename, redirectId, renameOf } from '@/lib/publish/record-rename';
import { contentPaths } from '@/lib/routing/content-paths';
import { publicPath, redirectPaths, redirectStatus, resolveRedirect, slugNow } from '@/lib/routing/redirects';
import { captureLogs, LEVEL } from './log-capture';

/** The pages of one country at `slug`, in every locale. */
const pagesAt = (...slugs: string[]) => contentPaths({ pages: slugs.map((slug) => ({ slug, _type: 'jurisdiction' })), regions: ['asia-pacific'] });

describe('redirectPaths (the old addresses of renamed pages)', () => {
  it('gives each old slug one path per locale, leading to the same locale at the current slug', () => {
    const paths = redirectPaths([{ from: 'hong-kong', documentType: 'jurisdiction', to: 'hongkong' }]);
    expect(paths.size).toBe(7);
    expect(paths.get('/en/hong-kong')).toBe('/en/hongkong');
    expect(paths.get('/da/hong-kong')).toBe('/da/hongkong');
    expect(paths.get('/es/hong-kong')).toBe('/es/hongkong');
  });

  it('keeps a region under its folder, and marks the addresses of a deleted document gone', () => {
    const paths = redirectPaths([
      { from: 'apac', documentType: 'region', to: 'asia-pacific' },
      { from: 'cyprus', documentType: 'jurisdiction', to: null },
    ]);
    expect(paths.get('/de/global-registration/apac')).toBe('/de/global-registration/asia-pacific');
    expect(paths.get('/fr/cyprus')).toBeNull();
  });
});

describe('resolveRedirect', () => {
  it('sends every old slug of a chain of renames straight to the current one', () => {
    // hong-kong -> hongkong -> hk: both redirects name the document, which is at hk now.
    const paths = redirectPaths([
      { from: 'hong-kong', documentType: 'jurisdiction', to: 'hk' },
      { from: 'hongkong', documentType: 'jurisdiction', to: 'hk' },
    ]);
    const pages = pagesAt('hk');
    expect(resolveRedirect('/da/hong-kong', paths, pages)).toEqual({ location: '/da/hk' });
    expect(resolveRedirect('/da/hongkong', paths, pages)).toEqual({ location: '/da/hk' });
  });

  it('lets a page win over a redirect: a slug renamed back, or given to another document', () => {
    const paths = redirectPaths([
      { from: 'hong-kong', documentType: 'jurisdiction', to: 'hong-kong' },
      { from: 'hongkong', documentType: 'jurisdiction', to: 'hong-kong' },
      { from: 'cyprus', documentType: 'jurisdiction', to: 'kypros' },
    ]);
    const pages = pagesAt('hong-kong', 'cyprus', 'kypros');
    expect(resolveRedirect('/en/hong-kong', paths, pages)).toBeNull();
    expect(resolveRedirect('/en/hongkong', paths, pages)).toEqual({ location: '/en/hong-kong' });
    expect(resolveRedirect('/sv/cyprus', paths, pages)).toBeNull();
  });

  it('answers gone for a deleted document, and nothing rather than a redirect to a page that is not one', () => {
    const paths = redirectPaths([
      { from: 'cyprus', documentType: 'jurisdiction', to: null },
      { from: 'malta', documentType: 'jurisdiction', to: 'malta' },
      { from: 'iceland', documentType: 'jurisdiction', to: 'island' },
    ]);
    const pages = pagesAt('denmark');
    expect(resolveRedirect('/en/cyprus', paths, pages)).toBe('gone');
    expect(resolveRedirect('/en/malta', paths, pages)).toBeNull();
    expect(resolveRedirect('/en/iceland', paths, pages)).toBeNull();
    expect(resolveRedirect('/en/nowhere', paths, pages)).toBeNull();
  });
});

describe("slugNow (an old slug in a comparison's query string)", () => {
  const paths = redirectPaths([
    { from: 'hong-kong', documentType: 'jurisdiction', to: 'hk' },
    { from: 'hongkong', documentType: 'jurisdiction', to: 'hk' },
    { from: 'cyprus', documentType: 'jurisdiction', to: null },
    { from: 'apac', documentType: 'region', to: 'asia-pacific' },
  ]);

  it('gives a renamed page its current slug in the same locale, through a chain of renames', () => {
    const pages = pagesAt('hk', 'denmark');
    expect(slugNow('hong-kong', 'en', paths, pages)).toBe('hk');
    expect(slugNow('hongkong', 'da', paths, pages)).toBe('hk');
  });

  it('gives null for a deleted page, and the slug itself for a page or a slug it knows nothing of', () => {
    const pages = pagesAt('hk', 'denmark');
    expect(slugNow('cyprus', 'sv', paths, pages)).toBeNull();
    expect(slugNow('denmark', 'de', paths, pages)).toBe('denmark');
    expect(slugNow('atlantis', 'en', paths, pages)).toBe('atlantis');
    // A region's old address has its folder: its bare slug is no address of it.
    expect(slugNow('apac', 'en', paths, pages)).toBe('apac');
  });

  it('lets a page at the old slug win, and follows no rename to a slug that is no page', () => {
    expect(slugNow('hong-kong', 'fr', paths, pagesAt('hong-kong', 'hk'))).toBe('hong-kong');
    expect(slugNow('hong-kong', 'fr', paths, pagesAt('denmark'))).toBe('hong-kong');
  });
});

describe('publicPath and redirectStatus', () => {
  it('drops only the English prefix', () => {
    expect(publicPath('/en/hongkong')).toBe('/hongkong');
    expect(publicPath('/en')).toBe('/');
    expect(publicPath('/da/hongkong')).toBe('/da/hongkong');
    expect(publicPath('/en/global-registration/europe')).toBe('/global-registration/europe');
  });

  it('is 301 for GET and HEAD and 308 for the rest, which keeps the method', () => {
    expect(redirectStatus('GET')).toBe(301);
    expect(redirectStatus('HEAD')).toBe(301);
    expect(redirectStatus('POST')).toBe(308);
  });
});

describe('renameOf (a slug change in a webhook body)', () => {
  const body = { _type: 'jurisdiction', _id: 'jurisdiction-hong-kong', slug: 'hongkong', previousSlug: 'hong-kong' };

  it('reports a changed slug of a page with an address of its own', () => {
    expect(renameOf(body)).toEqual({ documentType: 'jurisdiction', documentId: 'jurisdiction-hong-kong', from: 'hong-kong', to: 'hongkong' });
    expect(redirectId('jurisdiction', 'hong-kong')).toBe('redirect-jurisdiction-hong-kong');
  });

  it('reports nothing for a new, deleted or unchanged document, or a type without an address', () => {
    expect(renameOf({ ...body, previousSlug: null })).toBeNull();
    expect(renameOf({ ...body, slug: null })).toBeNull();
    expect(renameOf({ ...body, slug: 'hong-kong' })).toBeNull();
    expect(renameOf({ ...body, _type: 'faq' })).toBeNull();
  });

  it('warns, naming the variable, when it has no token to write with', async () => {
    const logs = captureLogs();
    try {
      await recordRename(body, logger, { NEXT_PUBLIC_SANITY_PROJECT_ID: 'e2e' });
    } finally {
      logs.restore();
    }
    expect(logs.lines.filter((line) => line.level >= LEVEL.warn).map((line) => line.msg)).toEqual([expect.stringContaining('SANITY_API_WRITE_TOKEN')]);
  });
});
